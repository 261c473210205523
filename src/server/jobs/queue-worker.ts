import type PgBoss from "pg-boss";
import type { Logger } from "@/server/lib/logger";
import type { JobHandler, WorkOptions } from "./queue-types";

export interface WorkerLoop {
  wake(): void;
  stop(timeoutMs: number): Promise<void>;
}

interface LoopArgs<T> {
  boss: PgBoss;
  queue: string;
  options: WorkOptions<T>;
  handler: JobHandler<T>;
  logger: Logger;
  ready: () => Promise<void>;
  /** Puts jobs this process holds back to waiting, due now. */
  releaseJobs: (ids: string[]) => Promise<void>;
}

/** Runs one fetched job and completes it, or fails it (pg-boss then retries it with its backoff). */
export async function runJob<T>(boss: PgBoss, queue: string, job: PgBoss.JobWithMetadata<T>, handler: JobHandler<T>, logger: Logger): Promise<void> {
  try {
    await handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    await boss.complete(queue, job.id);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await boss.fail(queue, job.id, { message }).catch((failErr) => logger.warn({ err: failErr, job: job.id }, "could not record a failed job"));
  }
}

/**
 * Fetches up to `concurrency` due jobs at a time and runs them side by side; each job is completed or failed on
 * its own (pg-boss's `work()` settles a whole batch together and always waits a polling interval between batches,
 * which would cap a busy minute at batch/interval). It fetches again as soon as a slot frees while work remains.
 */
export function runWorkerLoop<T>({ boss, queue, options, handler, logger, ready, releaseJobs }: LoopArgs<T>): WorkerLoop {
  let stopping = false;
  let inFlight = 0;
  let wakeUp: (() => void) | null = null;
  const running = new Map<Promise<void>, PgBoss.JobWithMetadata<T>>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const runOne = (job: PgBoss.JobWithMetadata<T>) => runJob(boss, queue, job, handler, logger);

  async function loop() {
    while (!stopping) {
      const free = options.concurrency - inFlight;
      if (free <= 0) {
        await pause(options.pollIntervalMs);
        continue;
      }
      let jobs: PgBoss.JobWithMetadata<T>[] = [];
      try {
        await ready();
        jobs = (await boss.fetch<T>(queue, { batchSize: free, includeMetadata: true })) ?? [];
      } catch (err) {
        logger.warn({ err, queue }, "fetching jobs failed; trying again");
      }
      if (stopping) break;
      if (jobs.length === 0) {
        await pause(options.pollIntervalMs);
        continue;
      }
      for (const job of jobs) {
        inFlight++;
        const p = runOne(job).finally(() => {
          inFlight--;
          running.delete(p);
          wakeUp?.();
        });
        running.set(p, job);
      }
    }
  }

  const done = loop();
  return {
    wake: () => wakeUp?.(),
    async stop(timeoutMs) {
      stopping = true;
      wakeUp?.();
      await done;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running.keys()]), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
      clearTimeout(timer);
      const left = [...running.values()];
      if (!left.length || !options.release) return;
      // Out of time (a restart): what the handlers hold goes back, and the jobs to the next worker at once.
      const release = options.release;
      const released = await Promise.all(
        left.map((job) =>
          release({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit })
            .then(() => job.id)
            .catch((err: unknown) => {
              logger.warn({ err, queue, job: job.id }, "could not release a job; it waits for its lease");
              return null;
            }),
        ),
      );
      const ids = released.filter((id): id is string => id !== null);
      await releaseJobs(ids).catch((err: unknown) => logger.warn({ err, queue }, "could not hand jobs back to the queue; they wait for their lease"));
      logger.info({ queue, jobs: ids.length }, "released jobs still running at shutdown");
    },
  };
}
