import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { workspaceKeys } from "./workspaces-keys";

export const workspacesQueryOptions = () =>
  queryOptions({ queryKey: workspaceKeys.list(), queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces", { signal }))).data });

/** The signed-in user's workspaces with their role in each, personal first. */
export function useWorkspaces(enabled = true) {
  return useQuery({ ...workspacesQueryOptions(), enabled });
}

function useInvalidatingMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }) });
}

export const useCreateWorkspace = () => useInvalidatingMutation((name: string) => unwrap(client.POST("/api/workspaces", { body: { name } })));

export const useRenameWorkspace = () =>
  useInvalidatingMutation(({ id, name }: { id: string; name: string }) =>
    unwrap(client.PATCH("/api/workspaces/{id}", { params: { path: { id } }, body: { name } })),
  );

export const useDeleteWorkspace = () => useInvalidatingMutation((id: string) => unwrap(client.DELETE("/api/workspaces/{id}", { params: { path: { id } } })));

export { useInvalidatingMutation };
