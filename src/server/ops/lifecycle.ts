/**
 * Where one server process is in its life, for the readiness probe and the request edge: serving, draining (a
 * SIGTERM came: readiness answers 503 so load balancers stop sending, requests are still served, each answer
 * closes its connection) and closed (the listener is closed; a request on a connection still open is refused).
 */
export type Phase = "serving" | "draining" | "closed";

export interface Lifecycle {
  readonly phase: Phase;
  /** Readiness goes false; requests are still answered. */
  drain(): void;
  /** New requests are refused (the listener is closed too); streams in flight run on. */
  close(): void;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = "serving";
  return {
    get phase() {
      return phase;
    },
    drain() {
      if (phase === "serving") phase = "draining";
    },
    close() {
      phase = "closed";
    },
  };
}
