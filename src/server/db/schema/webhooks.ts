import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { WebhookDeliveryStatus } from "../../../shared/contracts/webhooks";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { workspaces } from "./workspaces";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * A workspace's outgoing webhook endpoint (issue 29 point 3). The signing secret (`whsec_…`, Standard Webhooks) is
 * sealed by the secret store with the context `webhook_endpoint:<id>`, as publishing accounts keep theirs. An
 * endpoint whose deliveries fail `WEBHOOK_DISABLE_AFTER` times in a row is disabled with its reason.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: jsonb("event_types").$type<string[]>().notNull().default([]),
    secretSealed: text("secret_sealed").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledAt: at("disabled_at"),
    disabledReason: text("disabled_reason"),
    /** Deliveries that failed for good in a row (all retries spent); a delivered one sets it back to 0. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_workspace_idx").on(t.workspaceId)],
);

/**
 * One event to one endpoint: at most one row per (endpoint, event), and its job is keyed by the row's id, so an
 * event reaches an endpoint once however often it is emitted. `attempts` counts the requests made; the last
 * answer's status and up to 2 KB of its body are kept.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The Standard Webhooks message id (`msg_…`), the same for every endpoint the event goes to. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    nextAttemptAt: at("next_attempt_at"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("webhook_deliveries_open_idx")
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'sending', 'retrying')`),
  ],
);
