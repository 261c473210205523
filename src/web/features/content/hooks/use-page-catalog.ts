import { useMemo } from "react";
import type { ContentType } from "@/shared/content-types";
import type { Prompt } from "@/shared/contracts/prompts";
import { useModels, type ModelOption } from "@/web/lib/models-query";
import { shownModelId } from "@/web/shared/models/model-select";
import { usePagePrompts } from "../api/get-page-prompts";
import type { PostRow } from "../lib/post-row";

/** What the rows choose from: the page's active prompts, active text models and vision models. */
export interface PageCatalog {
  prompts: Prompt[];
  promptsLoading: boolean;
  promptsError: boolean;
  textModels: ModelOption[];
  visionModels: ModelOption[];
  modelsLoading: boolean;
}

export function usePageCatalog(contentType: ContentType): PageCatalog {
  const prompts = usePagePrompts(contentType);
  const text = useModels({ type: "text", active: true });
  const vision = useModels({ type: "vision", active: true });
  return useMemo(
    () => ({
      prompts: prompts.data ?? [],
      promptsLoading: prompts.isPending,
      promptsError: prompts.isError,
      textModels: text.data ?? [],
      visionModels: vision.data ?? [],
      modelsLoading: text.isPending || vision.isPending,
    }),
    [prompts.data, prompts.isPending, prompts.isError, text.data, vision.data, text.isPending, vision.isPending],
  );
}

export const modelsForRow = (catalog: PageCatalog, row: Pick<PostRow, "contentType">) =>
  row.contentType === "image" ? catalog.visionModels : catalog.textModels;

/**
 * The model a row generates with: its own choice while that model is still active, else the default of its kind
 * (preselected in the row's select). Null lets the server pick its default.
 */
export function modelIdForRow(catalog: PageCatalog, row: Pick<PostRow, "contentType" | "selectedModelId">): string | null {
  return shownModelId(modelsForRow(catalog, row), row.selectedModelId) || null;
}
