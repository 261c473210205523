/** The job queue's contract (queue.ts implements it, queue-worker.ts runs its handlers): a leaf, so both and the container types name it without a circle. */
import type { Db } from "@/server/db/client";

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
