import { useQueryClient } from "@tanstack/react-query";
import { useContext, useLayoutEffect, useMemo, useRef } from "react";
import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { useAuth } from "@/web/lib/auth/use-auth";
import { CurrentBrandContext } from "@/web/lib/brand-context-core";
import { readSelectedBrandId } from "@/web/lib/current-brand";
import { NOTE_VERSION_IDS_MAX, type GenerationNote } from "@/shared/contracts/generation-history";
import { toast } from "@/web/lib/toast";
import { contentCopy } from "../copy";
import type { Saved } from "../api/functions";
import { getPrompt } from "../api/get-page-prompts";
import { postHistory } from "@/web/shared/history/save-history";
import { rateLimitDelayMs, RATE_LIMIT_RETRIES, realSleep, type RetryPolicy } from "../lib/bulk-scheduler";
import { historyEntry } from "../lib/history-entry";
import type { PostRow, VersionMade, VersionOperation } from "../lib/post-row";
import type { RowsAction } from "../lib/rows-reducer";
import { createRowRuns, type RowRuns } from "./row-runs";
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
  /** Saves a manual edit to content_history; signed out it only logs (spec §8). Generations are saved by the server. */
  record: (args: HistoryArgs) => void;
  /** What a generation for `row` tells the server so History shows it as before (prompt, model, context, versions). */
  note: (row: PostRow, modelId: string | null) => Exclude<GenerationNote, null | undefined>;
  /** Links the History item the server wrote for a result to the row's version, or offers to save it again. */
  saved: (rowId: string, content: string, saved: Saved) => void;
  now: () => Date;
  /** Who asks for a new version, and how (kept with it so the others see who asked). */
  made: (operation: VersionOperation) => VersionMade;
  retry: RetryPolicy;
  /** The generations running in the rows: Stop and Retry. */
  runs: RowRuns;
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
      made: (operation) => {
        const me = latest.current.user;
        return me ? { operation, authorId: me.id, authorName: me.email } : { operation };
      },
      promptText: async (promptId) => {
        const listed = latest.current.catalog.prompts.find((prompt) => prompt.id === promptId);
        if (listed) return listed.prompt_text;
        try {
          return (await getPrompt(promptId)).prompt_text;
        } catch {
          throw new Error(messages.generation.failedToFetchPrompt);
        }
      },
      note: (row, modelId) => {
        const { catalog } = latest.current;
        return {
          promptId: row.selectedPromptId || null,
          promptName: catalog.prompts.find((p) => p.id === row.selectedPromptId)?.name ?? null,
          modelName: [...catalog.textModels, ...catalog.visionModels].find((model) => model.id === modelId)?.name ?? null,
          additionalContext: row.additionalContext,
          imageCount: row.contentType === "image" ? row.files.length : row.selectedImages.length,
          rowType: row.contentType,
          versionIds: row.versions.flatMap((v) => (v.historyId ? [v.historyId] : [])).slice(-NOTE_VERSION_IDS_MAX),
        };
      },
      saved: (rowId, content, saved) => {
        const link = (historyId: string) => {
          dispatch({ type: "linkHistory", id: rowId, content, historyId });
          return qc.invalidateQueries({ queryKey: queryRoots.history });
        };
        if (saved.historyId) void link(saved.historyId);
        const failure = saved.error;
        if (!failure) return;
        // The text is on the page either way; the user may save it by hand (the entry the server meant to write).
        const retry = async () => {
          try {
            const items = await Promise.all(failure.entries.map((entry) => postHistory(entry)));
            const mine = items.find((item) => item.content === content);
            if (mine) await link(mine.id);
            else await qc.invalidateQueries({ queryKey: queryRoots.history });
            toast.success(messages.history.saveRetried);
          } catch {
            toast.error(messages.history.notSaved, undefined, { action: { label: contentCopy.retrySave, onClick: () => void retry() } });
          }
        };
        toast.error(failure.message, undefined, { action: { label: contentCopy.retrySave, onClick: () => void retry() } });
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
      runs: createRowRuns(),
      retry: { retryDelayMs: rateLimitDelayMs, maxRetries: RATE_LIMIT_RETRIES, sleep: realSleep },
    };
  }, [contentType, dispatch, getRow, getRows, qc]);
}
