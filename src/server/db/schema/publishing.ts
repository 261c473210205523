import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./content";
import { drafts } from "./drafts";
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
    platform: text("platform", { enum: ["bluesky", "mastodon", "webhook", "linkedin", "twitter", "threads", "facebook", "instagram"] }).notNull(),
    /** Non-secret settings: service URL, identifier, instance URL, webhook URL. */
    settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
    secretSealed: text("secret_sealed").notNull(),
    secretHint: text("secret_hint").notNull().default(""),
    checkedAt: at("checked_at"),
    checkError: text("check_error"),
    /** OAuth platforms: when the access token runs out (a refresh job runs before then). */
    tokenExpiresAt: at("token_expires_at"),
    /** Set when the platform refused the token (revoked, refresh failed): the reason shown beside "Reconnect". */
    reconnectReason: text("reconnect_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_connections_workspace_idx").on(t.workspaceId)],
);

/**
 * An OAuth authorization under way (issue 28): the state sent to the platform (stored as its SHA-256), bound to
 * the member, workspace and account that started it, used once, and good for 10 minutes. The PKCE verifier is
 * sealed like other secrets.
 */
export const oauthStates = pgTable(
  "publishing_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    workspaceId: workspaceRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    verifierSealed: text("verifier_sealed").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("publishing_oauth_states_expires_idx").on(t.expiresAt)],
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
    /** A thread: each part is its own post, each a reply to the one before (null: one post of `content`). */
    parts: jsonb("parts").$type<string[]>(),
    /** Posted as a comment on the post once it is live (LinkedIn). */
    firstComment: text("first_comment"),
    /**
     * The platform ids of the parts already posted (the first comment counts as a part), written before the next
     * part is sent, under the publish key they were posted with: a retry of the same text continues from the first
     * part without an id, an edited text starts over.
     */
    progress: jsonb("progress").$type<{ key: string; ids: string[] }>(),
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
    /** The draft the post was scheduled from (its approval gates a writer's post). */
    draftId: uuid("draft_id").references(() => drafts.id, { onDelete: "set null" }),
    /** Scheduled by a writer where approvals are required: sent only if the draft was approved after this was scheduled. */
    needsApproval: boolean("needs_approval").notNull().default(false),
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
