/**
 * What the publisher records once a platform took a post: the post settled as published and its History item, in
 * one transaction (both or neither). The item is written through the history service, the one writer of
 * content_history; the transaction is opened here, so the job handler (publisher.ts) opens none.
 */
import type { Db } from "@/server/db/client";
import { createHistoryService } from "@/server/features/history/history.service";
import type { ContentType } from "@/shared/content-types";
import type { PublishResult } from "./adapters/types";
import { createPostsRepository, type PostRow, type PostWithAccount } from "./posts.repository";

export type StalledPost = Pick<PostRow, "id" | "version" | "scheduledAt">;

export function createPublishingService(db: Db) {
  return {
    /**
     * Settles this version of the post as published and records it in the History of the post's workspace. Answers false, and
     * records nothing, when the version was no longer the one held (edited, deleted or settled meanwhile).
     */
    recordPublished(post: PostWithAccount, version: number, result: PublishResult, at: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const settled = await createPostsRepository(tx).settle(post.id, version, { status: "published", postUrl: result.url, remoteId: result.remoteId, publishedAt: at }, at);
        if (!settled) return false;
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
