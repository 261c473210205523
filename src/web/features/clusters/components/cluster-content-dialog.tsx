import type { Cluster } from "@/shared/contracts/clusters";
import { messages } from "@/shared/messages";
import { MarkdownText } from "@/web/components/markdown-text";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useClusterPosts } from "../api/get-cluster-posts";
import { clusterCopy } from "../copy";
import { contentTypeLabel, formatDate } from "../lib/format";

interface ClusterContentDialogProps {
  cluster: Cluster;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cluster Content': the cluster's items (type, date, content) or 'No content in this cluster.' */
export function ClusterContentDialog({ cluster, open, onOpenChange }: ClusterContentDialogProps) {
  const posts = useClusterPosts(cluster.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{messages.clusters.contentTitle}</DialogTitle>
          <DialogDescription>{cluster.name}</DialogDescription>
        </DialogHeader>
        {posts.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner /> {clusterCopy.loading}
          </p>
        ) : posts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(posts.error)}
          </p>
        ) : posts.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{messages.clusters.noContent}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {posts.data.map((post) => (
              <li key={post.id} className="rounded-lg border p-4">
                <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">{contentTypeLabel(post.content_type)}</Badge>
                  <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
                </div>
                <MarkdownText text={post.content} className="text-sm" />
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{messages.common.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
