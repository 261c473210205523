import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireUser } from "@/server/auth/middleware";
import { refusedAddress } from "@/server/features/publishing/publishing.service";
import { createRouter } from "@/server/http/router";
import { requirePathWorkspace } from "@/server/http/workspace-from-path";
import { publishWorkspaceChange, requireCapability } from "@/server/http/workspace-scope";
import { badRequest, conflict, notFound, serviceUnavailable } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { errorSchema, idParamSchema, listResponse } from "@/shared/contracts/common";
import {
  createWebhookBody,
  updateWebhookBody,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookParams,
} from "@/shared/contracts/webhooks";
import { messages } from "@/shared/messages";
import { createWebhooksRepository, toDelivery, toEndpoint, webhookSecretContext } from "./webhooks.repository";
import { newWebhookSecret } from "./webhooks.service";

/**
 * A workspace's outgoing webhooks (issue 29 point 3): `/api/workspaces/{id}/webhooks`, for its owner and admins
 * (the manage capability), mounted beside the workspace routes. docs/automating.md (Webhooks) describes the events
 * and how receivers verify them.
 */
const meta = signedInMeta("webhooks");
const errors = { ...errorResponses, ...notYoursResponse, 403: json(errorSchema, "The caller's role may not manage webhooks") };
const w = messages.webhooks;

const list = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "get",
  path: "/{id}/webhooks",
  summary: "The workspace's webhook endpoints, with their status (secrets are never answered again)",
  request: { params: idParamSchema },
  responses: { 200: json(z.object({ data: z.array(webhookEndpointSchema) }), "The endpoints"), ...errors },
});
const create = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/webhooks",
  summary: "Add an endpoint for some events; its signing secret (whsec_…) is answered this once",
  request: { params: idParamSchema, ...jsonBody(createWebhookBody) },
  responses: { 201: json(webhookEndpointWithSecretSchema, "The endpoint and its secret"), ...errors },
});
const update = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "patch",
  path: "/{id}/webhooks/{endpoint_id}",
  summary: "Change an endpoint's address, description or events, or enable (its failure count starts over) or pause it",
  request: { params: webhookParams, ...jsonBody(updateWebhookBody) },
  responses: { 200: json(webhookEndpointSchema, "The endpoint"), ...errors },
});
const remove = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/{id}/webhooks/{endpoint_id}",
  summary: "Delete an endpoint with its delivery log (deliveries not sent yet are dropped)",
  request: { params: webhookParams },
  responses: { 204: { description: "Deleted" }, ...errors },
});
const rotate = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/webhooks/{endpoint_id}/rotate-secret",
  summary: "Replace an endpoint's signing secret; the new one is answered this once and signs every attempt from now on",
  request: { params: webhookParams },
  responses: { 200: json(webhookEndpointWithSecretSchema, "The endpoint and its new secret"), ...errors },
});
const test = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/webhooks/{endpoint_id}/test",
  summary: "Send a webhook.test event to this endpoint (also while it is disabled); the delivery shows in its log",
  request: { params: webhookParams },
  responses: { 202: json(webhookDeliverySchema, "The queued delivery"), ...errors, 503: json(errorSchema, "This server runs no job queue") },
});
const deliveries = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "get",
  path: "/{id}/webhooks/{endpoint_id}/deliveries",
  summary: "An endpoint's deliveries, newest first, each with its attempts and the last answer (status and up to 2 KB of body)",
  request: { params: webhookParams, query: listQuerySchema },
  responses: { 200: json(listResponse(webhookDeliverySchema), "Deliveries"), ...errors },
});
const redeliver = createRoute({
  ...meta,
  middleware: [requireUser, requirePathWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/webhooks/{endpoint_id}/deliveries/{delivery_id}/redeliver",
  summary: "Send a delivered or failed delivery once more, with the same webhook-id",
  request: { params: webhookDeliveryParams },
  responses: {
    202: json(webhookDeliverySchema, "The delivery, waiting for its attempt"),
    ...errors,
    409: json(errorSchema, "Still being sent or retried, or the endpoint is disabled"),
    503: json(errorSchema, "This server runs no job queue"),
  },
});

const repo = (c: Context<AppEnv>) => createWebhooksRepository(c.var.deps.database.db);
const now = (c: Context<AppEnv>) => c.var.deps.clock.now().toISOString();

function service(c: Context<AppEnv>) {
  const webhooks = c.var.deps.services.webhooks;
  if (!webhooks) throw serviceUnavailable();
  return webhooks;
}

/** An address publishing could not reach is refused when saved too (and checked again, resolved, at each attempt). */
async function checkAddress(c: Context<AppEnv>, url: string) {
  const reason = await refusedAddress(url, c.var.deps.config.publishing.allowPrivateHosts);
  if (reason) throw badRequest(reason, "address_refused");
}

async function endpointOf(c: Context<AppEnv>, endpointId: string) {
  const row = await repo(c).findEndpoint(c.var.workspace.id, endpointId);
  if (!row) throw notFound(w.notFound, "webhook_not_found");
  return row;
}

export function createWebhooksRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => c.json({ data: (await repo(c).listEndpoints(c.var.workspace.id)).map(toEndpoint) }, 200));

  router.openapi(create, async (c) => {
    const body = c.req.valid("json");
    await checkAddress(c, body.url);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const row = await repo(c).createEndpoint(
      {
        id,
        workspaceId: c.var.workspace.id,
        url: body.url,
        description: body.description,
        eventTypes: [...new Set(body.event_types)],
        secretSealed: c.var.deps.secrets.seal(secret, webhookSecretContext(id)),
        createdBy: c.var.user.id,
      },
      now(c),
    );
    await publishWorkspaceChange(c, "webhooks", id);
    return c.json({ ...toEndpoint(row), secret }, 201);
  });

  router.openapi(update, async (c) => {
    const { endpoint_id: endpointId } = c.req.valid("param");
    const body = c.req.valid("json");
    const current = await endpointOf(c, endpointId);
    if (body.url) await checkAddress(c, body.url);
    const at = now(c);
    const enabling = body.enabled === true && !current.enabled;
    const row = await repo(c).updateEndpoint(
      c.var.workspace.id,
      endpointId,
      {
        ...(body.url !== undefined && { url: body.url }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.event_types !== undefined && { eventTypes: [...new Set(body.event_types)] }),
        ...(enabling && { enabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 }),
        ...(body.enabled === false && current.enabled && { enabled: false, disabledAt: at, disabledReason: null }),
      },
      at,
    );
    if (!row) throw notFound(w.notFound, "webhook_not_found");
    await publishWorkspaceChange(c, "webhooks", endpointId);
    return c.json(toEndpoint(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { endpoint_id: endpointId } = c.req.valid("param");
    if (!(await repo(c).removeEndpoint(c.var.workspace.id, endpointId))) throw notFound(w.notFound, "webhook_not_found");
    await publishWorkspaceChange(c, "webhooks", endpointId);
    return c.body(null, 204);
  });

  router.openapi(rotate, async (c) => {
    const { endpoint_id: endpointId } = c.req.valid("param");
    await endpointOf(c, endpointId);
    const secret = newWebhookSecret();
    const row = await repo(c).updateEndpoint(c.var.workspace.id, endpointId, { secretSealed: c.var.deps.secrets.seal(secret, webhookSecretContext(endpointId)) }, now(c));
    if (!row) throw notFound(w.notFound, "webhook_not_found");
    await publishWorkspaceChange(c, "webhooks", endpointId);
    return c.json({ ...toEndpoint(row), secret }, 200);
  });

  router.openapi(test, async (c) => {
    const endpoint = await endpointOf(c, c.req.valid("param").endpoint_id);
    const delivery = await service(c).sendTest(endpoint);
    await publishWorkspaceChange(c, "webhooks", endpoint.id);
    return c.json(toDelivery(delivery), 202);
  });

  router.openapi(deliveries, async (c) => {
    const endpoint = await endpointOf(c, c.req.valid("param").endpoint_id);
    const { cursor, limit } = c.req.valid("query");
    const rows = await repo(c).listDeliveries(endpoint.id, decodeCursor(cursor), limit);
    return c.json(toPage(rows, limit, toDelivery), 200);
  });

  router.openapi(redeliver, async (c) => {
    const { endpoint_id: endpointId, delivery_id: deliveryId } = c.req.valid("param");
    const endpoint = await endpointOf(c, endpointId);
    const delivery = await repo(c).findDelivery(endpoint.id, deliveryId);
    if (!delivery) throw notFound(w.deliveryNotFound, "delivery_not_found");
    if (!endpoint.enabled && delivery.eventType !== "webhook.test") throw conflict(w.endpointDisabled, "endpoint_disabled");
    const reopened = await service(c).redeliver(delivery);
    if (!reopened) throw conflict(w.deliveryInFlight, "delivery_in_flight");
    await publishWorkspaceChange(c, "webhooks", endpoint.id);
    return c.json(toDelivery(reopened), 202);
  });

  return router;
}
