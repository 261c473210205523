import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { workspaces } from "./workspaces";

/** What a stored file counts against: its owner's storage quota, per category (issue 22 point 6). */
export const STORAGE_CATEGORIES = ["uploads", "documents", "images"] as const;

/**
 * Every stored file with its owner and size: the ledger storage quotas count. A row is written (under the
 * owner's lock, against the quota) before the file is, and removed with the file. The owner is the WORKSPACE the
 * file was stored in (issue 25; the column keeps its name, its foreign key points at workspaces): a team's files
 * count against the team's quota, whoever uploaded them. The object key still starts with its author's user id.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    /** The workspace whose quota the file counts against. */
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    category: text("category", { enum: STORAGE_CATEGORIES }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("stored_files_owner_idx").on(t.ownerId, t.category)],
);

/** An administrator's quota for one workspace (owner_id), overriding the instance default. */
export const storageQuotas = pgTable("storage_quotas", {
  ownerId: uuid("owner_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  quotaBytes: bigint("quota_bytes", { mode: "number" }).notNull(),
  updatedAt: updatedAt(),
});

/** Instance-wide settings an administrator changes at run time (the environment gives their defaults). */
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
