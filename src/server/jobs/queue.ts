import PgBoss from "pg-boss";
import type { Database, Db } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import { createQueueRepository, QUEUE_SCHEMA } from "./queue.repository";

export { QUEUE_SCHEMA };
import { transactionExecutor } from "./queue-sql";
import { runJob, runWorkerLoop, type WorkerLoop } from "./queue-worker";

/**
 * The PostgreSQL job queue (pg-boss, docs/decisions/010-job-queue.md). It runs on either database through
 * `Database.executeSql`: on PGlite in the one process, on PostgreSQL across any number of instances (jobs are
 * fetched with SKIP LOCKED, so each is handed to one worker at a time).
 */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Retries already made (0 on the first attempt). */
  retryCount: number;
  retryLimit: number;
}

export interface SendOptions {
  /** A uuid chosen by the caller (to store beside the row the job serves). */
  id?: string;
  startAfter?: Date;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long a fetched job may run before another worker may take it again. */
  expireInSeconds?: number;
}

export interface WorkOptions<T = unknown> {
  /** Jobs of this queue running at once in this process. */
  concurrency: number;
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs: number;
  /**
   * A job still running when stop() runs out of time: gives back what the handler holds (a post's claim), and the
   * queue then hands the job to the next worker at once instead of after its lease. Without it the job waits for
   * its lease (expireInSeconds) to run out.
   */
  release?: (job: Job<T>) => Promise<void>;
}

/** Throwing makes the job fail: it is retried with the job's backoff until its retry limit. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  readonly backend: "pg-boss";
  /** Installs or upgrades the queue's schema (idempotent, safe from several instances); send and work call it. */
  start(): Promise<void>;
  /** Starts the queue and creates `queue` if needed: call before a transaction that sends to it. */
  prepare(queue: string): Promise<void>;
  /** Creates a job; with `tx`, inside that transaction (it exists only if the transaction commits). */
  send<T extends object>(queue: string, data: T, options?: SendOptions, tx?: Db): Promise<string>;
  cancel(queue: string, id: string, tx?: Db): Promise<void>;
  /** Starts fetching jobs of a queue in this process. */
  work<T>(queue: string, options: WorkOptions<T>, handler: JobHandler<T>): void;
  /** Tells this process's worker of a queue to look now (a job was just created here). */
  wake(queue: string): void;
  /** Fetches the due jobs of a queue (up to `limit`) and runs each once, as a worker would; answers how many ran. */
  runDue<T>(queue: string, handler: JobHandler<T>, limit?: number): Promise<number>;
  /** The queues this process is working (empty once stopped). */
  working(): string[];
  /**
   * Stops fetching, waits for running jobs (up to `timeoutMs`; those still running are released to other workers
   * where their queue can), then stops pg-boss's maintenance.
   */
  stop(timeoutMs?: number): Promise<void>;
}


export function createJobQueue(database: Database, logger: Logger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // Cron schedules are not used: scheduled work is a job with startAfter.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on("error", (err) => logger.warn({ err }, "job queue maintenance failed"));
  let started: Promise<void> | undefined;
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<void> = Promise.resolve();
  const loops = new Map<string, WorkerLoop>();

  const ready = () =>
    (started ??= boss.start().then(
      () => undefined,
      (err) => {
        started = undefined;
        throw err;
      },
    ));

  /** Creates a queue the first time this process uses it (another instance may be creating it at the same time). */
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      // One creation at a time in this process: pg-boss creates a partition per queue, and two at once (mail and
      // publishing at start) can deadlock on PostgreSQL. Another instance doing the same is retried on deadlock.
      const previous = creating;
      created = (async () => {
        await previous.catch(() => undefined);
        await ready();
        for (let attempt = 0; ; attempt++) {
          if (await boss.getQueue(name)) return;
          try {
            await boss.createQueue(name);
            return;
          } catch (err) {
            if (await boss.getQueue(name)) return;
            if ((err as { code?: string }).code !== "40P01" || attempt >= 4) throw err;
            await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
          }
        }
      })();
      creating = created;
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  return {
    backend: "pg-boss",
    start: ready,
    prepare: ensureQueue,
    async send(queue, data, options = {}, tx) {
      await ensureQueue(queue);
      const given = {
        id: options.id,
        startAfter: options.startAfter,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
        expireInSeconds: options.expireInSeconds,
      };
      // pg-boss checks every key it is given: absent options must be absent, not undefined.
      const sendOptions: PgBoss.SendOptions = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      if (tx) sendOptions.db = transactionExecutor(tx);
      const id = await boss.send(queue, data, sendOptions);
      if (!id) throw new Error(`job not created on queue ${queue}`);
      return id;
    },
    async cancel(queue, id, tx) {
      await ensureQueue(queue);
      await boss.cancel(queue, id, tx ? { db: transactionExecutor(tx) } : undefined);
    },
    work(queue, options, handler) {
      if (loops.has(queue)) throw new Error(`already working queue ${queue}`);
      const releaseJobs = (ids: string[]) => createQueueRepository(database).releaseActive(queue, ids);
      loops.set(queue, runWorkerLoop({ boss, queue, options, handler, logger, ready: () => ensureQueue(queue), releaseJobs }));
    },
    wake(queue) {
      loops.get(queue)?.wake();
    },
    async runDue<T>(queue: string, handler: JobHandler<T>, limit = 100) {
      await ensureQueue(queue);
      const jobs = (await boss.fetch<T>(queue, { batchSize: limit, includeMetadata: true })) ?? [];
      for (const job of jobs) await runJob(boss, queue, job, handler, logger);
      return jobs.length;
    },
    working: () => [...loops.keys()],
    async stop(timeoutMs = 10_000) {
      await Promise.all([...loops.values()].map((loop) => loop.stop(timeoutMs)));
      loops.clear();
      if (started) await boss.stop({ graceful: false, wait: true, close: false }).catch(() => {});
      started = undefined;
      queues.clear();
    },
  };
}
