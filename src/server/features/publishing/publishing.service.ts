/**
 * What the publisher records once a platform took a post: the post settled as published and its History item, in
 * one transaction (both or neither). The item is written through the history service, the one writer of
 * content_history; the transaction is opened here, so the job handler (publisher.ts) opens none.
 */
import type { Db } from "@/server/db/client";
import { createHistoryService } from "@/server/features/history/history.service";
import type { ContentType } from "@/shared/content-types";
import { assertAllowedUrl, guardedFetch } from "./adapters/safe-url";
import { PublishError, type PublishResult } from "./adapters/types";
import { createPostsRepository, type PostRow, type PostWithAccount } from "./posts.repository";

export type StalledPost = Pick<PostRow, "id" | "version" | "scheduledAt">;

export function createPublishingService(db: Db) {
  return {
    /**
     * Settles this version of the post as published and records it in the History of the post's workspace. Answers false, and
     * records nothing, when the version was no longer the one held (edited, deleted or settled meanwhile). `also` runs
     * in the same commit (the publisher queues the post's first metrics collection there).
     */
    recordPublished(post: PostWithAccount, version: number, result: PublishResult, at: string, also?: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const settled = await createPostsRepository(tx).settle(post.id, version, { status: "published", postUrl: result.url, remoteId: result.remoteId, publishedAt: at }, at);
        if (!settled) return false;
        await also?.(tx);
        // A post whose author deleted their account keeps its workspace's schedule but has nobody's History to join.
        if (!post.userId) return true;
        // The item joins the History of the post's workspace (a team's post is the team's), by the post's author.
        await createHistoryService(tx).record(
          { userId: post.userId, workspaceId: post.workspaceId },
          {
            content: post.content,
            contentType: post.contentType as ContentType,
            originalContent: null,
            metadata: { operation: "publish", platform: post.platform, postUrl: result.url, accountId: post.accountId, accountName: post.accountName, scheduledPostId: post.id, publishedAt: at, timestamp: at },
          },
          at,
        );
        return true;
      });
    },
    /**
     * Lets go of the claims of posts whose instance stopped its heartbeat and queues each again (`requeue`), in one
     * commit, so two instances sweeping at once hand each post over once.
     */
    releaseStalled(before: string, now: string, requeue: (post: StalledPost, tx: Db) => Promise<void>): Promise<StalledPost[]> {
      return db.transaction(async (tx) => {
        const stalled = await createPostsRepository(tx).releaseStalled(before, now);
        for (const post of stalled) await requeue(post, tx);
        return stalled;
      });
    },
  };
}

/**
 * Publishing's address rules for another feature's requests to user-given URLs (outgoing webhooks): fetch that
 * refuses what a post may not reach (private hosts unless PUBLISH_ALLOW_PRIVATE_HOSTS, plain http), follows no
 * redirect and times out. A refused address throws `refused(reason)`; a host that does not resolve throws as a
 * network error would (it may resolve later).
 */
export function ruledFetch(allowPrivate: boolean, timeoutMs: number, refused: (reason: string) => Error): typeof fetch {
  const guarded = guardedFetch(allowPrivate, timeoutMs);
  return async (input, init) => {
    try {
      return await guarded(input, init);
    } catch (err) {
      throw err instanceof PublishError && err.kind === "permanent" ? refused(err.message) : err;
    }
  };
}

/** The same rules for an address a user saves: the reason it is refused, or null (a host that does not resolve now is not refused). */
export async function refusedAddress(raw: string, allowPrivate: boolean): Promise<string | null> {
  try {
    await assertAllowedUrl(raw, allowPrivate);
    return null;
  } catch (err) {
    if (err instanceof PublishError) return err.kind === "permanent" ? err.message : null;
    throw err;
  }
}
