import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";

/** An AI model as GET /api/models answers it. */
export interface TextModel {
  id: string;
  name: string;
  model_id: string;
  provider: string;
  type: string;
  description: string | null;
  is_active: boolean;
  is_default: boolean;
}

/** Keyed under "models" so model changes (realtime invalidation of ["models"]) refresh the selector too. */
export const textModelKeys = { list: () => ["models", "list", { type: "text", active: true }] as const };

export async function fetchTextModels(): Promise<TextModel[]> {
  const page = await api.get<{ data: TextModel[] }>("/models", { query: { type: "text", active: true } });
  return page.data;
}

export const textModelsQueryOptions = () => queryOptions({ queryKey: textModelKeys.list(), queryFn: fetchTextModels });

export const useTextModels = () => useQuery(textModelsQueryOptions());
