import { Trash2 } from "lucide-react";
import type { Cluster } from "@/shared/contracts/clusters";
import { messages } from "@/shared/messages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteCluster } from "../api/delete-cluster";
import { clusterCopy } from "../copy";

/** Delete with the spec's confirmation: 'Delete this cluster? This cannot be undone.' */
export function DeleteClusterButton({ cluster }: { cluster: Cluster }) {
  const remove = useDeleteCluster();

  async function onConfirm() {
    try {
      await remove.mutateAsync(cluster.id);
      toast.success(clusterCopy.deleted);
    } catch (err) {
      toast.error(messages.clusters.deleteFailed(errorMessage(err)));
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={clusterCopy.deleteAction(cluster.name)} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.clusters.deleteConfirm}</AlertDialogTitle>
          <AlertDialogDescription>{cluster.name}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{messages.common.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void onConfirm()}>
            {messages.common.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
