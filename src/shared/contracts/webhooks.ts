import { z } from "zod";
import { messages } from "../messages";

/**
 * Outgoing webhooks (issue 29 point 3): a workspace's endpoints, the events they subscribe to, the payload of each
 * event and the delivery log. Deliveries follow the Standard Webhooks spec (webhook-id, webhook-timestamp,
 * webhook-signature; docs/automating.md (Webhooks)).
 */

/**
 * The event catalogue. draft.approved and draft.commented are declared so endpoints can subscribe to them now;
 * they are emitted once drafts have approvals and comments (issue 26).
 */
export const WEBHOOK_EVENT_TYPES = ["post.published", "post.failed", "generation.finished", "draft.approved", "draft.commented"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event "Send test event" sends: to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
/** Events the server does not emit yet (none: issue 26 emits draft.approved and draft.commented). */
export const WEBHOOK_EVENTS_NOT_YET_EMITTED: readonly WebhookEventType[] = [];

const postEvent = z.object({
  post_id: z.string().uuid(),
  account_id: z.string().uuid(),
  platform: z.string(),
  scheduled_at: z.string(),
});

/** The `data` of each event: small, with ids to read the rest through the API. */
export const webhookEventData = {
  "post.published": postEvent.extend({ post_url: z.string().nullable(), published_at: z.string() }),
  "post.failed": postEvent.extend({ status: z.enum(["failed", "missed"]), error: z.string() }),
  "generation.finished": z.object({
    history_id: z.string().uuid(),
    user_id: z.string().uuid().nullable(),
    content_type: z.string(),
    operation: z.string(),
    model_id: z.string().nullable(),
    characters: z.number().int(),
  }),
  "draft.approved": z.object({ draft_id: z.string().uuid(), approved_by: z.string().uuid() }),
  "draft.commented": z.object({ draft_id: z.string().uuid(), comment_id: z.string().uuid(), author_id: z.string().uuid() }),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string() }),
} satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodTypeAny>;
export type WebhookEventData<T extends keyof typeof webhookEventData> = z.infer<(typeof webhookEventData)[T]>;

/** The body of every delivery: the event's type, when it happened, its workspace and its data. */
export interface WebhookPayload<T extends keyof typeof webhookEventData = keyof typeof webhookEventData> {
  type: T;
  timestamp: string;
  workspace_id: string;
  data: WebhookEventData<T>;
}

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { message: messages.webhooks.eventInvalid });

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number().int(),
  created_by: z.string().uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Answered once, at creation and on rotation: the signing secret (`whsec_…`), never shown again. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const url = z
  .string()
  .trim()
  .max(2000)
  .url({ message: messages.webhooks.urlInvalid })
  .refine((v) => /^https?:\/\//i.test(v), { message: messages.webhooks.urlInvalid });
const eventTypes = z.array(webhookEventTypeSchema).min(1, messages.webhooks.chooseEvents).max(WEBHOOK_EVENT_TYPES.length);
export const createWebhookBody = z.strictObject({
  url,
  description: z.string().trim().max(200).default(""),
  event_types: eventTypes,
});
export const updateWebhookBody = z.strictObject({
  url: url.optional(),
  description: z.string().trim().max(200).optional(),
  event_types: eventTypes.optional(),
  /** true enables a disabled endpoint again (its failure count starts over); false pauses it. */
  enabled: z.boolean().optional(),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "sending", "retrying", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The response body kept of each attempt (characters). */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 2048;

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  endpoint_id: z.string().uuid(),
  /** The Standard Webhooks message id (webhook-id): the same on every attempt and redelivery. */
  event_id: z.string(),
  event_type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  /** Up to 2 KB of the last answer's body, or why no answer came (timeout, refused address). */
  response_body: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookParams = z.object({ id: z.string().uuid(), endpoint_id: z.string().uuid() });
export const webhookDeliveryParams = webhookParams.extend({ delivery_id: z.string().uuid() });
