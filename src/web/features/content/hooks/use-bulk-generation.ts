import { useCallback, useRef, useState } from "react";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { bulkReport, runBulk } from "../lib/bulk-scheduler";
import { hasContent, hasPost, type PostRow } from "../lib/post-row";
import { bulkPlan, rowNumber } from "../lib/rows-reducer";
import { generateRow, produceRow } from "./generate-post";
import { interruptRow } from "./row-runs";
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
  /** Set by Stop: rows still queued are not started. */
  const stopped = useRef(false);
  /** Each running row's signal, to tell a stopped row from a failed one when it settles. */
  const signals = useRef(new Map<string, AbortSignal>());

  const start = useCallback(async () => {
    const rows = ctx.getRows();
    const { eligible, missingPrompt } = bulkPlan(rows);
    if (missingPrompt.length > 0) {
      toast.error(m.selectPromptsForAll);
      return;
    }
    if (eligible.length === 0) {
      // Rows with a brief and their post already written: say so, rather than ask for what is already there.
      toast.info(rows.some((row) => hasPost(row) && hasContent(row)) ? m.allRowsWritten : m.nothingToGenerate);
      return;
    }
    stopped.current = false;
    const stoppedRows = new Set<string>();
    setProgress({ running: true, done: 0, total: eligible.length });
    const outcomes = await runBulk<PostRow, void>({
      items: eligible,
      concurrency: GENERATION.bulkConcurrency,
      ...ctx.retry,
      run: async (queued, attempt) => {
        // A queued row may have been edited, generated or deleted while it waited: work from what is there now.
        const row = ctx.getRow(queued.id);
        if (!row || stopped.current) return;
        if (attempt === 0) {
          if (row.isLoading || hasPost(row)) return;
          ctx.dispatch({ type: "start", id: row.id });
          signals.current.set(
            row.id,
            ctx.runs.begin(row.id, () => void generateRow(ctx, row.id)),
          );
        }
        const signal = signals.current.get(row.id);
        try {
          await produceRow(ctx, row, signal);
        } finally {
          if (signal) ctx.runs.end(row.id, signal);
        }
      },
      onSettled: (outcome, done, total) => {
        const { id } = outcome.item;
        const signal = signals.current.get(id);
        signals.current.delete(id);
        if (signal?.aborted) stoppedRows.add(id);
        if (!outcome.ok && !(signal && interruptRow(ctx, id, outcome.error, signal))) ctx.dispatch({ type: "fail", id });
        setProgress({ running: done < total, done, total });
      },
    });
    // A row stopped by the user did not fail: only the others are reported.
    const report = bulkReport(
      outcomes.filter((o) => o.ok || !stoppedRows.has(o.item.id)),
      {
        failure: (row, error) => m.failedToProcess(String(rowNumber(ctx.getRows(), row.id) || row.id), errorMessage(error)),
        partial: m.partialSuccess,
        none: m.failedAny,
      },
    );
    for (const failure of report.failures) toast.error(failure);
    if (report.summary?.level === "warning") toast.warning(report.summary.message);
    if (report.summary?.level === "error") toast.error(report.summary.message);
  }, [ctx]);

  const clear = useCallback(() => setProgress(null), []);
  /** Stop: the rows being written keep their text so far, the queued ones are not started. */
  const stop = useCallback(() => {
    stopped.current = true;
    ctx.runs.stopAll();
  }, [ctx]);
  return { progress, start, stop, clear };
}
