import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { API_KEY_SCOPES } from "../../../shared/contracts/api-keys";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { workspaces } from "./workspaces";

/**
 * An API key (issue 29): acts as its person in its one workspace, capped by its scopes and the person's role.
 * Only the SHA-256 of the secret is stored; the key itself is shown once at creation.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: text("scopes", { enum: API_KEY_SCOPES }).array().notNull(),
    /** The key's first characters after its prefix, shown in the list so a person can tell keys apart. */
    hint: text("hint").notNull(),
    keyHash: text("key_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
    lastUsedIp: text("last_used_ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * The first answer of a POST sent with an Idempotency-Key (issue 29), per caller (`user:<id>` or `key:<id>`), kept
 * 24 hours: a retry with the same body gets this answer again instead of doing the work twice. A row without a
 * status is a request still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    owner: text("owner").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" })
      .notNull()
      .default(sql`now() + interval '1 day'`),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);
