/** An abort signal that fires after `ms` (our deadline) or when the caller's own signal aborts (client gone). */
export interface Deadline {
  readonly signal: AbortSignal;
  /** True when our timer fired, as opposed to the caller aborting. */
  readonly timedOut: boolean;
  /** Starts the timer again (a stream that keeps sending is alive). */
  reset(): void;
  clear(): void;
}

export function startDeadline(ms: number, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const fire = () => {
    timedOut = true;
    controller.abort(new DOMException("The AI call took too long", "TimeoutError"));
  };
  let timer = setTimeout(fire, ms);
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    reset() {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}
