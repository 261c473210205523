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
    /** Set for a key an assistant holds through the MCP authorization flow: its access token rotates on refresh. */
    oauthClientId: uuid("oauth_client_id").references(() => oauthClients.id, { onDelete: "cascade" }),
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

/**
 * An application registered through OAuth dynamic client registration (RFC 7591) for the MCP authorization flow: a
 * public client (no secret, PKCE required) with the exact redirect addresses it may use.
 */
export const oauthClients = pgTable("oauth_clients", {
  id: id(),
  name: text("name").notNull(),
  redirectUris: text("redirect_uris").array().notNull(),
  createdIp: text("created_ip"),
  createdAt: createdAt(),
});

/** An authorization code: single use, 10 minutes, bound to its client, redirect address and PKCE challenge. */
export const oauthCodes = pgTable(
  "oauth_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    scopes: text("scopes", { enum: API_KEY_SCOPES }).array().notNull(),
    redirectUri: text("redirect_uri").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    resource: text("resource"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("oauth_codes_expires_idx").on(t.expiresAt)],
);

/**
 * The refresh token of an assistant's key (one per key, rotated on every use). The previous token is kept so that
 * its reuse (a stolen copy) is recognised: the key is then revoked.
 */
export const oauthRefreshTokens = pgTable(
  "oauth_refresh_tokens",
  {
    apiKeyId: uuid("api_key_id")
      .primaryKey()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    previousHash: text("previous_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [uniqueIndex("oauth_refresh_tokens_hash_idx").on(t.tokenHash), index("oauth_refresh_tokens_previous_idx").on(t.previousHash)],
);
