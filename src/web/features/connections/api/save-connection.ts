import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiConnection, CreateConnectionBody, UpdateConnectionBody } from "@/shared/contracts/connections";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export type SaveConnection = { id?: undefined; body: CreateConnectionBody } | { id: string; body: UpdateConnectionBody };

export function saveConnection(input: SaveConnection): Promise<AiConnection> {
  if (input.id === undefined) return unwrap(client.POST("/api/connections", { body: input.body }));
  return unwrap(client.PATCH("/api/connections/{id}", { params: { path: { id: input.id } }, body: input.body }));
}

/** Adds or changes a connection (admin); its models and the default badge may change with it. */
export function useSaveConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConnection, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
