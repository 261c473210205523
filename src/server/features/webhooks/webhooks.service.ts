/**
 * Outgoing webhooks (issue 29 point 3, docs/automating.md (Webhooks)): an event of a workspace becomes one delivery
 * row per subscribed endpoint and one job each on the job queue; a worker signs the body with the endpoint's
 * secret (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature), posts it through publishing's
 * address rules (no private hosts unless PUBLISH_ALLOW_PRIVATE_HOSTS), keeps the answer, and retries on the
 * configured schedule. An endpoint whose deliveries fail WEBHOOK_DISABLE_AFTER times in a row is disabled and the
 * workspace's owner and admins are mailed. This file is the feature's face: the publisher and the functions reach
 * it through the service registry, the routes through createWebhooks.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { Mailer } from "@/server/auth/mailer";
import { webhookDisabledMail } from "@/server/auth/mail-templates";
import type { Config } from "@/server/config";
import type { Database, Db } from "@/server/db/client";
import type { Job, JobQueue } from "@/server/jobs/queue-types";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { SecretBox } from "@/server/lib/secrets";
import {
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookPayload,
} from "@/shared/contracts/webhooks";
import { messages } from "@/shared/messages";
import { createWebhooksRepository, webhookSecretContext, type AttemptResult, type DeliveryRow, type EndpointRow } from "./webhooks.repository";

export const WEBHOOK_QUEUE = "webhook-delivery";
/** Deliveries one process sends at once. */
const CONCURRENCY = 10;
/** Where the disabled-endpoint notice sends admins (the workspace page, which has the Webhooks section). */
export const WEBHOOKS_PAGE_PATH = "/workspace";

export interface WebhookJobData {
  deliveryId: string;
  /** The attempts made before this one: the job runs only if the delivery still has exactly this many. */
  attempts: number;
}

/** An address refused by the SSRF rules: retrying cannot help, so the delivery fails at once. */
export class RefusedAddressError extends Error {}

export interface WebhooksDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  secrets: SecretBox;
  queue: JobQueue;
  /**
   * fetch under publishing's address rules and the per-attempt timeout (services.ts hands in publishing's guarded
   * fetch); it throws RefusedAddressError for an address that may not be reached.
   */
  fetch: typeof fetch;
}

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The job of a delivery's attempt after `attempts` earlier ones: its first job has the delivery's own id. */
export function deliveryJobId(deliveryId: string, attempts: number): string {
  if (attempts === 0) return deliveryId;
  const hex = createHash("sha256").update(`${deliveryId}:${attempts}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Up to `max` characters of a body, without reading more of it than that. */
async function excerpt(res: Response, max: number): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, max);
}

export type Webhooks = ReturnType<typeof createWebhooks>;

export function createWebhooks(deps: WebhooksDeps) {
  const { config, clock, logger, queue } = deps;
  const db = deps.database.db;
  const repo = createWebhooksRepository(db);
  const schedule = config.webhooks.retryScheduleSeconds;
  /** A delivery still "sending" this long after its last change was cut short (its process died). */
  const staleMs = config.webhooks.timeoutMs * 2 + 60_000;

  const jobOptions = (deliveryId: string, attempts: number, startAfter?: Date) => ({
    id: deliveryJobId(deliveryId, attempts),
    startAfter,
    // A retry is a new job on our own schedule, not pg-boss's backoff.
    retryLimit: 0,
    expireInSeconds: Math.ceil(config.webhooks.timeoutMs / 1000) + 60,
  });

  /** Delivery rows and their first jobs, in one commit: each (endpoint, event) once. */
  async function enqueue(endpoints: EndpointRow[], eventId: string, payload: WebhookPayload): Promise<DeliveryRow[]> {
    if (endpoints.length === 0) return [];
    await queue.prepare(WEBHOOK_QUEUE);
    const now = clock.now().toISOString();
    const rows = await db.transaction(async (tx) => {
      const created = await createWebhooksRepository(tx as Db).createDeliveries(
        endpoints.map((e) => ({ endpointId: e.id, eventId, eventType: payload.type, payload: payload as unknown as Record<string, unknown> })),
        now,
      );
      for (const row of created) await queue.send<WebhookJobData>(WEBHOOK_QUEUE, { deliveryId: row.id, attempts: 0 }, jobOptions(row.id, 0), tx as Db);
      return created;
    });
    if (rows.length) queue.wake(WEBHOOK_QUEUE);
    return rows;
  }

  const payloadOf = <T extends WebhookEventType | typeof WEBHOOK_TEST_EVENT>(workspaceId: string, type: T, data: WebhookEventData<T>): WebhookPayload<T> => ({
    type,
    timestamp: clock.now().toISOString(),
    workspace_id: workspaceId,
    data,
  });

  /**
   * An event happened in a workspace: every enabled endpoint subscribed to it gets a delivery. `eventId` names the
   * event when the caller has a stable one (emitting it again then delivers nothing new). Never throws: a lost
   * event is logged, and what caused it (a post, a generation) is not undone.
   */
  async function emit<T extends WebhookEventType>(workspaceId: string, type: T, data: WebhookEventData<T>, eventId = `msg_${randomUUID().replace(/-/g, "")}`): Promise<number> {
    try {
      const endpoints = await repo.subscribers(workspaceId, type);
      return (await enqueue(endpoints, eventId, payloadOf(workspaceId, type, data))).length;
    } catch (err) {
      logger.warn({ err, workspaceId, type }, "could not queue a webhook event");
      return 0;
    }
  }

  /** "Send test event": one webhook.test delivery to this endpoint, whatever it subscribes to and even while disabled. */
  async function sendTest(endpoint: EndpointRow): Promise<DeliveryRow> {
    const data = { message: messages.webhooks.testMessage(messages.common.productName) };
    const [row] = await enqueue([endpoint], `msg_${randomUUID().replace(/-/g, "")}`, payloadOf(endpoint.workspaceId, WEBHOOK_TEST_EVENT, data));
    return row;
  }

  /** Sends a finished delivery once more (the same webhook-id, so a receiver that saw it can tell). Answers undefined while it is in flight. */
  async function redeliver(delivery: DeliveryRow): Promise<DeliveryRow | undefined> {
    await queue.prepare(WEBHOOK_QUEUE);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const reopened = await createWebhooksRepository(tx as Db).reopen(delivery.id, now.toISOString(), new Date(now.getTime() - staleMs).toISOString());
      if (reopened) await queue.send<WebhookJobData>(WEBHOOK_QUEUE, { deliveryId: reopened.id, attempts: reopened.attempts }, jobOptions(reopened.id, reopened.attempts), tx as Db);
      return reopened;
    });
    if (row) queue.wake(WEBHOOK_QUEUE);
    return row;
  }

  /** One request to the endpoint: its status and the start of its body, or why no answer came. */
  async function post(endpoint: EndpointRow, delivery: DeliveryRow): Promise<{ ok: boolean; final: boolean; status: number | null; body: string }> {
    let secret: string;
    try {
      secret = deps.secrets.open(endpoint.secretSealed, webhookSecretContext(endpoint.id));
    } catch (err) {
      return { ok: false, final: true, status: null, body: messages.webhooks.noAnswer((err as Error).message) };
    }
    const body = JSON.stringify(delivery.payload);
    const sentAt = clock.now();
    try {
      const res = await deps.fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "ContentStudio-Webhooks/1",
          "webhook-id": delivery.eventId,
          "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
          "webhook-signature": new Webhook(secret).sign(delivery.eventId, sentAt, body),
        },
        body,
      });
      const text = await excerpt(res, WEBHOOK_RESPONSE_EXCERPT_CHARS).catch(() => "");
      return { ok: res.status >= 200 && res.status < 300, final: false, status: res.status, body: text };
    } catch (err) {
      const reason = err instanceof Error ? (err.name === "TimeoutError" ? `timed out after ${config.webhooks.timeoutMs / 1000} s` : err.message) : String(err);
      return { ok: false, final: err instanceof RefusedAddressError, status: null, body: messages.webhooks.noAnswer(reason) };
    }
  }

  /** The endpoint was just disabled: its workspace's owner and admins hear why (mail through the mail queue). */
  async function notifyDisabled(mailer: Mailer, endpoint: EndpointRow): Promise<void> {
    try {
      const { workspaceName, emails } = await repo.adminsOf(endpoint.workspaceId);
      const link = `${config.publicUrl}${WEBHOOKS_PAGE_PATH}?${new URLSearchParams({ ws: endpoint.workspaceId })}`;
      for (const to of emails) await mailer.send(webhookDisabledMail(to, endpoint.url, workspaceName, config.webhooks.disableAfterFailures, link));
    } catch (err) {
      logger.warn({ err, endpointId: endpoint.id }, "could not mail the admins about a disabled webhook endpoint");
    }
  }

  /** One attempt at one delivery: claim, sign, send, record, and the next job or the end. */
  async function handle(mailer: Mailer, job: Job<WebhookJobData>): Promise<void> {
    const { deliveryId, attempts } = job.data;
    const delivery = await repo.claim(deliveryId, attempts, clock.now().toISOString());
    // Sent by another job already, redelivered, or deleted with its endpoint: nothing to do.
    if (!delivery) return;
    const endpoint = await repo.endpointById(delivery.endpointId);
    if (!endpoint) return;
    const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
    const record = (result: AttemptResult) => repo.recordAttempt(delivery.id, result, clock.now().toISOString());
    if (!endpoint.enabled && !isTest) {
      await record({ status: "failed", responseStatus: null, responseBody: endpoint.disabledReason ?? messages.webhooks.endpointDisabled, nextAttemptAt: null, deliveredAt: null });
      return;
    }
    const outcome = await post(endpoint, delivery);
    const now = clock.now();
    if (outcome.ok) {
      await record({ status: "delivered", responseStatus: outcome.status, responseBody: outcome.body, nextAttemptAt: null, deliveredAt: now.toISOString() });
      if (!isTest) await repo.resetFailures(endpoint.id);
      return;
    }
    const retryIn = outcome.final ? undefined : schedule[delivery.attempts - 1];
    if (retryIn !== undefined) {
      const next = new Date(now.getTime() + retryIn * 1000);
      await db.transaction(async (tx) => {
        await createWebhooksRepository(tx as Db).recordAttempt(
          delivery.id,
          { status: "retrying", responseStatus: outcome.status, responseBody: outcome.body, nextAttemptAt: next.toISOString(), deliveredAt: null },
          now.toISOString(),
        );
        await queue.send<WebhookJobData>(WEBHOOK_QUEUE, { deliveryId: delivery.id, attempts: delivery.attempts }, jobOptions(delivery.id, delivery.attempts, next), tx as Db);
      });
      logger.info({ deliveryId, endpointId: endpoint.id, attempt: delivery.attempts, status: outcome.status }, "webhook delivery failed; will retry");
      return;
    }
    await record({ status: "failed", responseStatus: outcome.status, responseBody: outcome.body, nextAttemptAt: null, deliveredAt: null });
    logger.warn({ deliveryId, endpointId: endpoint.id, attempts: delivery.attempts, status: outcome.status }, "webhook delivery failed");
    if (isTest) return;
    const limit = config.webhooks.disableAfterFailures;
    const disabled = await repo.countFailure(endpoint.id, limit, messages.webhooks.disabledAfterFailures(limit), now.toISOString());
    if (disabled) {
      logger.warn({ endpointId: endpoint.id, workspaceId: endpoint.workspaceId }, "webhook endpoint disabled after repeated failures");
      await notifyDisabled(mailer, disabled);
    }
  }

  /** The process stops mid-attempt: the delivery waits again and its job goes to the next worker at once. */
  async function release(job: Job<WebhookJobData>): Promise<void> {
    await repo.unclaim(job.data.deliveryId, job.data.attempts, clock.now().toISOString());
  }

  return {
    emit,
    sendTest,
    redeliver,
    handle,
    repository: repo,
    startWorkers(mailer: Mailer) {
      queue.work<WebhookJobData>(WEBHOOK_QUEUE, { concurrency: CONCURRENCY, pollIntervalMs: config.jobs.pollIntervalMs, release }, (job) => handle(mailer, job));
    },
  };
}
