/**
 * Collects each published post's numbers from its platform (issue 28, point 3) through the job queue: one job per
 * step of the thinning schedule (metrics-schedule.ts), each writing a snapshot to post_metrics (through the
 * analytics service) and queueing the next. Platform calls follow publishing's rules: a transient failure (no
 * answer, 5xx, 408, 429) is retried with the queue's backoff, anything else is logged and the schedule moves on;
 * a platform without numbers (a webhook) ends the schedule at its first step.
 */
import { createHash } from "node:crypto";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { Db } from "@/server/db/client";
import { createAnalyticsService } from "@/server/features/analytics/analytics.service";
import type { Job, JobQueue } from "@/server/jobs/queue";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { isPublishable } from "@/shared/platform-limits";
import { platformAdapters } from "./adapters/platform-adapters";
import { PublishError, type OpenPublishingAccount, type PlatformOptions } from "./adapters/types";
import { collectionDue, nextCollection } from "./metrics-schedule";
import { createPostsRepository } from "./posts.repository";

export const METRICS_QUEUE = "collect-post-metrics";
/** Collections running at once in one process (each one or two platform calls). */
const METRICS_CONCURRENCY = 4;

export interface MetricsJobData {
  postId: string;
  step: number;
}

export interface MetricsCollectorDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  queue: JobQueue;
  openPublishingAccount(workspaceId: string, accountId: string): Promise<OpenPublishingAccount>;
  platformOptions(): PlatformOptions;
}

/** One job id per post and step (a uuid from both): queueing a step twice (a retried job) makes one job. */
export function metricsJobId(postId: string, step: number): string {
  const h = createHash("sha256").update(`post-metrics:${postId}:${step}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createMetricsCollector(deps: MetricsCollectorDeps) {
  const { config, clock, logger, queue } = deps;
  const posts = createPostsRepository(deps.database.db);
  const analytics = createAnalyticsService(deps.database.db);

  async function queueStep(postId: string, step: number, at: Date, tx?: Db): Promise<void> {
    try {
      await queue.send<MetricsJobData>(
        METRICS_QUEUE,
        { postId, step },
        {
          id: metricsJobId(postId, step),
          startAfter: at,
          retryLimit: config.publishing.retryLimit,
          retryDelaySeconds: config.publishing.retryDelaySeconds,
          retryBackoff: true,
        },
        tx,
      );
    } catch (err) {
      // The step's job exists already (queued by an earlier try of the same job): nothing to add.
      if (!(err instanceof Error && /job not created/.test(err.message))) throw err;
    }
  }

  async function handle(job: Job<MetricsJobData>): Promise<void> {
    const { postId, step } = job.data;
    const post = await posts.findForWorker(postId);
    // Deleted, or published again as a new version (Retry is only for failed posts, so this is rare): nothing to look at.
    if (!post || post.status !== "published" || !post.remoteId || !post.publishedAt || !isPublishable(post.platform)) return;
    const publishedAt = new Date(post.publishedAt);
    try {
      const account = await deps.openPublishingAccount(post.workspaceId, post.accountId);
      const numbers = await platformAdapters[account.platform].metrics(account, { remoteId: post.remoteId, url: post.postUrl }, deps.platformOptions());
      // The platform gives no numbers (a webhook): "not available", and no further looks.
      if (!numbers) return;
      await analytics.recordSnapshot({ workspaceId: post.workspaceId, scheduledPostId: postId, step, collectedAt: clock.now().toISOString(), ...numbers });
    } catch (err) {
      const failure = err instanceof PublishError ? err : new PublishError("transient", err instanceof Error ? err.message : String(err));
      if (failure.kind === "transient" && job.retryCount < job.retryLimit) {
        logger.warn({ postId, step, reason: failure.message }, "collecting a post's numbers failed; will retry");
        throw failure;
      }
      // Refused (deleted post, revoked access) or out of retries: this look is skipped, the next one may work.
      logger.warn({ postId, step, reason: failure.message }, "could not collect a post's numbers");
    }
    const next = nextCollection(publishedAt, step, clock.now(), config.publishing.metricsFirstDelaySeconds);
    if (next) await queueStep(postId, next.step, next.at);
  }

  return {
    handle,
    /** Queues a just-published post's first collection; with `tx`, in the commit that records it published. */
    async scheduleFirst(postId: string, publishedAt: string, tx?: Db): Promise<void> {
      await queueStep(postId, 0, collectionDue(new Date(publishedAt), 0, config.publishing.metricsFirstDelaySeconds)!, tx);
    },
    /** Call before a transaction that queues (on PGlite a query outside an open transaction would wait for it). */
    prepare: () => queue.prepare(METRICS_QUEUE),
    startWorkers() {
      queue.work<MetricsJobData>(METRICS_QUEUE, { concurrency: METRICS_CONCURRENCY, pollIntervalMs: config.jobs.pollIntervalMs }, handle);
    },
  };
}
