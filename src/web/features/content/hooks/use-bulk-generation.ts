import { useCallback, useState } from "react";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { bulkReport, runBulk } from "../lib/bulk-scheduler";
import { hasPost, type PostRow } from "../lib/post-row";
import { bulkPlan, rowNumber } from "../lib/rows-reducer";
import { produceRow } from "./generate-post";
import type { GenerationContext } from "./use-generation-context";

const m = messages.generation;

export interface BulkProgress {
  running: boolean;
  done: number;
  total: number;
}

/**
 * Create Content (spec §4): every row with content, a prompt and no post yet, GENERATION.bulkConcurrency at a
 * time, with a progress count. A failed row keeps its input and stops loading; the others carry on.
 */
export function useBulkGeneration(ctx: GenerationContext) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const start = useCallback(async () => {
    const rows = ctx.getRows();
    const { eligible, missingPrompt } = bulkPlan(rows);
    if (missingPrompt.length > 0) {
      toast.error(m.selectPromptsForAll);
      return;
    }
    if (eligible.length === 0) {
      toast.info(m.nothingToGenerate);
      return;
    }
    setProgress({ running: true, done: 0, total: eligible.length });
    const outcomes = await runBulk<PostRow, void>({
      items: eligible,
      concurrency: GENERATION.bulkConcurrency,
      ...ctx.retry,
      run: async (queued, attempt) => {
        // A queued row may have been edited, generated or deleted while it waited: work from what is there now.
        const row = ctx.getRow(queued.id);
        if (!row) return;
        if (attempt === 0) {
          if (row.isLoading || hasPost(row)) return;
          ctx.dispatch({ type: "start", id: row.id });
        }
        await produceRow(ctx, row);
      },
      onSettled: (outcome, done, total) => {
        if (!outcome.ok) ctx.dispatch({ type: "fail", id: outcome.item.id });
        setProgress({ running: done < total, done, total });
      },
    });
    const report = bulkReport(outcomes, {
      failure: (row, error) => m.failedToProcess(String(rowNumber(ctx.getRows(), row.id) || row.id), errorMessage(error)),
      partial: m.partialSuccess,
      none: m.failedAny,
    });
    for (const failure of report.failures) toast.error(failure);
    if (report.summary?.level === "warning") toast.warning(report.summary.message);
    if (report.summary?.level === "error") toast.error(report.summary.message);
  }, [ctx]);

  const clear = useCallback(() => setProgress(null), []);
  return { progress, start, clear };
}
