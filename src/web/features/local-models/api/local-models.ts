import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { modelKeys } from "@/web/lib/models-query";
import { queryRoots } from "@/web/lib/query-roots";
import { toast } from "@/web/lib/toast";
import { localModelCopy } from "../copy";

export const localModelKeys = {
  all: queryRoots.localModels,
  list: () => [...localModelKeys.all, "list"] as const,
  runtime: () => [...localModelKeys.all, "runtime"] as const,
};

/** While a download runs the list is polled, so progress keeps moving (and survives a reload: it lives on the server). */
export const PROGRESS_POLL_MS = 1000;
const RUNTIME_POLL_MS = 5000;

/** A local model as GET /api/local-models lists it. */
export type LocalModel = ApiData<"/api/local-models">["data"][number];

export const isBusy = (m: LocalModel) => m.status === "downloading" || m.status === "verifying";

export const localModelsQueryOptions = () =>
  queryOptions({
    queryKey: localModelKeys.list(),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/local-models", { signal }))).data,
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? PROGRESS_POLL_MS : false),
  });

export const useLocalModels = () => useQuery(localModelsQueryOptions());

export const useLocalRuntime = () =>
  useQuery({
    queryKey: localModelKeys.runtime(),
    queryFn: ({ signal }) => unwrap(client.GET("/api/local-models/runtime", { signal })),
    refetchInterval: RUNTIME_POLL_MS,
  });

export type LocalModelAction = "download" | "pause" | "cancel" | "remove" | "default";

async function send(action: LocalModelAction, model: LocalModel): Promise<LocalModel | null> {
  const params = { path: { id: model.id } };
  if (action === "download") return unwrap(client.POST("/api/local-models/{id}/download", { params }));
  if (action === "pause") return unwrap(client.POST("/api/local-models/{id}/pause", { params }));
  if (action === "cancel") return unwrap(client.DELETE("/api/local-models/{id}/download", { params }));
  if (action === "remove") return unwrap(client.DELETE("/api/local-models/{id}", { params }));
  // "Use as default": the model's ai_models row, through the models API (admin).
  await unwrap(client.POST("/api/models/{id}/default", { params: { path: { id: model.installed?.model_row_id ?? "" } } }));
  return null;
}

/** Download (or resume), pause, cancel, remove or make default a local model (admin); the answer replaces it in the list. */
export function useLocalModelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, model }: { action: LocalModelAction; model: LocalModel }) => send(action, model),
    onSuccess: (model) => {
      if (model) queryClient.setQueryData<LocalModel[]>(localModelKeys.list(), (list) => list?.map((m) => (m.id === model.id ? model : m)));
    },
    onError: (err) => toast.error(localModelCopy.actionFailed, errorMessage(err)),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: localModelKeys.all }),
        queryClient.invalidateQueries({ queryKey: modelKeys.all }),
      ]);
    },
  });
}
