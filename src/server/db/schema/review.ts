import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { drafts } from "./drafts";
import { workspaces } from "./workspaces";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * A review link (issue 26 point 6): a client without an account reads some drafts of a workspace and comments on
 * them. Only the token's SHA-256 is kept (`hashToken`); the link is shown once, when it is made
 * (docs/decisions/032-review-links.md). A revoked or expired link answers 404 like a token that never existed.
 */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    label: text("label").notNull().default(""),
    /** The platform each draft is previewed as (src/shared/platform-limits.ts). */
    platform: text("platform").notNull(),
    /** The drafts shown, in this order; a deleted draft simply drops out. */
    draftIds: uuid("draft_ids").array().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    lastOpenedAt: at("last_opened_at"),
    createdAt: createdAt(),
  },
  (t) => [index("review_links_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** A client's comment on a draft through a review link, under the name they typed. */
export const reviewComments = pgTable(
  "review_comments",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    linkId: uuid("link_id")
      .notNull()
      .references(() => reviewLinks.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_comments_draft_idx").on(t.draftId, t.createdAt), index("review_comments_link_idx").on(t.linkId)],
);

/**
 * The workspace's activity feed (issue 26 point 7), written only by `recordActivity`
 * (src/server/features/activity/activity.service.ts). `actor_id` is the member who did it; a client's comment has
 * none and names the client in `actor_name`. `draft_id` is not a foreign key: the feed keeps a deleted draft's
 * events.
 */
export const activity = pgTable(
  "activity",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    verb: text("verb").notNull(),
    objectKind: text("object_kind").notNull(),
    objectId: text("object_id"),
    draftId: uuid("draft_id"),
    summary: text("summary").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_workspace_actor_idx").on(t.workspaceId, t.actorId, t.createdAt.desc()),
    index("activity_workspace_draft_idx").on(t.workspaceId, t.draftId, t.createdAt.desc()),
  ],
);
