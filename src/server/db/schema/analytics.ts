import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { scheduledPosts } from "./publishing";
import { workspaceRef } from "./workspaces";
import { id } from "./columns";

/**
 * One snapshot of a published post's numbers, as its platform gave them at `collected_at` (issue 28, point 3). Every
 * snapshot is kept (the thinning schedule writes one per step); the newest is the post's numbers. A number the
 * platform does not give (impressions on Bluesky and Mastodon, quotes on Mastodon) is null, not 0.
 */
export const postMetrics = pgTable(
  "post_metrics",
  {
    id: id(),
    workspaceId: workspaceRef(),
    scheduledPostId: uuid("scheduled_post_id")
      .notNull()
      .references(() => scheduledPosts.id, { onDelete: "cascade" }),
    /** Which step of the collection schedule wrote it (0 = the first look): a retried job writes its step once. */
    step: integer("step").notNull(),
    collectedAt: timestamp("collected_at", { withTimezone: true, mode: "string" }).notNull(),
    likes: integer("likes").notNull().default(0),
    reposts: integer("reposts").notNull().default(0),
    replies: integer("replies").notNull().default(0),
    quotes: integer("quotes"),
    impressions: integer("impressions"),
  },
  (t) => [
    uniqueIndex("post_metrics_post_step_idx").on(t.scheduledPostId, t.step),
    index("post_metrics_workspace_idx").on(t.workspaceId, t.collectedAt),
  ],
);
