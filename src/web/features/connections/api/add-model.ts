import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateModelBody } from "@/shared/contracts/models";
import { client, unwrap } from "@/web/lib/api-client";
import { modelKeys } from "@/web/lib/models-query";

export const addModel = (body: CreateModelBody) => unwrap(client.POST("/api/models", { body: body }));

/** Adds a discovered model, or any id typed by hand, to a connection (admin). */
export function useAddModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addModel, onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }) });
}
