import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";

/** Keyed under "models" so model changes (realtime invalidation of ["models"]) refresh the selector too. */
export const textModelKeys = { list: () => ["models", "list", { type: "text", active: true }] as const };

export async function fetchTextModels() {
  const page = await unwrap(client.GET("/api/models", { params: { query: { type: "text", active: "true" } } }));
  return page.data;
}

/** An AI model as GET /api/models answers it (typed from the contract). */
export type TextModel = Awaited<ReturnType<typeof fetchTextModels>>[number];

export const textModelsQueryOptions = () => queryOptions({ queryKey: textModelKeys.list(), queryFn: fetchTextModels });

export const useTextModels = () => useQuery(textModelsQueryOptions());
