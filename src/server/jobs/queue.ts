import PgBoss from "pg-boss";
import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import { createQueueRepository, QUEUE_SCHEMA } from "./queue.repository";

export { QUEUE_SCHEMA };
import { transactionExecutor } from "./queue-sql";
import type { JobHandler, JobQueue } from "./queue-types";
import { runJob, runWorkerLoop, type WorkerLoop } from "./queue-worker";

export type { Job, JobHandler, JobQueue, SendOptions, WorkOptions } from "./queue-types";

/**
 * The PostgreSQL job queue (pg-boss, docs/decisions/010-job-queue.md). It runs on either database through
 * `Database.executeSql`: on PGlite in the one process, on PostgreSQL across any number of instances (jobs are
 * fetched with SKIP LOCKED, so each is handed to one worker at a time).
 */

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
