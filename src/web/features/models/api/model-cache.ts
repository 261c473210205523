import type { QueryClient } from "@tanstack/react-query";
import type { AiModel } from "@/shared/contracts/models";
import { modelKeys } from "@/web/lib/models-query";

/** Applies a change to every cached model list of this feature; answers a function that undoes it. */
export async function patchCachedModels(queryClient: QueryClient, change: (model: AiModel) => AiModel): Promise<() => void> {
  const lists = [...modelKeys.all, "list"] as const;
  await queryClient.cancelQueries({ queryKey: lists });
  const before = queryClient.getQueriesData<AiModel[]>({ queryKey: lists });
  queryClient.setQueriesData<AiModel[]>({ queryKey: lists }, (models) => models?.map(change));
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
    void queryClient.invalidateQueries({ queryKey: modelKeys.all });
  };
}
