import { bigserial, customType, index, pgTable, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { drafts } from "./drafts";
import { workspaces } from "./workspaces";

/** Binary Yjs updates: Buffer in, Uint8Array (PGlite) or Buffer (node-postgres) out. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The co-edited text of a draft (issue 26 point 1, decision 034): every Yjs update as it arrived, merged into one
 * row past COLLAB.compactAfterRows. The Y.Doc is the union of the rows (Yjs merges are commutative and idempotent,
 * so order and duplicates do not matter). Deleting the draft deletes its history.
 */
export const draftDocUpdates = pgTable(
  "draft_doc_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    update: bytea("update").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("draft_doc_updates_draft_idx").on(t.workspaceId, t.draftId, t.id)],
);
