import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiModel } from "@/shared/contracts/models";
import { api } from "@/web/lib/api-client";

export type ImageModelOption = Pick<AiModel, "id" | "name" | "model_id" | "provider" | "is_default" | "offline">;

/** Under the "models" root so that an admin's change to the models refreshes the select. */
export const imageModelKeys = { list: () => ["models", "image-playground"] as const };

export const getImageModels = (signal?: AbortSignal) => api.get<{ data: ImageModelOption[] }>("/models", { query: { type: "image", active: true }, signal });

export const imageModelsQueryOptions = () =>
  queryOptions({ queryKey: imageModelKeys.list(), queryFn: async ({ signal }) => (await getImageModels(signal)).data });

export const useImageModels = () => useQuery(imageModelsQueryOptions());

/** The preselected model: the flagged default, else the first active one. */
export const defaultImageModel = (models: readonly ImageModelOption[] | undefined) => models?.find((m) => m.is_default) ?? models?.[0];
