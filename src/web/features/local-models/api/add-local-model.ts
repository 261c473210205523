import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { localModelCopy } from "../copy";
import { localModelKeys } from "./local-models";

const hubKeys = {
  search: (q: string) => [...localModelKeys.all, "hub", "search", q] as const,
  files: (repo: string) => [...localModelKeys.all, "hub", "files", repo] as const,
};

/** Repositories with GGUF files on the configured hub (admin); runs once the query has two characters. */
export const hubSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: hubKeys.search(q),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/local-models/hub/search", { params: { query: { q } }, signal }))).data,
    enabled: q.trim().length >= 2,
    retry: false,
  });
export const useHubSearch = (q: string) => useQuery(hubSearchQueryOptions(q));

export const useHubFiles = (repo: string | null) =>
  useQuery({
    queryKey: hubKeys.files(repo ?? ""),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET("/api/local-models/hub/files", { params: { query: { repo: repo! } }, signal }))).data,
    enabled: repo !== null,
    retry: false,
  });

type AddRequest = { kind: "url"; url: string } | { kind: "hub"; repo: string; file: string };

/** Adds a model by its address or from the hub; the download starts at once and shows in the list. */
export function useAddLocalModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: AddRequest) =>
      req.kind === "url"
        ? unwrap(client.POST("/api/local-models/by-url", { body: { url: req.url } }))
        : unwrap(client.POST("/api/local-models/hub", { body: { repo: req.repo, file: req.file } })),
    onError: (err) => toast.error(localModelCopy.add.failed, errorMessage(err)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: localModelKeys.list() }),
  });
}
