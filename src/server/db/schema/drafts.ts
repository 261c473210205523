import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { APPROVAL_STATUSES } from "../../../shared/contracts/collaboration";
import { CONTENT_TYPES } from "../../../shared/content-types";
import type { DraftData } from "../../../shared/contracts/drafts";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { workspaces } from "./workspaces";

/**
 * A draft (issue 25 point 4): one row of a content page, shared by the workspace's members. `data` is the row as
 * the web keeps it; `version` grows by one on every change, and a change made on an older version is refused
 * (409) so the client merges instead of overwriting. The workspace is always set by the repository (never filed by
 * the fill_workspace_id trigger: drafts are new and workspace-scoped from the start).
 */
export const drafts = pgTable(
  "drafts",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    page: text("page", { enum: CONTENT_TYPES }).notNull(),
    position: doublePrecision("position").notNull(),
    data: jsonb("data").$type<DraftData>().notNull(),
    version: integer("version").notNull().default(1),
    /** The approval state (issue 26 point 5); every change of it is a row of draft_approvals. */
    approvalStatus: text("approval_status", { enum: APPROVAL_STATUSES }).notNull().default("draft"),
    /** When it was last approved: a writer's post scheduled after this needs a new approval. */
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "string" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("drafts_workspace_page_idx").on(t.workspaceId, t.page, t.position)],
);
