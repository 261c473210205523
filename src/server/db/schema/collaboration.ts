import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { APPROVAL_DECISIONS, NOTIFICATION_KINDS, type EmailKind } from "../../../shared/contracts/collaboration";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { drafts } from "./drafts";
import { workspaces } from "./workspaces";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });
const workspace = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

/**
 * A comment on a draft (issue 26 point 4): a thread's first comment (parent_id null) or a reply. A passage comment
 * keeps the quoted text and where it was; after each change of the draft's text it is found again near there
 * (src/shared/comment-anchor.ts), or marked anchor_lost ("passage changed").
 */
export const draftComments = pgTable(
  "draft_comments",
  {
    id: id(),
    workspaceId: workspace(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => draftComments.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    quote: text("quote"),
    anchorStart: integer("anchor_start"),
    anchorEnd: integer("anchor_end"),
    anchorLost: boolean("anchor_lost").notNull().default(false),
    resolvedAt: at("resolved_at"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    editedAt: at("edited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("draft_comments_draft_idx").on(t.workspaceId, t.draftId, t.createdAt)],
);

/** Every approval decision on a draft: who, when, with what comment (the draft's approval history). */
export const draftApprovals = pgTable(
  "draft_approvals",
  {
    id: id(),
    workspaceId: workspace(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: APPROVAL_DECISIONS }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("draft_approvals_draft_idx").on(t.draftId, t.createdAt)],
);

/** One notification to one person (the bell); read_at null while unread. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    workspaceId: workspace(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    draftId: uuid("draft_id").references(() => drafts.id, { onDelete: "set null" }),
    page: text("page"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    excerpt: text("excerpt").notNull().default(""),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/** A person's email choices per kind (absent kind: on). In-app notifications are always on. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: jsonb("email").$type<Partial<Record<EmailKind, boolean>>>().notNull().default({}),
  updatedAt: updatedAt(),
});
