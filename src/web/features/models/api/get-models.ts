import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiModel, AiModelList, ModelListQuery } from "@/shared/contracts/models";
import { api } from "@/web/lib/api-client";
import { modelKeys } from "./model-keys";

export async function getModels(query: ModelListQuery = {}, signal?: AbortSignal): Promise<AiModel[]> {
  const page = await api.get<AiModelList>("/models", { query: { type: query.type, active: query.active }, signal });
  return page.data;
}

/** All models ordered by provider then name (spec §7). */
export const modelsQueryOptions = (query: ModelListQuery = {}) =>
  queryOptions({ queryKey: modelKeys.list(query), queryFn: ({ signal }) => getModels(query, signal) });

export const useModels = (query: ModelListQuery = {}) => useQuery(modelsQueryOptions(query));
