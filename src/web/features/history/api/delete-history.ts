import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { BULK_DELETE_MAX } from "@/shared/contracts/history";
import { messages } from "@/shared/messages";
import { client, unwrap } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import type { HistoryPage } from "./get-history";
import { historyKeys } from "./history-keys";

/** Deletes one item (DELETE /history/:id) or several (DELETE /history {ids}, in batches of the API's maximum). */
export async function deleteHistory(ids: string[]): Promise<number> {
  if (ids.length === 1) {
    await unwrap(client.DELETE("/api/history/{id}", { params: { path: { id: ids[0] } } }));
    return 1;
  }
  let deleted = 0;
  for (let i = 0; i < ids.length; i += BULK_DELETE_MAX) {
    const batch = ids.slice(i, i + BULK_DELETE_MAX);
    deleted += (await unwrap(client.DELETE("/api/history", { body: { ids: batch } }))).deleted;
  }
  return deleted;
}

export function useDeleteHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: (_deleted, ids) => {
      const gone = new Set(ids);
      qc.setQueriesData<InfiniteData<HistoryPage>>({ queryKey: historyKeys.lists() }, (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data.filter((item) => !gone.has(item.id)) })) } : old,
      );
      toast.success(messages.common.success, messages.history.deleted);
      return qc.invalidateQueries({ queryKey: historyKeys.all });
    },
    onError: () => {
      toast.error(messages.common.error, messages.history.deleteFailed);
    },
  });
}
