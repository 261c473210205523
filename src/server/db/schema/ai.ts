import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

export const aiModels = pgTable(
  "ai_models",
  {
    id: id(),
    name: text("name").notNull(),
    modelId: text("model_id").notNull(),
    provider: text("provider").notNull(),
    type: text("type", { enum: ["text", "vision", "image"] }).notNull().default("text"),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ai_models_provider_model_idx").on(t.provider, t.modelId),
    uniqueIndex("ai_models_one_default_idx").on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const aiUsage = pgTable(
  "ai_usage",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
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
  (t) => [index("ai_usage_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Token buckets shared by every instance (DESIGN §1.4). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
