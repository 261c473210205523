import { errorMessage } from "@/web/lib/api-error";
import { contentCopy } from "../copy";
import type { PostRow } from "../lib/post-row";
import type { RowsAction } from "../lib/rows-reducer";

/**
 * The generations running in a page's rows (issue 24): Stop aborts one, which ends the browser's request; the
 * server sees its client go and aborts the upstream call. Retry runs the row's last generation again. Kept beside
 * the rows, never stored with them.
 */
export interface RowRuns {
  /** A generation starts in the row (or rows, one request filling several): the signal its requests carry, and how to run it again. */
  begin(ids: string | string[], again: () => void): AbortSignal;
  /** The generation that got `signal` is over. */
  end(ids: string | string[], signal: AbortSignal): void;
  stop(id: string): void;
  /** Stops every running generation (Create Content's Stop). */
  stopAll(): void;
  retry(id: string): void;
}

export function createRowRuns(): RowRuns {
  const running = new Map<string, AbortController>();
  const again = new Map<string, () => void>();
  return {
    begin(ids, rerun) {
      const controller = new AbortController();
      for (const id of [ids].flat()) {
        running.get(id)?.abort();
        running.set(id, controller);
        again.set(id, rerun);
      }
      return controller.signal;
    },
    end(ids, signal) {
      for (const id of [ids].flat()) if (running.get(id)?.signal === signal) running.delete(id);
    },
    stop(id) {
      running.get(id)?.abort();
    },
    stopAll() {
      for (const controller of running.values()) controller.abort();
    },
    retry(id) {
      again.get(id)?.();
    },
  };
}

/**
 * A generation that ended early keeps what it wrote: stopped, the row says "Stopped"; a stream that broke after
 * some text, the reason. Both offer Retry. Answers false for a failure with nothing written (the caller reports it
 * as before).
 */
export function interruptRow(
  ctx: { getRow: (id: string) => PostRow | undefined; dispatch: (action: RowsAction) => void },
  id: string,
  err: unknown,
  signal: AbortSignal,
): boolean {
  const partial = ctx.getRow(id)?.streamingText ?? "";
  if (!signal.aborted && partial.trim() === "") return false;
  ctx.dispatch({ type: "interrupt", id, note: signal.aborted ? contentCopy.row.stopped : errorMessage(err) });
  return true;
}
