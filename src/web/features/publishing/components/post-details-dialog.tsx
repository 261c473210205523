import { format } from "date-fns";
import { ExternalLink, RotateCcw } from "lucide-react";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useRetryPost } from "../api/change-posts";
import { publishingCopy } from "../copy";
import { PostEditor } from "./post-editor";
import { StatusChip } from "./status-chip";

import { PostNumbers } from "@/web/shared/post-numbers/post-numbers";

const c = publishingCopy.post;

function SentPost({ post }: { post: ScheduledPost }) {
  const retry = useRetryPost();
  const publish = useCapability("publish");
  return (
    <div className="flex flex-col gap-4">
      <p className="max-h-60 overflow-y-auto rounded-lg bg-muted/40 px-3 py-2.5 text-sm break-words whitespace-pre-wrap">{post.content}</p>
      {post.status === "publishing" && <p className="text-sm text-muted-foreground">{c.locked}</p>}
      {post.status === "published" && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-muted-foreground">{post.published_at && c.publishedAt(format(new Date(post.published_at), publishingCopy.dateTime))}</span>
          {post.post_url && (
            <Button asChild variant="outline">
              <a href={post.post_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {c.openPost}
              </a>
            </Button>
          )}
          <PostNumbers numbers={post.metrics} platform={post.platform} full className="w-full" />
        </div>
      )}
      {(post.status === "failed" || post.status === "missed") && (
        <div className="flex flex-col gap-3">
          <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            <span className="font-medium">{c.reason}: </span>
            <span className="break-words">{post.error}</span>
            <span className="block text-xs text-muted-foreground">{c.attempts(post.attempts)}</span>
          </div>
          <RoleReason reason={publish.reason} className="self-end" />
          <Button
            className="self-end"
            disabled={retry.isPending || !publish.allowed}
            title={publish.reason ?? undefined}
            onClick={() => retry.mutate(post.id, { onSuccess: () => toast.success(c.retried), onError: (err) => toast.error(errorMessage(err)) })}
          >
            <RotateCcw aria-hidden />
            {c.retry}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A calendar post: edit text and time until it is sent, cancel it, open the live post, or retry a failure. */
export function PostDetailsDialog({ post, onClose, onCloseAutoFocus }: { post: ScheduledPost | undefined; onClose: () => void; onCloseAutoFocus?: (event: Event) => void }) {
  return (
    <Dialog open={post !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        {post && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {c.title} <StatusChip status={post.status} />
              </DialogTitle>
              <DialogDescription>
                {post.account_name} · {PLATFORM_LABELS[post.platform as Platform] ?? post.platform} · {format(new Date(post.scheduled_at), publishingCopy.dateTime)}
              </DialogDescription>
            </DialogHeader>
            {post.status === "scheduled" ? <PostEditor key={post.updated_at} post={post} onClose={onClose} /> : <SentPost post={post} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
