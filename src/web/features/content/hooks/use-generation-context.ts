import { useQueryClient } from "@tanstack/react-query";
import { useContext, useLayoutEffect, useMemo, useRef } from "react";
import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { useAuth } from "@/web/lib/auth/use-auth";
import { CurrentBrandContext } from "@/web/lib/brand-context-core";
import { readSelectedBrandId } from "@/web/lib/current-brand";
import { getPrompt } from "../api/get-page-prompts";
import { postHistory } from "../api/save-history";
import { rateLimitDelayMs, RATE_LIMIT_RETRIES, realSleep, type RetryPolicy } from "../lib/bulk-scheduler";
import { historyEntry } from "../lib/history-entry";
import type { PostRow } from "../lib/post-row";
import type { RowsAction } from "../lib/rows-reducer";
import { modelIdForRow, type PageCatalog } from "./use-page-catalog";
import type { PostRowsStore } from "./use-post-rows";
import { queryRoots } from "@/web/lib/query-roots";

export type HistoryArgs = Omit<Parameters<typeof historyEntry>[0], "contentType" | "timestamp" | "modelId" | "promptName" | "modelName">;

/** Everything a generation needs, read fresh at call time (work outlives the render that started it). */
export interface GenerationContext {
  contentType: ContentType;
  dispatch: (action: RowsAction) => void;
  getRow: (id: string) => PostRow | undefined;
  getRows: () => PostRow[];
  promptText: (promptId: string) => Promise<string>;
  modelIdFor: (row: PostRow) => string | null;
  /** The brand of the banner: every generation sends it (spec §2 brand context). */
  brandId: () => string | null;
  /** The page's output language (its selector): every generation sends it. */
  language: () => LanguageCode;
  /** Saves a result to content_history; signed out it only logs (spec §8). */
  record: (args: HistoryArgs) => void;
  now: () => Date;
  retry: RetryPolicy;
}

export function useGenerationContext(contentType: ContentType, store: PostRowsStore, catalog: PageCatalog, language: LanguageCode = "en"): GenerationContext {
  const { user } = useAuth();
  const brand = useContext(CurrentBrandContext);
  const qc = useQueryClient();
  const latest = useRef({ user, brand, catalog, language });
  useLayoutEffect(() => {
    latest.current = { user, brand, catalog, language };
  }, [user, brand, catalog, language]);

  const { dispatch, getRow, getRows } = store;
  return useMemo<GenerationContext>(() => {
    const modelIdFor = (row: PostRow) => modelIdForRow(latest.current.catalog, row);
    return {
      contentType,
      dispatch,
      getRow,
      getRows,
      modelIdFor,
      brandId: () => (latest.current.brand ? latest.current.brand.brandId : readSelectedBrandId()),
      language: () => latest.current.language,
      promptText: async (promptId) => {
        const listed = latest.current.catalog.prompts.find((prompt) => prompt.id === promptId);
        if (listed) return listed.prompt_text;
        try {
          return (await getPrompt(promptId)).prompt_text;
        } catch {
          throw new Error(messages.generation.failedToFetchPrompt);
        }
      },
      record: (args) => {
        if (!latest.current.user) {
          console.warn("Not signed in: the result was not saved to history");
          return;
        }
        const { catalog } = latest.current;
        const modelId = modelIdFor(args.row);
        const entry = historyEntry({
          language: latest.current.language,
          ...args,
          contentType,
          modelId,
          promptName: catalog.prompts.find((p) => p.id === args.row.selectedPromptId)?.name,
          modelName: [...catalog.textModels, ...catalog.visionModels].find((model) => model.id === modelId)?.name,
          timestamp: new Date().toISOString(),
        });
        postHistory(entry)
          .then((saved) => {
            dispatch({ type: "linkHistory", id: args.row.id, content: args.content, historyId: saved.id });
            return qc.invalidateQueries({ queryKey: queryRoots.history });
          })
          .catch((err: unknown) => console.warn("Could not save to history", err));
      },
      now: () => new Date(),
      retry: { retryDelayMs: rateLimitDelayMs, maxRetries: RATE_LIMIT_RETRIES, sleep: realSleep },
    };
  }, [contentType, dispatch, getRow, getRows, qc]);
}
