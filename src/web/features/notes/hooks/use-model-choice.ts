import { useState } from "react";
import { useModels } from "@/web/lib/models-query";

/**
 * The AI model for topic extraction: the user's pick, else the default text model, else the first active one.
 * While the models endpoint is missing or failing, the value is null and the server uses its default.
 */
export function useModelChoice() {
  const models = useModels({ type: "text", active: true });
  const [picked, setPicked] = useState<string | null>(null);
  const list = models.data ?? [];
  const fallback = list.find((m) => m.is_default) ?? list[0];
  const value = picked && list.some((m) => m.id === picked) ? picked : (fallback?.id ?? null);
  return { models: list, value, setValue: setPicked, isLoading: models.isPending, isError: models.isError };
}
