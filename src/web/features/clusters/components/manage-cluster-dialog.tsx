import { useMemo } from "react";
import type { Cluster } from "@/shared/contracts/clusters";
import { messages } from "@/shared/messages";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useClusterPosts } from "../api/get-cluster-posts";
import { useHistoryCandidates, type HistoryItem } from "../api/get-history-candidates";
import { useSetClusterPosts } from "../api/set-cluster-posts";
import { clusterCopy } from "../copy";
import { hasChanges, type MembershipDiff } from "../lib/membership";
import { MembershipEditor } from "./membership-editor";

interface ManageClusterDialogProps {
  cluster: Cluster;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Choose the cluster's content from the history; Save links the added pieces and unlinks the removed ones, then closes. */
export function ManageClusterDialog({ cluster, open, onOpenChange }: ManageClusterDialogProps) {
  const history = useHistoryCandidates(open);
  const members = useClusterPosts(cluster.id, open);
  const save = useSetClusterPosts();

  const items = useMemo(() => {
    if (!history.data || !members.data) return undefined;
    const byId = new Map<string, HistoryItem>(history.data.map((h) => [h.id, h]));
    // Members older than the latest history page are listed too, so they can be seen and removed.
    for (const m of members.data) if (!byId.has(m.id)) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [history.data, members.data]);
  const initial = useMemo(() => new Set(members.data?.map((m) => m.id)), [members.data]);

  async function onSave(chosen: string[], diff: MembershipDiff) {
    if (!hasChanges(diff)) return onOpenChange(false);
    try {
      await save.mutateAsync({ id: cluster.id, postIds: chosen });
      toast.success(clusterCopy.updated);
      onOpenChange(false);
    } catch (err) {
      toast.error(messages.clusters.updateFailed(errorMessage(err)));
    }
  }

  const failed = history.error ?? members.error;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{clusterCopy.manageTitle(cluster.name)}</DialogTitle>
          <DialogDescription>{clusterCopy.manageDescription}</DialogDescription>
        </DialogHeader>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {clusterCopy.historyLoadFailed}: {errorMessage(failed)}
          </p>
        ) : !items ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner /> {clusterCopy.loading}
          </p>
        ) : (
          // Mounted once the data is there, so its chosen set starts from the real membership.
          <MembershipEditor items={items} initial={initial} saving={save.isPending} onCancel={() => onOpenChange(false)} onSave={(c, d) => void onSave(c, d)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
