import type { Cluster } from "@/shared/contracts/clusters";
import { messages } from "@/shared/messages";
import { ConfirmDeleteButton } from "@/web/components/confirm-delete-button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteCluster } from "../api/delete-cluster";
import { useCapability } from "@/web/lib/workspace-role";
import { clusterCopy } from "../copy";

/** Delete with the spec's confirmation: 'Delete this cluster? This cannot be undone.' */
export function DeleteClusterButton({ cluster }: { cluster: Cluster }) {
  const remove = useDeleteCluster();
  const write = useCapability("write");

  async function onConfirm() {
    try {
      await remove.mutateAsync(cluster.id);
      toast.success(clusterCopy.deleted);
    } catch (err) {
      toast.error(messages.clusters.deleteFailed(errorMessage(err)));
    }
  }

  return (
    <ConfirmDeleteButton
      disabledReason={write.reason}
      label={clusterCopy.deleteAction(cluster.name)}
      title={messages.clusters.deleteConfirm}
      description={cluster.name}
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
