/**
 * The one GET /models query of the app: Settings, the content pages, the playgrounds and History read the
 * catalogue through it (one key factory, one cache). Realtime model events and model changes invalidate
 * `modelKeys.all`, so every selector refreshes at once.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ModelSummary, ModelType } from "@/shared/contracts/models";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Which models a consumer lists: a selector asks for the active ones of its type; Settings for all. */
export interface ModelsFilter {
  type?: ModelType;
  active?: boolean;
}

/** A model as GET /models answers it: the whole row for admins, a summary (name, whether it works) for others. */
export type CatalogModel = ApiData<"/api/models">["data"][number];

/** What a model selector needs of a model. */
export type ModelOption = Pick<ModelSummary, "id" | "name" | "model_id" | "provider" | "type" | "is_default" | "offline">;

export const modelKeys = {
  all: queryRoots.models,
  list: (query: ModelsFilter = {}) => [...queryRoots.models, "list", { type: query.type, active: query.active }] as const,
  default: () => [...queryRoots.models, "default"] as const,
};

export async function getModels(query: ModelsFilter = {}, signal?: AbortSignal) {
  const active = query.active === undefined ? undefined : query.active ? "true" : "false";
  const page = await unwrap(client.GET("/api/models", { params: { query: { type: query.type, active } }, signal }));
  return page.data;
}

/** Models ordered by provider then name (spec §7); `{ type, active: true }` for a selector. */
export const modelsQueryOptions = (query: ModelsFilter = {}) =>
  queryOptions({ queryKey: modelKeys.list(query), queryFn: ({ signal }) => getModels(query, signal) });

export const useModels = (query: ModelsFilter = {}) => useQuery(modelsQueryOptions(query));

/** The model a choice falls back to: the flagged default, else the first active one. */
export function defaultModelOf<T extends Pick<ModelSummary, "is_default">>(models: readonly T[] | undefined): T | undefined {
  return models?.find((model) => model.is_default) ?? models?.[0];
}
