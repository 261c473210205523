import { useCallback, useMemo } from "react";
import type { ContentPageDef } from "@/shared/content-types";
import { messages } from "@/shared/messages";
import { saveFile } from "@/web/lib/save-file";
import { toast } from "@/web/lib/toast";
import { defaultModelOf } from "@/web/lib/models-query";
import { generateIdeas } from "../api/functions";
import { buildPostsCsv } from "../lib/csv";
import { csvFileName } from "../lib/csv-file-name";
import { insertIdeas } from "../lib/insert-ideas";
import { hasPost, newRowId, type RowImage, type RowInput } from "../lib/post-row";
import type { IdeasRequest } from "../components/ideas-dialog";
import type { GenerationContext } from "./use-generation-context";
import type { PageCatalog } from "./use-page-catalog";
import type { PostRowsStore } from "./use-post-rows";

/** The page-level tools: ideas, topics, uploads, "Use" a prompt, Create More, Download. */
export function usePageTools(page: ContentPageDef, store: PostRowsStore, catalog: PageCatalog, ctx: GenerationContext) {
  const { dispatch, getRows, addRows } = store;
  const firstChoices = useCallback(
    (): Pick<RowInput, "selectedPromptId" | "selectedModelId"> => ({
      selectedPromptId: catalog.prompts[0]?.id,
      selectedModelId: defaultModelOf(catalog.textModels)?.id,
    }),
    [catalog.prompts, catalog.textModels],
  );

  const fillRows = useCallback((inputs: RowInput[]) => dispatch({ type: "fillBlank", ids: inputs.map(() => newRowId()), inputs }), [dispatch]);

  return useMemo(
    () => ({
      createMore: () => addRows(page.rowsPerAdd),
      download: () => {
        const rows = getRows();
        if (!rows.some(hasPost)) {
          toast.info(messages.generation.nothingToDownload);
          return;
        }
        saveFile(buildPostsCsv(rows), csvFileName(page.contentType, new Date()), "text/csv;charset=utf-8");
      },
      usePrompt: (promptId: string) => {
        dispatch({ type: "applyPrompt", promptId, newId: newRowId() });
        toast.success(messages.generation.promptApplied);
      },
      requestIdeas: ({ clusterId, prompt, numPosts }: IdeasRequest, signal?: AbortSignal) =>
        generateIdeas(
          { clusterId, prompt, numPosts, clusterPosts: [], contentType: page.contentType, brandId: ctx.brandId(), language: ctx.language() },
          signal,
        ),
      insertIdeas: (ideas: string[]) =>
        insertIdeas(ideas, {
          getRows,
          dispatch,
          createMore: () => addRows(page.rowsPerAdd),
          sleep: ctx.retry.sleep,
          promptId: firstChoices().selectedPromptId,
          modelId: firstChoices().selectedModelId,
        }),
      receiveTopics: (texts: string[]) => fillRows(texts.map((textContent) => ({ contentType: "text" as const, textContent, ...firstChoices() }))),
      receiveUploads: (images: RowImage[]) =>
        fillRows(
          images.map((image) => ({
            contentType: "image" as const,
            files: [{ kind: "stored" as const, ...image }],
            selectedPromptId: firstChoices().selectedPromptId,
          })),
        ),
    }),
    [page, getRows, dispatch, addRows, ctx, firstChoices, fillRows],
  );
}
