import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiModel, ModelType } from "@/shared/contracts/models";
import { api } from "@/web/lib/api-client";
import { contentKeys } from "./content-keys";

export type ModelOption = Pick<AiModel, "id" | "name" | "model_id" | "provider" | "type" | "is_default" | "offline">;

export const getActiveModels = (type: ModelType, signal?: AbortSignal) =>
  api.get<{ data: ModelOption[] }>("/models", { query: { type, active: true }, signal });

export function activeModelsQueryOptions(type: ModelType) {
  return queryOptions({
    queryKey: contentKeys.models(type),
    queryFn: async ({ signal }) => (await getActiveModels(type, signal)).data,
  });
}

/** Active text models for text rows, vision models for image rows. */
export const useActiveModels = (type: ModelType) => useQuery(activeModelsQueryOptions(type));

/** The model a row uses when it has not chosen one: the flagged default, else the first active one. */
export function defaultModelOf(models: readonly ModelOption[] | undefined): ModelOption | undefined {
  return models?.find((model) => model.is_default) ?? models?.[0];
}
