import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./content";
import { workspaceRef } from "./workspaces";
import { createdAt, id, updatedAt } from "./columns";

/**
 * The row's author. Null once the author deleted their account (issue 25): a row in a team workspace stays with
 * the workspace; the author's personal workspace, and so its rows, go with the account.
 */
const owner = () => uuid("user_id").references(() => users.id, { onDelete: "set null" });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * A social account's publishing account: the platform settings and sealed credentials it publishes with. Secrets are
 * sealed by the secret store (context `account_connection:<accountId>`). The table keeps its first name,
 * account_connections (decision 024): the rename to "publishing accounts" is in code and API only.
 */
export const publishingAccounts = pgTable(
  "account_connections",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: owner(),
    workspaceId: workspaceRef(),
    platform: text("platform", { enum: ["bluesky", "mastodon", "webhook"] }).notNull(),
    /** Non-secret settings: service URL, identifier, instance URL, webhook URL. */
    settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
    secretSealed: text("secret_sealed").notNull(),
    secretHint: text("secret_hint").notNull().default(""),
    checkedAt: at("checked_at"),
    checkError: text("check_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_connections_workspace_idx").on(t.workspaceId)],
);

export type ScheduledPostStatus = "scheduled" | "publishing" | "published" | "failed" | "missed";

/** One post to one account at one time. Posts scheduled together share a batch id. */
export const scheduledPosts = pgTable(
  "scheduled_posts",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id").notNull(),
    content: text("content").notNull(),
    contentType: text("content_type").notNull().default("social_media"),
    /** Stored images: `{bucket, path}` of the user's own objects. */
    images: jsonb("images").$type<{ bucket: string; path: string; alt?: string }[]>().notNull().default([]),
    scheduledAt: at("scheduled_at").notNull(),
    status: text("status", { enum: ["scheduled", "publishing", "published", "failed", "missed"] })
      .notNull()
      .default("scheduled"),
    /** Bumped by every edit, reschedule and retry: a job carrying an older version does nothing. */
    version: integer("version").notNull().default(1),
    jobId: uuid("job_id"),
    attempts: integer("attempts").notNull().default(0),
    /** Set while one worker holds the post (the lease); null while waiting for a retry. */
    claimedAt: at("claimed_at"),
    publishedAt: at("published_at"),
    postUrl: text("post_url"),
    remoteId: text("remote_id"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("scheduled_posts_user_time_idx").on(t.userId, t.scheduledAt, t.id),
    index("scheduled_posts_workspace_time_idx").on(t.workspaceId, t.scheduledAt, t.id),
    index("scheduled_posts_upcoming_idx")
      .on(t.userId, t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
