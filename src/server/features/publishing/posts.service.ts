import { randomUUID } from "node:crypto";
import type { AppDeps } from "@/server/app-env";
import { toIso } from "@/server/db/helpers";
import { serviceUnavailable, unprocessable } from "@/server/lib/errors";
import { PUBLISH_QUEUE, type PublishJobData } from "./publisher";
import { signStorageUrl } from "@/server/storage/signed-url";
import { isBucket, isValidKey, keyOwner } from "@/server/storage/storage";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import type { PostImage, ScheduledPost } from "@/shared/contracts/publishing";
import { fill } from "@/shared/fill";
import { messages } from "@/shared/messages";
import { PLATFORM_LIMITS, checkLimits, isPublishable } from "@/shared/platform-limits";
import { createPostsRepository, type NewPost, type PostRow, type PostWithAccount } from "./posts.repository";
import { createAnalyticsService, type PostNumbers } from "@/server/features/analytics/analytics.service";
import { storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";

/** Clocks differ a little between a browser and the server: a time this close to now still counts as now. */
const PAST_TOLERANCE_MS = 60_000;

/** The post as the API answers it; `metrics` is its newest snapshot (see withMetrics), null when none. */
export function toScheduledPost(deps: AppDeps, row: PostWithAccount, metrics: PostNumbers | null = null): ScheduledPost {
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    platform: row.platform,
    batch_id: row.batchId,
    content: row.content,
    content_type: row.contentType,
    images: row.images.map((i) => ({ ...(i as PostImage), url: isBucket(i.bucket) ? signStorageUrl(deps.config, i.bucket, i.path) : "" })),
    parts: row.parts,
    first_comment: row.firstComment,
    published_parts: row.progress?.ids.filter(Boolean).length ?? 0,
    scheduled_at: toIso(row.scheduledAt) ?? row.scheduledAt,
    status: row.status,
    attempts: row.attempts,
    published_at: toIso(row.publishedAt),
    post_url: row.postUrl,
    error: row.error,
    metrics,
    draft_id: row.draftId,
    needs_approval: row.needsApproval && !row.approved && row.status === "scheduled",
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

/** The posts as the API answers them, each published one with its newest numbers (one query for all). */
export async function withMetrics(deps: AppDeps, workspaceId: string, rows: PostWithAccount[]): Promise<ScheduledPost[]> {
  const published = rows.filter((r) => r.status === "published").map((r) => r.id);
  const latest = await createAnalyticsService(deps.database.db).latestFor(workspaceId, published);
  return rows.map((r) => toScheduledPost(deps, r, latest.get(r.id) ?? null));
}

/** The queue, started before any transaction uses it (on PGlite a query outside an open transaction would wait for it). */
export async function requirePublishing(deps: AppDeps) {
  const { publisher, jobs } = deps.services;
  if (!publisher || !jobs) throw serviceUnavailable();
  await jobs.prepare(PUBLISH_QUEUE);
  return { publisher, jobs };
}

export interface PostShape {
  content: string;
  images: PostImage[];
  parts?: string[] | null;
  firstComment?: string | null;
}

/**
 * What is posted fits every chosen platform, from the one table of limits (src/shared/platform-limits.ts): the
 * text (each part of a thread), the images and PDF documents, threads and first comments only where the platform
 * takes them, and no text-only post where the platform needs an image. Checked before scheduling.
 */
export function checkPlatformLimits(platforms: string[], post: PostShape) {
  const documents = post.images.filter((i) => i.bucket === "documents").length;
  const images = post.images.length - documents;
  for (const platform of new Set(platforms)) {
    const limit = PLATFORM_LIMITS[platform as Platform];
    const label = PLATFORM_LABELS[platform as Platform] ?? platform;
    if (!limit) continue;
    if (post.parts && !limit.threads) throw unprocessable(messages.publishing.noThreads(label), "no_threads");
    if (post.firstComment && !limit.firstComment) throw unprocessable(messages.publishing.noFirstComment(label), "no_first_comment");
    if (limit.needsMedia && post.images.length === 0) throw unprocessable(messages.publishing.needsMedia(label), "needs_media");
    if (documents > 0 && limit.maxDocuments === 0) throw unprocessable(messages.publishing.noDocuments(label), "no_documents");
    if (documents > limit.maxDocuments || (documents > 0 && images > 0)) throw unprocessable(messages.publishing.tooManyDocuments(label, limit.maxDocuments), "too_many_documents");
    const texts = post.parts ?? [post.content];
    texts.forEach((text, i) => {
      const check = checkLimits(platform as Platform, text, images);
      if (check.bytesOver) throw unprocessable(messages.publishing.tooManyBytes(label, check.bytesOver.bytes, check.bytesOver.maxBytes), "too_long");
      if (check.over && post.parts) throw unprocessable(messages.publishing.partTooLong(i + 1, label, check.count, check.max), "too_long");
      if (check.over) throw unprocessable(fill(messages.publishing.tooLong, { platform: label, count: check.count, max: check.max }), "too_long");
      if (check.imagesOver) throw unprocessable(messages.publishing.tooManyImages(label, limit.maxImages), "too_many_images");
    });
    if (post.firstComment) {
      const check = checkLimits(platform as Platform, post.firstComment, 0);
      if (check.over) throw unprocessable(fill(messages.publishing.tooLong, { platform: label, count: check.count, max: check.max }), "too_long");
    }
  }
}

/** Images must be the caller's own stored objects or files stored in the workspace (a teammate's upload). */
export async function checkImages(deps: AppDeps, scope: { userId: string; workspaceId: string }, images: PostImage[]) {
  const quota = storageQuotaOf(deps);
  for (const image of images) {
    if (!isValidKey(image.path) || !isBucket(image.bucket)) throw unprocessable(messages.publishing.imageNotYours, "image_not_found");
    if (keyOwner(image.path) !== scope.userId && !(await quota.holds(scope.workspaceId, image.bucket, image.path)))
      throw unprocessable(messages.publishing.imageNotYours, "image_not_found");
    const exists = await deps.services.storage?.exists(image.bucket, image.path);
    if (!exists) throw unprocessable(messages.publishing.imageNotYours, "image_not_found");
  }
}

export function checkWhen(deps: AppDeps, scheduledAt: string): Date {
  const when = new Date(scheduledAt);
  if (when.getTime() < deps.clock.now().getTime() - PAST_TOLERANCE_MS) throw unprocessable(messages.publishing.inThePast, "in_the_past");
  return when;
}

export function assertPublishable(platform: string, connected: boolean) {
  if (!isPublishable(platform)) throw unprocessable(messages.publishing.notPublishable, "not_publishable");
  if (!connected) throw unprocessable(messages.publishing.notConnected, "not_connected");
}

/**
 * What each chosen account posts: a PDF document where its platform takes one and the caller sent one (LinkedIn's
 * document post of a carousel), the images everywhere else. A document no chosen platform takes is refused.
 */
export function postedImages(platforms: string[], images: PostImage[], document: { path: string } | undefined): PostImage[][] {
  const takesDocument = (platform: string) => (PLATFORM_LIMITS[platform as Platform]?.maxDocuments ?? 0) > 0;
  if (document && !platforms.some(takesDocument)) throw unprocessable(messages.publishing.noDocuments([...new Set(platforms)].map((p) => PLATFORM_LABELS[p as Platform] ?? p).join(", ")), "no_documents");
  return platforms.map((platform) => (document && takesDocument(platform) ? [{ bucket: "documents" as const, path: document.path }] : images));
}

export function jobData(row: PostRow, dueAt: Date): PublishJobData {
  return { postId: row.id, version: row.version, dueAt: dueAt.toISOString() };
}

type Publishing = Awaited<ReturnType<typeof requirePublishing>>;

/**
 * One post per account, each with its job, in one transaction: no post without its job, no job for a post that
 * never was. `publish_now` posts are due at once (the caller wakes the worker after the commit).
 */
export function schedulePosts(
  deps: AppDeps,
  { publisher, jobs }: Publishing,
  { userId, workspaceId }: { userId: string; workspaceId: string },
  input: { content: string; content_type: string; parts?: string[]; first_comment?: string; publish_now?: boolean; draft_id?: string; needsApproval?: boolean },
  targets: { accountId: string; images: PostImage[] }[],
  when: Date,
  now: Date,
): Promise<PostRow[]> {
  const batchId = randomUUID();
  return deps.database.db.transaction(async (tx) => {
    const rows: NewPost[] = targets.map(({ accountId, images }) => ({
      id: randomUUID(),
      userId,
      workspaceId,
      accountId,
      batchId,
      content: input.parts ? input.parts.join("\n\n") : input.content,
      contentType: input.content_type,
      images,
      parts: input.parts ?? null,
      firstComment: input.first_comment ?? null,
      scheduledAt: when.toISOString(),
      jobId: randomUUID(),
      draftId: input.draft_id ?? null,
      needsApproval: input.needsApproval ?? false,
    }));
    const inserted = await createPostsRepository(tx).insertMany(rows, now.toISOString());
    for (const row of inserted) await jobs.send(PUBLISH_QUEUE, jobData(row, when), publisher.jobOptions(row.jobId!, input.publish_now ? undefined : when), tx);
    return inserted;
  });
}

/**
 * Edits a scheduled post. A new time is a new version with its own job, in the same commit; the old job is
 * cancelled, and if a worker holds it already it finds a newer version and does nothing.
 */
export function updateScheduledPost(
  deps: AppDeps,
  { publisher, jobs }: Publishing,
  workspaceId: string,
  current: PostRow,
  change: { content?: string; images?: PostImage[]; parts?: string[] | null; firstComment?: string | null; when?: Date },
  now: string,
): Promise<PostRow | undefined> {
  const { when } = change;
  return deps.database.db.transaction(async (tx) => {
    const jobId = when ? randomUUID() : undefined;
    const row = await createPostsRepository(tx).updateScheduled(
      workspaceId,
      current.id,
      {
        content: change.parts ? change.parts.join("\n\n") : change.content,
        images: change.images,
        parts: change.parts,
        firstComment: change.firstComment,
        scheduledAt: when?.toISOString(),
        jobId,
        bumpVersion: Boolean(when),
      },
      now,
    );
    if (!row) return undefined;
    if (when && jobId) {
      if (current.jobId) await jobs.cancel(PUBLISH_QUEUE, current.jobId, tx);
      await jobs.send(PUBLISH_QUEUE, jobData(row, when), publisher.jobOptions(jobId, when), tx);
    }
    return row;
  });
}

/** Deletes a post that is not being sent, and cancels its job in the same commit. */
export function removeScheduledPost(deps: AppDeps, jobs: Publishing["jobs"], workspaceId: string, id: string): Promise<PostRow | undefined> {
  return deps.database.db.transaction(async (tx) => {
    const row = await createPostsRepository(tx).remove(workspaceId, id);
    if (row?.jobId && row.status === "scheduled") await jobs.cancel(PUBLISH_QUEUE, row.jobId, tx);
    return row;
  });
}

/** A failed or missed post back to scheduled as a new version, with a job due now, in one commit. */
export function requeuePost(deps: AppDeps, { publisher, jobs }: Publishing, workspaceId: string, id: string, now: Date): Promise<PostRow | undefined> {
  return deps.database.db.transaction(async (tx) => {
    const jobId = randomUUID();
    const requeued = await createPostsRepository(tx).requeue(workspaceId, id, jobId, now.toISOString());
    if (requeued) await jobs.send(PUBLISH_QUEUE, jobData(requeued, now), publisher.jobOptions(jobId), tx);
    return requeued;
  });
}

export { PUBLISH_QUEUE };
