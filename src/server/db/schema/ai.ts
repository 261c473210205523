import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { workspaces } from "./workspaces";
import { createdAt, id, updatedAt } from "./columns";

/**
 * Where models are served from (DESIGN §8). Keys and header values are sealed with the secret store (bound to the
 * row id) and never leave the server; `api_key_hint` keeps the last 4 characters to show.
 */
export const aiConnections = pgTable(
  "ai_connections",
  {
    id: id(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    baseUrl: text("base_url"),
    apiKeySealed: text("api_key_sealed"),
    apiKeyHint: text("api_key_hint"),
    headersSealed: text("headers_sealed"),
    headerNames: jsonb("header_names").$type<string[]>().notNull().default([]),
    supportsStructuredOutputs: boolean("supports_structured_outputs").notNull().default(true),
    /** ui: an admin's; env: seeded from environment variables at start; system: builtin and local. */
    managedBy: text("managed_by", { enum: ["ui", "env", "system"] })
      .notNull()
      .default("ui"),
    /** Identifies seeded rows (builtin, local, env:openai, ...) so every start updates the same row. */
    seedKey: text("seed_key"),
    status: text("status", { enum: ["ok", "failing", "untested"] })
      .notNull()
      .default("untested"),
    statusMessage: text("status_message"),
    statusAt: timestamp("status_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ai_connections_seed_key_idx").on(t.seedKey), uniqueIndex("ai_connections_name_idx").on(sql`lower(${t.name})`)],
);

export const aiModels = pgTable(
  "ai_models",
  {
    id: id(),
    name: text("name").notNull(),
    modelId: text("model_id").notNull(),
    /** The connection's kind (spec field); kept when a connection is removed so the row still reads right. */
    provider: text("provider").notNull(),
    /** Null once its connection was removed (only a default model outlives its connection). */
    connectionId: uuid("connection_id").references(() => aiConnections.id, { onDelete: "set null" }),
    type: text("type", { enum: ["text", "vision", "image"] })
      .notNull()
      .default("text"),
    description: text("description"),
    temperature: doublePrecision("temperature"),
    maxOutputTokens: integer("max_output_tokens"),
    isActive: boolean("is_active").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ai_models_connection_model_idx").on(t.connectionId, t.modelId),
    uniqueIndex("ai_models_one_default_idx")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const aiUsage = pgTable(
  "ai_usage",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The workspace the call was made for (its budget); null for calls made outside one (model checks). */
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    provider: text("provider").notNull(),
    operation: text("operation").notNull(),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    latencyMs: integer("latency_ms").notNull(),
    outcome: text("outcome").notNull(),
    errorCode: text("error_code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_usage_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("ai_usage_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's usage screen reads every user's rows of the last 7 to 90 days.
    index("ai_usage_period_idx").on(t.createdAt),
  ],
);

/**
 * What a model costs, set by an admin (issue 13): US dollars per million input and output tokens, keyed like
 * ai_usage rows (provider + model id) so prices outlive a model's catalogue row.
 */
export const modelPrices = pgTable(
  "model_prices",
  {
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputPerMillion: numeric("input_per_million", { precision: 12, scale: 4, mode: "number" }).notNull(),
    outputPerMillion: numeric("output_per_million", { precision: 12, scale: 4, mode: "number" }).notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.model] })],
);

/**
 * A workspace's monthly AI budget (issue 25), set by its admins: tokens (in + out) or US dollars at the prices of
 * model_prices, per calendar month (UTC). Generation warns at 80% and is refused at 100%.
 */
export const workspaceBudgets = pgTable("workspace_budgets", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  unit: text("unit", { enum: ["tokens", "usd"] }).notNull(),
  monthlyLimit: numeric("monthly_limit", { precision: 14, scale: 4, mode: "number" }).notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Token buckets shared by every instance (DESIGN §1.4). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  /**
   * When the bucket will be full again if nobody touches it: from then on the row says nothing a missing row
   * would not (buckets start full), so the sweep deletes it. Not indexed: the sweep is rare, takes are many
   * (an index on a column every take changes would cost each take an index write).
   */
  fullAt: timestamp("full_at", { withTimezone: true, mode: "string" })
    .notNull()
    .default(sql`now() + interval '1 day'`),
});
