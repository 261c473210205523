/**
 * Graceful restarts (docs/operations.md, "Restarts and upgrades"). On SIGTERM or SIGINT one server process:
 *  1. drains: readiness answers 503 so load balancers stop sending; requests are still served, each answer closing
 *     its connection (SHUTDOWN_DRAIN_MS); background work stops fetching jobs at once;
 *  2. closes: the listener closes (new connections are refused), idle connections go, a request arriving on one
 *     still open gets 503, and realtime sockets are closed with 1012 (service restart: reconnect);
 *  3. waits for responses still being sent (streamed generations) and jobs still running, until SHUTDOWN_GRACE_MS
 *     after the signal; jobs still running then are handed to other instances, connections still open are cut;
 *  4. closes the services and the database and exits 0.
 */
import type { Server } from "node:http";
import type { Logger } from "@/server/lib/logger";
import type { Lifecycle } from "./lifecycle";

export interface RequestTracker {
  /** Responses being sent now (a stream counts until its last byte). */
  inFlight(): number;
  /** Open TCP connections. */
  connections(): number;
  /** Resolves when no response is being sent (at once when none is). */
  idle(): Promise<void>;
  /** From now on, a connection left idle by a finished response is closed at once (no keep-alive). */
  closeIdleAfterEach(): void;
}

/** Counts what the HTTP server is doing, at the socket level (a streamed body outlives the app's handler). */
export function trackRequests(server: Server): RequestTracker {
  let inFlight = 0;
  let connections = 0;
  let closing = false;
  const waiters: (() => void)[] = [];
  server.on("connection", (socket) => {
    connections++;
    socket.once("close", () => connections--);
  });
  server.on("request", (_req, res) => {
    inFlight++;
    res.once("close", () => {
      inFlight--;
      if (closing) setImmediate(() => server.closeIdleConnections());
      if (inFlight === 0) for (const resolve of waiters.splice(0)) resolve();
    });
  });
  return {
    inFlight: () => inFlight,
    connections: () => connections,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    closeIdleAfterEach() {
      closing = true;
    },
  };
}

export interface ShutdownSteps {
  server: Server;
  tracker: RequestTracker;
  lifecycle: Lifecycle;
  logger: Logger;
  drainMs: number;
  graceMs: number;
  /** Stops the background work: no new jobs; running ones get `timeoutMs`, then are released. */
  stopWork(timeoutMs: number): Promise<void>;
  /** Closes the realtime sockets with the reconnect code and refuses new ones. */
  closeRealtime(): Promise<void>;
  /** Closes the services and the database (last). */
  closeRest(): Promise<void>;
  exit(code: number): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers the signal handler: the first call shuts down, later ones are ignored. */
export function createShutdown(steps: ShutdownSteps): (signal: string) => Promise<void> {
  const { server, tracker, lifecycle, logger } = steps;
  let stopping: Promise<void> | undefined;
  const run = async (signal: string) => {
    const started = Date.now();
    const deadline = started + steps.graceMs;
    const left = () => Math.max(0, deadline - Date.now());
    // Whatever hangs, the process is gone a little after its grace (an orchestrator would kill it anyway).
    setTimeout(() => {
      logger.error({ signal }, "shutdown overran its grace; exiting");
      steps.exit(1);
    }, steps.graceMs + 10_000).unref();

    logger.info({ signal, drainMs: steps.drainMs, graceMs: steps.graceMs, inFlight: tracker.inFlight() }, "draining: readiness is now 503");
    lifecycle.drain();
    const work = steps.stopWork(Math.max(0, left() - 500)).catch((err: unknown) => logger.error({ err }, "stopping the background work failed"));

    await sleep(Math.min(steps.drainMs, steps.graceMs));
    lifecycle.close();
    server.close();
    server.closeIdleConnections();
    // A stream that ends now leaves its keep-alive connection idle: closed at once.
    tracker.closeIdleAfterEach();
    await steps.closeRealtime().catch((err: unknown) => logger.error({ err }, "closing the realtime sockets failed"));
    logger.info({ inFlight: tracker.inFlight() }, "listener closed; waiting for responses in flight");

    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left())));
    const finished = await Promise.race([tracker.idle().then(() => "idle" as const), outOfTime]);
    clearTimeout(timer);
    if (finished === "timeout") {
      logger.warn({ inFlight: tracker.inFlight() }, "grace over: cutting responses still in flight");
      server.closeAllConnections();
    }
    server.closeIdleConnections();
    await work;
    await steps.closeRest().catch((err: unknown) => logger.error({ err }, "closing services failed"));
    logger.info({ ms: Date.now() - started }, "stopped");
    steps.exit(0);
  };
  return (signal) => (stopping ??= run(signal));
}
