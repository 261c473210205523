import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WORKSPACE_ROLES } from "../../../shared/roles";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

/**
 * A workspace: what every resource belongs to (issue 25). Every user has exactly one personal workspace
 * (personal_owner_id set, created with the user by a database trigger, so no path that creates a user can miss
 * it); team workspaces have members with roles.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["personal", "team"] })
      .notNull()
      .default("team"),
    /** The user whose personal workspace this is; null for a team workspace. Deleting the user deletes it. */
    personalOwnerId: uuid("personal_owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** Writers' scheduled posts wait for a publisher's approval (issue 26 point 5; team workspaces, on by default). */
    approvalsRequired: boolean("approvals_required").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("workspaces_personal_owner_idx")
      .on(t.personalOwnerId)
      .where(sql`${t.personalOwnerId} is not null`),
  ],
);

/** A member of a workspace with one role. Exactly one owner per workspace (the partial unique index). */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: WORKSPACE_ROLES }).notNull(),
    /** The brand this member works with in this workspace (brand_strategy id); null: none chosen. */
    currentBrandId: uuid("current_brand_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    uniqueIndex("workspace_members_one_owner_idx")
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** An invitation by email (email set) or a single-use link (email null); the token is stored hashed. */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email"),
    role: text("role", { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "string" }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workspace_invitations_token_idx").on(t.tokenHash), index("workspace_invitations_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * The workspace a resource row belongs to: every repository sets it (the types require it). A row written by plain
 * SQL without one still lands in its author's personal workspace (the `fill_workspace_id` trigger of the
 * workspaces migration), as every row did before workspaces.
 */
export const workspaceRef = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });
