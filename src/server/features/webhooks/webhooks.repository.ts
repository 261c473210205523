import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import type { Cursor } from "@/server/lib/pagination";
import { users, webhookDeliveries, webhookEndpoints, workspaceMembers, workspaces } from "@/server/db/schema";
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from "@/shared/contracts/webhooks";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The context an endpoint's signing secret is sealed with: a ciphertext copied to another endpoint does not open. */
export const webhookSecretContext = (endpointId: string) => `webhook_endpoint:${endpointId}`;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabled_at: toIso(row.disabledAt),
    disabled_reason: row.disabledReason,
    consecutive_failures: row.consecutiveFailures,
    created_by: row.createdBy,
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_body: row.responseBody,
    next_attempt_at: toIso(row.nextAttemptAt),
    delivered_at: toIso(row.deliveredAt),
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

export interface AttemptResult {
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  responseBody: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** webhook_endpoints and webhook_deliveries: this file is their one writer. */
export function createWebhooksRepository(db: Db) {
  const endpointIn = (workspaceId: string, endpointId: string) => and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, endpointId));

  return {
    async listEndpoints(workspaceId: string): Promise<EndpointRow[]> {
      return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, workspaceId)).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id).limit(1000);
    },

    async findEndpoint(workspaceId: string, endpointId: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(endpointIn(workspaceId, endpointId)).limit(1);
      return row;
    },

    async endpointById(endpointId: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).limit(1);
      return row;
    },

    /** The enabled endpoints of a workspace that subscribe to `type`. */
    async subscribers(workspaceId: string, type: string): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([type])}::jsonb`));
    },

    async createEndpoint(values: { id: string; workspaceId: string; url: string; description: string; eventTypes: string[]; secretSealed: string; createdBy: string }, now: string): Promise<EndpointRow> {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async updateEndpoint(
      workspaceId: string,
      endpointId: string,
      set: Partial<Pick<EndpointRow, "url" | "description" | "eventTypes" | "secretSealed" | "enabled" | "disabledAt" | "disabledReason" | "consecutiveFailures">>,
      now: string,
    ): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...set, updatedAt: now })
        .where(endpointIn(workspaceId, endpointId))
        .returning();
      return row;
    },

    async removeEndpoint(workspaceId: string, endpointId: string): Promise<boolean> {
      const rows = await db.delete(webhookEndpoints).where(endpointIn(workspaceId, endpointId)).returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** A delivery row per endpoint for one event; rows that exist already (the same event again) are left alone. Answers the new rows. */
    async createDeliveries(rows: { endpointId: string; eventId: string; eventType: string; payload: Record<string, unknown> }[], now: string): Promise<DeliveryRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(webhookDeliveries)
        .values(rows.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
        .returning();
    },

    async listDeliveries(endpointId: string, cursor: Cursor | undefined, limit: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), afterCursor(webhookDeliveries.createdAt, webhookDeliveries.id, cursor)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit + 1);
    },

    async findDelivery(endpointId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
        .limit(1);
      return row;
    },

    /**
     * Takes the delivery for attempt number `attempts + 1`: only the job that expects exactly this many earlier
     * attempts, and only while the delivery waits (a second job for the same attempt finds it taken).
     */
    async claim(deliveryId: string, attempts: number, now: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: "sending", attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: null, updatedAt: now })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, attempts), inArray(webhookDeliveries.status, ["pending", "retrying"])))
        .returning();
      return row;
    },

    async recordAttempt(deliveryId: string, result: AttemptResult, now: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ ...result, updatedAt: now })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "sending")));
    },

    /**
     * A finished delivery (delivered or failed), or one whose attempt was cut short (still "sending" since before
     * `staleBefore`: its process died), waits again for one more attempt. Answers it, or nothing if it is in flight.
     */
    async reopen(deliveryId: string, now: string, staleBefore: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: "pending", nextAttemptAt: now, updatedAt: now })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            or(inArray(webhookDeliveries.status, ["delivered", "failed"]), and(eq(webhookDeliveries.status, "sending"), lt(webhookDeliveries.updatedAt, staleBefore))),
          ),
        )
        .returning();
      return row;
    },

    /** The process stops during an attempt: the delivery waits again, as before it, for the job handed to the next worker. */
    async unclaim(deliveryId: string, attempts: number, now: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: "retrying", attempts, updatedAt: now })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "sending"), eq(webhookDeliveries.attempts, attempts + 1)));
    },

    /** A delivered event: the endpoint's run of failures ends. */
    async resetFailures(endpointId: string): Promise<void> {
      await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
    },

    /**
     * One more delivery failed for good: counts it, and disables the endpoint when the run reaches `limit`. Answers
     * the endpoint when this call disabled it (once, however many deliveries fail at the same time).
     */
    async countFailure(endpointId: string, limit: number, reason: string, now: string): Promise<EndpointRow | undefined> {
      const [counted] = await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning();
      if (!counted || counted.consecutiveFailures < limit || !counted.enabled) return undefined;
      const [disabled] = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: now, disabledReason: reason, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning();
      return disabled;
    },

    /** The workspace's name and the addresses of its owner and admins (the endpoint-disabled notice). */
    async adminsOf(workspaceId: string): Promise<{ workspaceName: string; emails: string[] }> {
      const rows = await db
        .select({ name: workspaces.name, email: users.email })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, ["owner", "admin"])));
      return { workspaceName: rows[0]?.name ?? "", emails: rows.map((r) => r.email) };
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
