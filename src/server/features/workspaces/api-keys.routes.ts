/**
 * /api/workspaces/{id}/api-keys (issue 29): a member who may write manages their own keys; admins and the owner see
 * and revoke every key of the workspace. Signed-in people only: an API key never manages keys (requireUser).
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { newApiKey } from "@/server/auth/api-key-auth";
import { requireUser } from "@/server/auth/middleware";
import { requirePathWorkspace } from "@/server/http/workspace-from-path";
import { requireCapability } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { badRequest, forbidden, notFound } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { apiKeySchema, createApiKeyBody, createdApiKeySchema } from "@/shared/contracts/api-keys";
import { errorSchema } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";
import { can } from "@/shared/roles";
import { createApiKeysRepository } from "./api-keys.repository";

const meta = signedInMeta("api-keys");
const errors = { ...errorResponses, 403: json(errorSchema, "The caller's role may not do this, or the caller is an API key"), ...notYoursResponse };
const keyParams = z.object({ id: z.string().uuid(), key_id: z.string().uuid() });
const managing = () => [requireUser, requirePathWorkspace, requireCapability("write")];

const list = createRoute({
  ...meta,
  middleware: managing(),
  method: "get",
  path: "/{id}/api-keys",
  summary: "The workspace's API keys: the caller's own, or every member's for admins and the owner (never the keys themselves)",
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 200: json(z.object({ data: z.array(apiKeySchema) }), "The keys, newest first"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: managing(),
  method: "post",
  path: "/{id}/api-keys",
  summary: "Create an API key that acts as the caller in this workspace, capped by its scopes; the answer shows the key this once",
  request: { params: z.object({ id: z.string().uuid() }), ...jsonBody(createApiKeyBody) },
  responses: { 201: json(createdApiKeySchema, "The new key, with the key itself (shown once)"), ...errors },
});

const revoke = createRoute({
  ...meta,
  middleware: managing(),
  method: "delete",
  path: "/{id}/api-keys/{key_id}",
  summary: "Revoke an API key at once (one's own; admins and the owner: any of the workspace's)",
  request: { params: keyParams },
  responses: { 204: { description: "Revoked" }, ...errors },
});

const seesAll = (c: Context<AppEnv>) => can(c.var.workspace.role, "manage");

export function createApiKeysRouter() {
  const router = createRouter();
  const repo = (c: Context<AppEnv>) => createApiKeysRepository(c.var.deps.database.db);

  router.openapi(list, async (c) => c.json({ data: await repo(c).list(c.var.workspace.id, seesAll(c) ? undefined : c.var.user.id) }, 200));

  router.openapi(create, async (c) => {
    const body = c.req.valid("json");
    const now = c.var.deps.clock.now();
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(messages.apiKeys.expiryInPast, "expiry_in_past");
    const { key, keyHash, hint } = newApiKey();
    const created = await repo(c).create({
      workspaceId: c.var.workspace.id,
      userId: c.var.user.id,
      name: body.name,
      scopes: body.scopes,
      hint,
      keyHash,
      expiresAt: expiresAt?.toISOString() ?? null,
    });
    return c.json({ ...created, key }, 201);
  });

  router.openapi(revoke, async (c) => {
    const { key_id: keyId } = c.req.valid("param");
    const found = await repo(c).find(c.var.workspace.id, keyId);
    if (!found) throw notFound(messages.apiKeys.notFound, "api_key_not_found");
    if (found.user_id !== c.var.user.id && !seesAll(c)) throw forbidden(messages.apiKeys.manageOwnOnly, "not_your_key");
    await repo(c).revoke(c.var.workspace.id, keyId, c.var.deps.clock.now().toISOString());
    return c.body(null, 204);
  });

  return router;
}
