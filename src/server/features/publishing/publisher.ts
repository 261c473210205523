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
import type { Webhooks } from "@/server/features/webhooks/webhooks.service";
import { POST_UPDATED_EVENT, POSTS_CHANNEL, type PostStatus, type PostUpdatedPayload } from "@/shared/contracts/publishing";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel, type WorkspaceChangedPayload } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { isPublishable } from "@/shared/platform-limits";
import { platformAdapters } from "./adapters/platform-adapters";
import { PublishError, type OpenPublishingAccount, type PlatformOptions, type PublishImage } from "./adapters/types";

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

/**
 * The key every attempt at one post's text and images carries (Bluesky's record key, Mastodon's Idempotency-Key,
 * the webhook's delivery id). It survives Retry, which makes a new version of the post: Retry after an attempt
 * whose answer was lost finds that attempt's post instead of sending a second copy. Edited text is a new key.
 */
export function publishKey(post: Pick<PostWithAccount, "id" | "content" | "images">): string {
  const digest = createHash("sha256").update(JSON.stringify([post.content, post.images.map((i) => [i.bucket, i.path])])).digest("hex");
  return `${post.id}.${digest.slice(0, 16)}`;
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
}

export type Publisher = ReturnType<typeof createPublisher>;

export function createPublisher(deps: PublisherDeps) {
  const { config, clock, logger } = deps;
  const observe = deps.observe ?? (() => undefined);
  const posts = createPostsRepository(deps.database.db);
  const publishingAccounts = createPublishingAccountsRepository(deps.database.db);
  const publishing = createPublishingService(deps.database.db);
  const platformOptions = (): PlatformOptions => ({
    allowPrivateHosts: config.publishing.allowPrivateHosts,
    timeoutMs: config.publishing.timeoutMs,
    now: () => clock.now(),
  });

  function images(post: PostWithAccount): PublishImage[] {
    return post.images.map((image) => {
      if (!isBucket(image.bucket)) throw new PublishError("permanent", messages.publishing.imageNotYours);
      const bucket = image.bucket;
      return {
        mime: /\.png$/i.test(image.path) ? "image/png" : /\.webp$/i.test(image.path) ? "image/webp" : /\.gif$/i.test(image.path) ? "image/gif" : "image/jpeg",
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

  /** The account's publishing account in the post's workspace, whoever scheduled the post (or saved the account). */
  async function openPublishingAccount(workspaceId: string, accountId: string): Promise<OpenPublishingAccount> {
    const row = await publishingAccounts.find(workspaceId, accountId);
    if (!row) throw new PublishError("permanent", messages.publishing.notConnected);
    let secret: string;
    try {
      secret = deps.secrets.open(row.secretSealed, secretContext(accountId));
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
  async function announce(post: Pick<PostWithAccount, "id" | "workspaceId" | "accountId" | "platform" | "scheduledAt">, version: number, outcome: { published: { url: string | null; at: string } } | { failed: { status: "failed" | "missed"; error: string } }) {
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

  /** Sends the claimed post (or marks it missed) and records the outcome, while handle() keeps its heartbeat. */
  async function attempt(job: Job<PublishJobData>, claimed: PostRow, now: Date): Promise<void> {
    const { postId, version, dueAt } = job.data;
    await tell(claimed, postId, "publishing");
    const graceMs = config.publishing.missedGraceMinutes * 60_000;
    if (claimed.attempts === 1 && now.getTime() - new Date(dueAt).getTime() > graceMs) {
      const reason = messages.publishing.missedReason(config.publishing.missedGraceMinutes);
      await posts.settle(postId, version, { status: "missed", error: reason }, now.toISOString());
      const missed = await posts.findForWorker(postId);
      observe(missed?.platform ?? "unknown", "missed");
      await tell(claimed, postId, "missed");
      if (missed) await announce(missed, version, { failed: { status: "missed", error: reason } });
      logger.warn({ postId, dueAt }, "scheduled post missed");
      return;
    }
    const post = await posts.findForWorker(postId);
    if (!post) return;
    try {
      if (!isPublishable(post.platform)) throw new PublishError("permanent", messages.publishing.notPublishable);
      const account = await openPublishingAccount(post.workspaceId, post.accountId);
      const adapter = platformAdapters[account.platform];
      const result = await adapter.publish(
        account,
        {
          postId,
          idempotencyKey: publishKey(post),
          text: post.content,
          contentType: post.contentType,
          scheduledAt: post.scheduledAt,
          createdAt: post.createdAt,
          images: images(post),
          account: { id: post.accountId, name: post.accountName, handle: post.handle },
        },
        platformOptions(),
      );
      const at = clock.now().toISOString();
      const published = await publishing.recordPublished(post, version, result, at);
      if (published) {
        observe(post.platform, "published");
        await tell(post, postId, "published");
        await announce(post, version, { published: { url: result.url, at } });
      }
      logger.info({ postId, platform: post.platform, url: result.url }, "post published");
    } catch (err) {
      const failure = err instanceof PublishError ? err : new PublishError("transient", err instanceof Error ? err.message : String(err));
      const at = clock.now().toISOString();
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
    openPublishingAccount,
    platformOptions,
    jobOptions,
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
    startWorkers() {
      deps.queue.work<PublishJobData>(PUBLISH_QUEUE, { concurrency: config.publishing.concurrency, pollIntervalMs: config.jobs.pollIntervalMs, release }, handle);
    },
  };
}
