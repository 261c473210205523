/**
 * /api/connections: where AI models are served from (DESIGN §8). Everyone signed in reads the list (no secrets:
 * keys show their last 4 characters); admins add, edit, test and remove connections without a restart. Every
 * change is announced on `model-updates` and drops each instance's cached providers.
 */
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { announceCatalogChange } from "@/server/ai/connections/catalog-events";
import { headersContext, isUserKind, keyContext, type ConnectionRow } from "@/server/ai/connections/connection-secrets";
import { ollamaRoot } from "@/server/ai/connections/discovery";
import type { AppEnv } from "@/server/app-env";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { conflict, HttpError, notFound, unprocessable } from "@/server/lib/errors";
import { adminErrorResponses, errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { secretHint } from "@/server/lib/secrets";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import {
  aiConnectionListSchema,
  aiConnectionSchema,
  CONNECTION_KIND_LABELS,
  CONNECTION_KIND_SPECS,
  connectionTestResultSchema,
  createConnectionBody,
  detectedConnectionListSchema,
  discoveredModelListSchema,
  discoverQuery,
  updateConnectionBody,
  type UserConnectionKind,
} from "@/shared/contracts/connections";
import type { ModelUpdatesPayload } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { runDiscovery } from "./connection-test";
import { toConnection } from "./connection-view";
import { createConnectionsRepository, type ConnectionPatch } from "./connections.repository";

const m = messages.connections;
const adminErrors = adminErrorResponses({ 404: "No such connection", 409: "Name taken", 422: "Change not allowed, or a field the route does not take" });
const meta = signedInMeta("connections");

const list = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/",
  summary: "AI connections (system ones first), without secrets (admin: others see models, not connections)",
  responses: { 200: json(aiConnectionListSchema, "The connections"), 403: json(errorSchema, "Not an administrator"), ...errorResponses },
});
const detected = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/detected",
  summary: "Servers found on this machine that are not connections yet (admin)",
  responses: { 200: json(detectedConnectionListSchema, "What was found"), ...adminErrors },
});
const create = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/",
  summary: "Add a connection (admin); its key is encrypted at rest and never answered",
  request: { ...jsonBody(createConnectionBody) },
  responses: { 201: json(aiConnectionSchema, "The connection"), ...adminErrors },
});
const update = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "patch",
  path: "/{id}",
  summary: "Change a connection (admin): api_key and headers are replaced when given, removed when null",
  request: { params: idParamSchema, ...jsonBody(updateConnectionBody) },
  responses: { 200: json(aiConnectionSchema, "The connection"), ...adminErrors },
});
const remove = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "delete",
  path: "/{id}",
  summary: "Remove a connection and its models (admin); refused while it serves the default model",
  request: { params: idParamSchema },
  responses: { 204: { description: "Removed" }, ...adminErrors },
});
const test = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/{id}/test",
  summary: "Call the provider (its model list) and answer its own words (admin)",
  request: { params: idParamSchema },
  responses: { 200: json(connectionTestResultSchema, "What the provider answered"), ...adminErrors },
});
const discover = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "get",
  path: "/{id}/models",
  summary: "The provider's models, searchable, with those already added (admin)",
  request: { params: idParamSchema, query: discoverQuery },
  responses: { 200: json(discoveredModelListSchema, "The provider's models"), 502: json(errorSchema, "The provider's error"), ...adminErrors },
});

async function announce(c: Context<AppEnv>, id: string, type: ModelUpdatesPayload["type"]) {
  const { services, logger, database } = c.var.deps;
  await announceCatalogChange({ database, logger, realtime: services.realtime, invalidate: services.ai?.invalidateModels }, [
    { type, table: "ai_connections", record: { id } },
  ]);
}

function editable(row: ConnectionRow): void {
  if (row.managedBy === "env") throw unprocessable(m.managedByEnv, "managed_by_env");
  if (row.managedBy === "system" || !isUserKind(row.kind)) throw unprocessable(m.system, "system_connection");
}

/** What a kind needs and allows, checked on the result of a create or an update. */
function checkKind(kind: UserConnectionKind, s: { baseUrl: string | null; hasKey: boolean; hasHeaders: boolean }) {
  const spec = CONNECTION_KIND_SPECS[kind];
  const label = CONNECTION_KIND_LABELS[kind];
  if (spec.apiKey === "required" && !s.hasKey) throw unprocessable(m.keyRequired(label), "api_key_required");
  if (spec.baseUrl === "required" && !s.baseUrl) throw unprocessable(m.baseUrlRequired(label), "base_url_required");
  if (spec.baseUrl === "none" && s.baseUrl) throw unprocessable(m.noBaseUrl(label), "no_base_url");
  if (!spec.headers && s.hasHeaders) throw unprocessable(m.noHeaders(label), "no_headers");
}

const cleanUrl = (url: string | null | undefined) => (url ? url.trim().replace(/\/+$/, "") : null);
const cleanKey = (key: string | null | undefined) => (key ? key : null);

export function createConnectionsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const rows = await createConnectionsRepository(c.var.deps.database.db).list();
    return c.json({ data: rows.map(toConnection), next_cursor: null }, 200);
  });

  router.openapi(detected, async (c) => {
    const url = await c.var.deps.services.ai?.ollama.detect();
    if (!url) return c.json({ data: [], next_cursor: null }, 200);
    const rows = await createConnectionsRepository(c.var.deps.database.db).all();
    const known = rows.some((r) => r.kind === "ollama" && r.baseUrl && ollamaRoot(r.baseUrl) === ollamaRoot(url));
    return c.json({ data: known ? [] : [{ kind: "ollama" as const, name: "Ollama", base_url: url }], next_cursor: null }, 200);
  });

  router.openapi(
    create,
    async (c) => {
      const input = c.req.valid("json");
      const repo = createConnectionsRepository(c.var.deps.database.db);
      const baseUrl = cleanUrl(input.base_url);
      const apiKey = cleanKey(input.api_key);
      const headers = input.headers && Object.keys(input.headers).length ? input.headers : null;
      checkKind(input.kind, { baseUrl, hasKey: Boolean(apiKey), hasHeaders: Boolean(headers) });
      if (await repo.nameTaken(input.name)) throw conflict(m.nameTaken);
      const { secrets } = c.var.deps;
      const id = randomUUID();
      const row = await repo.create({
        id,
        kind: input.kind,
        name: input.name,
        baseUrl,
        apiKeySealed: apiKey ? secrets.seal(apiKey, keyContext(id)) : null,
        apiKeyHint: apiKey ? secretHint(apiKey) : null,
        headersSealed: headers ? secrets.seal(JSON.stringify(headers), headersContext(id)) : null,
        headerNames: headers ? Object.keys(headers) : [],
        supportsStructuredOutputs: input.supports_structured_outputs ?? CONNECTION_KIND_SPECS[input.kind].structuredOutputsDefault,
        managedBy: "ui",
      });
      await announce(c, row.id, "INSERT");
      return c.json(toConnection(row), 201);
    },
  );

  router.openapi(
    update,
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const repo = createConnectionsRepository(c.var.deps.database.db);
      const row = await repo.find(id);
      if (!row) throw notFound();
      editable(row);
      const { secrets } = c.var.deps;
      const patch: ConnectionPatch = {};
      if (input.name !== undefined && input.name !== row.name) {
        if (await repo.nameTaken(input.name, id)) throw conflict(m.nameTaken);
        patch.name = input.name;
      }
      if (input.base_url !== undefined) patch.baseUrl = cleanUrl(input.base_url);
      if (input.api_key !== undefined) {
        const key = cleanKey(input.api_key);
        patch.apiKeySealed = key ? secrets.seal(key, keyContext(id)) : null;
        patch.apiKeyHint = key ? secretHint(key) : null;
      }
      if (input.headers !== undefined) {
        const headers = input.headers && Object.keys(input.headers).length ? input.headers : null;
        patch.headersSealed = headers ? secrets.seal(JSON.stringify(headers), headersContext(id)) : null;
        patch.headerNames = headers ? Object.keys(headers) : [];
      }
      if (input.supports_structured_outputs !== undefined) patch.supportsStructuredOutputs = input.supports_structured_outputs;
      const next = { ...row, ...patch };
      checkKind(row.kind as UserConnectionKind, { baseUrl: next.baseUrl, hasKey: Boolean(next.apiKeySealed), hasHeaders: next.headerNames.length > 0 });
      if (!Object.keys(patch).length) return c.json(toConnection(row), 200);
      const updated = await repo.update(id, patch, c.var.deps.clock.now().toISOString());
      if (!updated) throw notFound();
      await announce(c, id, "UPDATE");
      return c.json(toConnection(updated), 200);
    },
  );

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const repo = createConnectionsRepository(c.var.deps.database.db);
    const row = await repo.find(id);
    if (!row) throw notFound();
    editable(row);
    const holds = await repo.defaultModelOf(id);
    if (holds) throw unprocessable(m.holdsDefault(row.name, holds.name), "holds_default");
    const removed = await repo.remove(id);
    if (!removed) throw notFound();
    await announce(c, id, "DELETE");
    return c.body(null, 204);
  });

  /** Runs discovery and keeps the outcome as the connection's status. */
  async function discoverFor(c: Context<AppEnv>, id: string) {
    const repo = createConnectionsRepository(c.var.deps.database.db);
    const row = await repo.find(id);
    if (!row) throw notFound();
    const { secrets, logger, clock, services } = c.var.deps;
    const outcome = await runDiscovery(row, { secrets, logger, hasLocalRuntime: services.ai?.hasLocalRuntime() ?? false });
    const status = outcome.ok ? "ok" : "failing";
    const message = outcome.ok ? null : outcome.message;
    if (row.status !== status || row.statusMessage !== message) {
      await repo.setStatus(id, status, message, clock.now().toISOString());
      await announce(c, id, "UPDATE");
    }
    return { row, outcome };
  }

  router.openapi(test, async (c) => {
    const { outcome } = await discoverFor(c, c.req.valid("param").id);
    return c.json(
      {
        ok: outcome.ok,
        message: outcome.message,
        upstream_status: outcome.ok ? null : outcome.status,
        model_count: outcome.ok ? outcome.models.length : null,
      },
      200,
    );
  });

  router.openapi(discover, async (c) => {
    const { id } = c.req.valid("param");
    const q = c.req.valid("query").q?.trim().toLowerCase();
    const { outcome } = await discoverFor(c, id);
    if (!outcome.ok) throw new HttpError(502, "discovery_failed", outcome.message, { upstream_status: outcome.status });
    const added = await createConnectionsRepository(c.var.deps.database.db).addedModels(id);
    const data = outcome.models
      .filter((mdl) => !q || mdl.model_id.toLowerCase().includes(q) || mdl.name.toLowerCase().includes(q))
      .map((mdl) => ({ ...mdl, added_id: added.get(mdl.model_id) ?? null }));
    return c.json({ data, next_cursor: null }, 200);
  });

  return router;
}
