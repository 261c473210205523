/**
 * The one place a server process starts its background work, and stops it: the job queue's workers (mail,
 * scheduled publishing and webhook deliveries, all pg-boss queues) and the periodic sweeps (stored files no row refers to, rate-limit
 * rows of full buckets, bodies of kept mail past 24 hours). index.ts starts them after the server listens and
 * stops them on SIGTERM/SIGINT before the services and the database close; tests start them where they need them.
 */
import type { AppDeps } from "@/server/app-env";
import { sweepIdempotencyKeys, sweepRateLimits, RATE_LIMIT_SWEEP_MS } from "@/server/lib/rate-limit-sweep";
import { sweepOrphans } from "@/server/storage/orphan-sweep";
import { STORAGE_SWEEP } from "@/shared/constants";
import { MAIL_QUEUE, type MailJobData } from "./mail-outbox";
import { TAKEOVER_SWEEP_SECONDS } from "@/server/features/publishing/publisher";

/** Mail jobs running at once in one process (each holds one SMTP conversation). */
const MAIL_CONCURRENCY = 4;
/** Kept mail loses its body within this long after its 24 hours. */
export const MAIL_SWEEP_MS = 10 * 60_000;

export interface WorkerOptions {
  /** The periodic sweeps (on by default; tests of one queue leave them off). */
  sweeps?: boolean;
  /** One interval for every sweep instead of each one's own (tests). */
  sweepIntervalMs?: number;
}

export interface BackgroundWork {
  /** What is running now: the queues worked here and the sweeps (empty once stopped). */
  running(): string[];
  /**
   * Stops every sweep and worker, waiting for passes and jobs under way (jobs up to `jobsTimeoutMs`, then released
   * to other instances where their queue can).
   */
  stop(jobsTimeoutMs?: number): Promise<void>;
}

interface Sweep {
  name: string;
  stop(): Promise<void>;
}

/** Runs `task` at once and then every `intervalMs`, one pass at a time; a failed pass is logged and run again later. */
function every(deps: AppDeps, name: string, intervalMs: number, task: () => Promise<unknown>): Sweep {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .catch((err: unknown) => deps.logger.warn({ err }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    name,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export async function startWorkers(deps: AppDeps, options: WorkerOptions = {}): Promise<BackgroundWork> {
  const { config, database, clock, logger, mailer, services } = deps;
  const { jobs, publisher, storage } = services;
  const interval = (ms: number) => options.sweepIntervalMs ?? ms;
  const sweeps: Sweep[] = [];
  if (options.sweeps ?? true) {
    // Files no row refers to (a kill -9 mid-upload, generated images never saved): removed after their grace.
    if (storage) sweeps.push(every(deps, "storage sweep", interval(STORAGE_SWEEP.intervalMs), () => sweepOrphans({ storage, db: database.db, clock, logger })));
    // Rate-limit rows of buckets that are full again hold only who tried what: they go.
    sweeps.push(every(deps, "rate limit sweep", interval(RATE_LIMIT_SWEEP_MS), () => sweepRateLimits(database.db, clock)));
    sweeps.push(every(deps, "idempotency key sweep", interval(RATE_LIMIT_SWEEP_MS), () => sweepIdempotencyKeys(database.db, clock)));
    // Mail kept for the mailbox (no SMTP) holds one-time links: their bodies go after 24 hours.
    sweeps.push(every(deps, "kept mail sweep", interval(MAIL_SWEEP_MS), () => mailer.purgeKept()));
  }
  // An API-only instance (JOBS_WORKERS=false) still creates jobs; other instances run them.
  if (config.jobs.workers && jobs) {
    await jobs.start();
    if (mailer.kind === "smtp") {
      jobs.work<MailJobData>(MAIL_QUEUE, { concurrency: MAIL_CONCURRENCY, pollIntervalMs: config.jobs.pollIntervalMs }, async (job) => {
        await mailer.deliver(job);
      });
    }
    publisher?.startWorkers();
    // Outgoing webhook deliveries: signed, retried on their own schedule (features/webhooks).
    services.webhooks?.startWorkers(mailer);
    // Posts held by an instance that stopped its heartbeat (it crashed) go back to the queue within a minute.
    if (publisher && (options.sweeps ?? true)) {
      sweeps.push(every(deps, "publishing takeover", interval(TAKEOVER_SWEEP_SECONDS * 1000), () => publisher.takeOverStalled()));
    }
  }
  let stopped = false;
  return {
    running: () => (stopped ? [] : [...(jobs?.working() ?? []), ...sweeps.map((s) => s.name)]),
    async stop(jobsTimeoutMs) {
      if (stopped) return;
      stopped = true;
      // Running jobs finish (or are handed to another instance) before the database closes.
      await Promise.all([...sweeps.map((s) => s.stop()), jobs?.stop(jobsTimeoutMs)]);
    },
  };
}
