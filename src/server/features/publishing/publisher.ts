import { createHash, randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import type { JobQueue, Job, SendOptions } from "@/server/jobs/queue";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { RealtimeHub } from "@/server/realtime/hub";
import type { PublishOutcome } from "@/server/ops/metrics";
import type { SecretBox } from "@/server/lib/secrets";
import { signStorageUrl } from "@/server/storage/signed-url";
import { isBucket, type Storage } from "@/server/storage/storage";
import { createPublishingAccountsRepository, secretContext } from "./publishing-accounts.repository";
import { createPostsRepository, type PostRow, type PostWithAccount } from "./posts.repository";
import { createPublishingService } from "./publishing.service";
import { recordActivity } from "@/server/features/activity/activity.service";
import { createMetricsCollector } from "./metrics-collector";
import type { Webhooks } from "@/server/features/webhooks/webhooks.service";
import { POST_UPDATED_EVENT, POSTS_CHANNEL, type PostStatus, type PostUpdatedPayload } from "@/shared/contracts/publishing";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel, type WorkspaceChangedPayload } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { isPublishable } from "@/shared/platform-limits";
import { platformAdapters } from "./adapters/platform-adapters";
import { PublishError, type OpenPublishingAccount, type PlatformOptions, type PublishImage } from "./adapters/types";
import { endpointsOf, isOAuthPlatform } from "./oauth/endpoints";
import { REFRESH_QUEUE, createOAuth, openTokens } from "./oauth/oauth.service";
import { PLATFORM_LABELS } from "@/shared/contracts/accounts";

export const PUBLISH_QUEUE = "publish-post";
/**
 * A worker holding a post writes a heartbeat (the post's claimed_at) this often while it works on it.
 * A post whose heartbeat is older than TAKEOVER_AFTER_SECONDS belongs to a dead (or frozen) instance: the
 * takeover sweep, run every TAKEOVER_SWEEP_SECONDS by every instance, gives it to the queue again, so a crashed
 * instance's posts go out within a minute of its last heartbeat. Every attempt carries the same idempotency key,
 * and a platform call checks whether an earlier attempt landed, so a takeover does not post twice.
 */
export const HEARTBEAT_SECONDS = 10;
export const TAKEOVER_AFTER_SECONDS = 40;
export const TAKEOVER_SWEEP_SECONDS = 10;
/** pg-boss's own expiry of a fetched job: a backstop behind the heartbeat (the takeover comes first). */
const JOB_EXPIRE_SECONDS = 300;
/** A post waiting for its account to be reconnected looks again this often (a reconnect sends it at once). */
export const RECONNECT_RECHECK_SECONDS = 15 * 60;

/**
 * The key every attempt at one post's text and images carries (Bluesky's record key, Mastodon's Idempotency-Key,
 * the webhook's delivery id). It survives Retry, which makes a new version of the post: Retry after an attempt
 * whose answer was lost finds that attempt's post instead of sending a second copy. Edited text is a new key.
 */
export function publishKey(post: Pick<PostWithAccount, "id" | "content" | "images" | "parts" | "firstComment">): string {
  const what: unknown[] = [post.content, post.images.map((i) => [i.bucket, i.path])];
  // A thread or first comment is part of what is posted; a plain post keeps the key it always had.
  if (post.parts || post.firstComment) what.push(post.parts, post.firstComment);
  const digest = createHash("sha256").update(JSON.stringify(what)).digest("hex");
  return `${post.id}.${digest.slice(0, 16)}`;
}

function mimeOf(path: string): string {
  if (/\.pdf$/i.test(path)) return "application/pdf";
  return /\.png$/i.test(path) ? "image/png" : /\.webp$/i.test(path) ? "image/webp" : /\.gif$/i.test(path) ? "image/gif" : "image/jpeg";
}

export interface PublishJobData {
  postId: string;
  version: number;
  /** When the post was meant to go out (its schedule, or the moment of Publish now / Retry). */
  dueAt: string;
}

export interface PublisherDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  secrets: SecretBox;
  storage?: Storage;
  queue: JobQueue;
  /** Tells the workspace members' open calendars each change of a post's status (optional: without it they poll). */
  realtime?: RealtimeHub;
  /** Counts each attempt's outcome by platform (GET /api/metrics). */
  observe?: (platform: string, outcome: PublishOutcome) => void;
  /** The workspace's outgoing webhooks hear post.published and post.failed (optional: without it, none are sent). */
  events?: Pick<Webhooks, "emit">;
  /** A post failed or was missed: its author is notified (the bell, and mail if they want it). */
  onFailed?: (post: Pick<PostWithAccount, "id" | "workspaceId" | "userId" | "draftId" | "content">, error: string) => Promise<void>;
}

export type Publisher = ReturnType<typeof createPublisher>;

export function createPublisher(deps: PublisherDeps) {
  const { config, clock, logger } = deps;
  const observe = deps.observe ?? (() => undefined);
  const posts = createPostsRepository(deps.database.db);
  const publishingAccounts = createPublishingAccountsRepository(deps.database.db);
  const publishing = createPublishingService(deps.database.db);
  const platformOptions = (): PlatformOptions => ({
    endpoints: (platform) => endpointsOf(platform, config.publishing.oauth[platform].testBaseUrl),
    allowPrivateHosts: config.publishing.allowPrivateHosts,
    timeoutMs: config.publishing.timeoutMs,
    now: () => clock.now(),
  });

  const oauth = createOAuth({ config, database: deps.database, clock, secrets: deps.secrets, queue: deps.queue, platformOptions });

  function images(post: PostWithAccount): PublishImage[] {
    return post.images.map((image) => {
      if (!isBucket(image.bucket)) throw new PublishError("permanent", messages.publishing.imageNotYours);
      const bucket = image.bucket;
      return {
        name: image.path.split("/").pop() ?? image.path,
        mime: mimeOf(image.path),
        url: signStorageUrl(config, bucket, image.path),
        alt: image.alt ?? "",
        async load() {
          const stored = await deps.storage?.get(bucket, image.path);
          if (!stored) throw new PublishError("permanent", messages.publishing.imageNotYours);
          return new Uint8Array(await buffer(stored.body));
        },
      };
    });
  }

  const metrics = createMetricsCollector({ ...deps, openPublishingAccount: (w, a) => openPublishingAccount(w, a), platformOptions });

  /** The account's publishing account in the post's workspace, whoever scheduled the post (or saved the account). */
  async function openPublishingAccount(workspaceId: string, accountId: string): Promise<OpenPublishingAccount> {
    let row = await publishingAccounts.find(workspaceId, accountId);
    if (!row) throw new PublishError("permanent", messages.publishing.notConnected);
    if (isOAuthPlatform(row.platform)) {
      const expired = row.tokenExpiresAt && new Date(row.tokenExpiresAt).getTime() <= clock.now().getTime() + 60_000;
      // The refresh job renews tokens before they run out; one that ran late (or failed) is caught up here.
      if (expired && !row.reconnectReason) {
        await oauth.refresh(workspaceId, accountId, true);
        row = (await publishingAccounts.find(workspaceId, accountId)) ?? row;
      }
      if (row.reconnectReason) {
        const waiting = new PublishError("permanent", row.reconnectReason);
        waiting.reconnect = true;
        throw waiting;
      }
    }
    let secret: string;
    try {
      secret = deps.secrets.open(row.secretSealed, secretContext(accountId));
      if (isOAuthPlatform(row.platform)) secret = openTokens(deps.secrets, row.secretSealed, accountId).access_token;
    } catch {
      throw new PublishError("permanent", messages.publishing.credentialsUnreadable);
    }
    // The settings were checked against the platform's contract when they were saved.
    return { platform: row.platform, settings: row.settings, secret } as unknown as OpenPublishingAccount;
  }

  /** The job for one version of a post; with `tx`, created in the same commit as the post's row. */
  function jobOptions(jobId: string, startAfter?: Date): SendOptions {
    return {
      id: jobId,
      startAfter,
      retryLimit: config.publishing.retryLimit,
      retryDelaySeconds: config.publishing.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: JOB_EXPIRE_SECONDS,
    };
  }

  /**
   * Every member of the post's workspace hears of the change at once (the team calendar), and its author's browsers
   * on the posts channel as before; a lost notice only delays the calendar until its next look.
   */
  async function tell(post: Pick<PostRow, "userId" | "workspaceId">, id: string, status: PostStatus) {
    try {
      const change: WorkspaceChangedPayload = { resource: "scheduledPosts", id, by: post.userId };
      await Promise.all([
        deps.realtime?.publish(workspaceChannel(post.workspaceId), WORKSPACE_CHANGED_EVENT, change),
        // An author who deleted their account has no browsers to tell.
        post.userId && deps.realtime?.publish(POSTS_CHANNEL, POST_UPDATED_EVENT, { id, status } satisfies PostUpdatedPayload, post.userId),
      ]);
    } catch (err) {
      logger.warn({ err, postId: id }, "could not announce a post's status");
    }
  }

  /**
   * The post.published / post.failed webhook event of this version of the post: its id names the post, version and
   * outcome, so the same outcome emitted twice is delivered once.
   */
  async function announce(post: PostWithAccount, version: number, outcome: { published: { url: string | null; at: string } } | { failed: { status: "failed" | "missed"; error: string } }) {
    const failedOrPublished = "published" in outcome ? ("published" as const) : ("failed" as const);
    // Not awaited: the feed's entry must not hold the job's completion (recordActivity never throws, it logs).
    void recordActivity(deps, {
      workspaceId: post.workspaceId,
      actorId: post.userId ?? null,
      verb: failedOrPublished,
      objectKind: "scheduled_post",
      objectId: post.id,
      summary: "published" in outcome ? messages.activity.published(post.platform) : messages.activity.failed(post.platform),
    });
    if ("failed" in outcome) await deps.onFailed?.(post, outcome.failed.error);
    if (!deps.events) return;
    const base = { post_id: post.id, account_id: post.accountId, platform: post.platform, scheduled_at: toIso(post.scheduledAt) ?? post.scheduledAt };
    if ("published" in outcome) {
      await deps.events.emit(post.workspaceId, "post.published", { ...base, post_url: outcome.published.url, published_at: outcome.published.at }, `msg_post_${post.id}_${version}_published`);
    } else {
      await deps.events.emit(post.workspaceId, "post.failed", { ...base, ...outcome.failed }, `msg_post_${post.id}_${version}_${outcome.failed.status}`);
    }
  }

  /** One attempt at one post: claim, send, record. Throws only to ask the queue for a retry. */
  async function handle(job: Job<PublishJobData>): Promise<void> {
    const { postId, version } = job.data;
    const now = clock.now();
    const claimed = await posts.claim(postId, version, now.toISOString(), new Date(now.getTime() - TAKEOVER_AFTER_SECONDS * 1000).toISOString());
    // Published, edited into a newer version, deleted, or held by another worker: this job has nothing to do.
    if (!claimed) return;
    const heartbeat = setInterval(() => {
      posts.renew(postId, version, clock.now().toISOString()).catch((err: unknown) => logger.warn({ err, postId }, "could not renew a post's heartbeat"));
    }, HEARTBEAT_SECONDS * 1000);
    try {
      await attempt(job, claimed, now);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Marks a post missed with its reason, never sent: its calendar, webhooks and author hear of it. */
  async function settleUnsent(claimed: PostRow, version: number, now: Date, reason: string) {
    await posts.settle(claimed.id, version, { status: "missed", error: reason }, now.toISOString());
    const missed = await posts.findForWorker(claimed.id);
    observe(missed?.platform ?? "unknown", "missed");
    await tell(claimed, claimed.id, "missed");
    if (missed) await announce(missed, version, { failed: { status: "missed", error: reason } });
  }

  /** Sends the claimed post (or marks it missed) and records the outcome, while handle() keeps its heartbeat. */
  async function attempt(job: Job<PublishJobData>, claimed: PostRow, now: Date): Promise<void> {
    const { postId, version, dueAt } = job.data;
    await tell(claimed, postId, "publishing");
    // A writer's post goes out only once its draft was approved after it was scheduled (issue 26 point 5).
    if (claimed.needsApproval && !(await posts.findForWorker(postId))?.approved) {
      await settleUnsent(claimed, version, now, messages.publishing.notApproved);
      logger.warn({ postId, dueAt }, "scheduled post not approved in time");
      return;
    }
    const graceMs = config.publishing.missedGraceMinutes * 60_000;
    if (claimed.attempts === 1 && now.getTime() - new Date(dueAt).getTime() > graceMs) {
      await settleUnsent(claimed, version, now, messages.publishing.missedReason(config.publishing.missedGraceMinutes));
      logger.warn({ postId, dueAt }, "scheduled post missed");
      return;
    }
    const post = await posts.findForWorker(postId);
    if (!post) return;
    try {
      if (!isPublishable(post.platform)) throw new PublishError("permanent", messages.publishing.notPublishable);
      const account = await openPublishingAccount(post.workspaceId, post.accountId);
      const adapter = platformAdapters[account.platform];
      const key = publishKey(post);
      const ids = post.progress?.key === key ? [...post.progress.ids] : [];
      const result = await adapter.publish(
        account,
        {
          postId,
          idempotencyKey: key,
          text: post.content,
          parts: post.parts,
          firstComment: post.firstComment,
          progress: {
            ids,
            async save(index, remoteId) {
              ids[index] = remoteId;
              await posts.saveProgress(postId, version, { key, ids: [...ids] }, clock.now().toISOString());
            },
          },
          contentType: post.contentType,
          scheduledAt: post.scheduledAt,
          createdAt: post.createdAt,
          images: images(post),
          account: { id: post.accountId, name: post.accountName, handle: post.handle },
        },
        platformOptions(),
      );
      const at = clock.now().toISOString();
      await metrics.prepare();
      // The first look at the post's numbers is queued in the commit that records it published (exactly one schedule).
      const published = await publishing.recordPublished(post, version, result, at, (tx) => metrics.scheduleFirst(postId, at, tx));
      if (published) {
        observe(post.platform, "published");
        await tell(post, postId, "published");
        await announce(post, version, { published: { url: result.url, at } });
      }
      logger.info({ postId, platform: post.platform, url: result.url }, "post published");
    } catch (err) {
      const failure = err instanceof PublishError ? err : new PublishError("transient", err instanceof Error ? err.message : String(err));
      const at = clock.now().toISOString();
      if (failure.reconnect && isOAuthPlatform(post.platform)) {
        // Not a failure of the post: the account must be reconnected. It waits, saying why, and goes out on reconnect.
        const label = PLATFORM_LABELS[post.platform];
        await oauth.markReconnect(post.workspaceId, post.accountId, post.platform, failure.message);
        const jobId = randomUUID();
        const reason = messages.publishing.waitingForReconnect(label, failure.message);
        if (await posts.wait(postId, version, reason, jobId, at)) {
          await deps.queue.send(PUBLISH_QUEUE, { postId, version, dueAt: at } satisfies PublishJobData, jobOptions(jobId, new Date(Date.now() + RECONNECT_RECHECK_SECONDS * 1000)));
        }
        await tell(claimed, postId, "scheduled");
        logger.warn({ postId, reason }, "post waits for its account to be reconnected");
        return;
      }
      if (failure.waitUntil) {
        // The platform's rate limit: the post waits in the queue until the reset, without using up its retries.
        const until = failure.waitUntil;
        await posts.release(postId, version, messages.publishing.rateLimited(PLATFORM_LABELS[post.platform as keyof typeof PLATFORM_LABELS] ?? post.platform, until.toISOString()), at);
        await deps.queue.send(PUBLISH_QUEUE, { postId, version, dueAt: at } satisfies PublishJobData, jobOptions(randomUUID(), until));
        observe(post.platform, "retry");
        await tell(claimed, postId, "publishing");
        logger.warn({ postId, until: until.toISOString() }, "platform rate limit: post waits");
        return;
      }
      if (failure.kind === "transient" && job.retryCount < job.retryLimit) {
        await posts.release(postId, version, failure.message, at);
        observe(post.platform, "retry");
        await tell(claimed, postId, "publishing");
        logger.warn({ postId, attempt: claimed.attempts, reason: failure.message }, "publishing failed; will retry");
        throw failure;
      }
      await posts.settle(postId, version, { status: "failed", error: failure.message }, at);
      observe(post.platform, "failed");
      await tell(claimed, postId, "failed");
      await announce(post, version, { failed: { status: "failed", error: failure.message } });
      logger.warn({ postId, reason: failure.message }, "publishing failed");
    }
  }

  /**
   * The process is stopping and this attempt is still under way: its claim goes back, so the next worker (on another
   * instance) takes the post at once, not after the lease. A platform that got the request anyway sees the same
   * idempotency key again, as after a timeout.
   */
  async function release(job: Job<PublishJobData>): Promise<void> {
    await posts.release(job.data.postId, job.data.version, messages.publishing.interruptedByRestart, clock.now().toISOString());
    observe((await posts.findForWorker(job.data.postId))?.platform ?? "unknown", "released");
  }

  return {
    handle,
    release,
    oauth,
    openPublishingAccount,
    platformOptions,
    jobOptions,
    /** Each published post's numbers, collected on a schedule that thins out over 30 days (analytics). */
    metrics,
    /**
     * Gives the posts of instances that stopped their heartbeat back to the queue (one job each, in the same
     * commit as letting go of the claim, so two instances sweeping at once hand each post over once).
     */
    async takeOverStalled(): Promise<number> {
      const now = clock.now();
      const before = new Date(now.getTime() - TAKEOVER_AFTER_SECONDS * 1000).toISOString();
      const taken = await publishing.releaseStalled(before, now.toISOString(), async (post, tx) => {
        const data: PublishJobData = { postId: post.id, version: post.version, dueAt: post.scheduledAt };
        await deps.queue.send(PUBLISH_QUEUE, data, jobOptions(randomUUID()), tx);
      });
      if (taken.length) {
        deps.queue.wake(PUBLISH_QUEUE);
        logger.warn({ postIds: taken.map((p) => p.id) }, "took over posts whose instance stopped its heartbeat");
      }
      return taken.length;
    },
    /** An account was (re)connected: its due posts that waited for it go out now. */
    async sendWaiting(workspaceId: string, accountId: string): Promise<void> {
      const now = clock.now();
      const due = await posts.dueForAccount(workspaceId, accountId, now.toISOString());
      if (!due.length) return;
      await deps.queue.prepare(PUBLISH_QUEUE);
      for (const post of due) await deps.queue.send(PUBLISH_QUEUE, { postId: post.id, version: post.version, dueAt: now.toISOString() } satisfies PublishJobData, jobOptions(randomUUID()));
      deps.queue.wake(PUBLISH_QUEUE);
    },
    startWorkers() {
      deps.queue.work<PublishJobData>(PUBLISH_QUEUE, { concurrency: config.publishing.concurrency, pollIntervalMs: config.jobs.pollIntervalMs, release }, handle);
      metrics.startWorkers();
      deps.queue.work<{ workspaceId: string; accountId: string }>(REFRESH_QUEUE, { concurrency: 2, pollIntervalMs: config.jobs.pollIntervalMs }, (job) =>
        oauth.refresh(job.data.workspaceId, job.data.accountId),
      );
    },
  };
}
