/**
 * /api/models: the AI model catalogue (spec §2 Settings, §7 ai_models). Everyone signed in reads it; changes need
 * role admin (DESIGN §7) and are announced on the realtime channels so every open badge and table refreshes.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { announceCatalogChange } from "@/server/ai/connections/catalog-events";
import type { AppEnv } from "@/server/app-env";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { conflict, notFound, unprocessable } from "@/server/lib/errors";
import { createRouter } from "@/server/http/router";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import {
  aiModelListSchema,
  aiModelSchema,
  createModelBody,
  defaultModelSchema,
  defaultModelSummarySchema,
  modelListQuery,
  modelSummaryListSchema,
  updateModelBody,
  type ModelUpdatesPayload,
} from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { createConnectionsReader } from "@/server/features/connections/connections.service";
import { connectionState, isConnected, toModel, toModelSummary } from "./model-view";
import { createModelsRepository, type ModelPatch, type ModelRow } from "./models.repository";
import { adminErrorResponses, errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";

const errors = errorResponses;
const adminErrors = adminErrorResponses({ 404: "No such model", 409: "Already added", 422: "Change not allowed, or a field the route does not take" });
const meta = signedInMeta("models");

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "AI models ordered by provider then name: every field for admins, a model's name and whether it works for everyone else",
  request: { query: modelListQuery },
  responses: { 200: json(aiModelListSchema.or(modelSummaryListSchema), "The models (admins: whole rows; others: summaries)"), ...errors },
});

const getDefault = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/default",
  summary: "The default AI model, with whether its connection works (and why not, for admins)",
  responses: { 200: json(defaultModelSchema.or(defaultModelSummarySchema), "The default model"), 404: json(errorSchema, "No default model"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/",
  summary: "Add a model of a connection: discovered, or any id (admin)",
  request: { ...jsonBody(createModelBody) },
  responses: { 201: json(aiModelSchema, "The model"), ...adminErrors },
});

const update = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "patch",
  path: "/{id}",
  summary: "Rename, re-id, retype, (de)activate a model or set its temperature and max output tokens (admin)",
  request: { params: idParamSchema, ...jsonBody(updateModelBody) },
  responses: { 200: json(aiModelSchema, "The model"), ...adminErrors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a model (admin); refused for the default",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...adminErrors },
});

const setDefault = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "post",
  path: "/{id}/default",
  summary: "Make a model the default (admin); it is activated too",
  request: { params: idParamSchema },
  responses: { 200: json(aiModelSchema, "The new default model"), ...adminErrors },
});

const isAdmin = (c: Context<AppEnv>) => c.var.user?.role === "admin";

async function connectionsById(c: Context<AppEnv>) {
  const rows = await createConnectionsReader(c.var.deps.database.db).all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Tells this instance's gateway, every instance's gateway and every instance's clients. */
async function announce(c: Context<AppEnv>, rows: ModelRow[], type: ModelUpdatesPayload["type"] = "UPDATE", changedDefault?: string) {
  const { services, logger, database } = c.var.deps;
  const payloads: ModelUpdatesPayload[] = rows.map((row) => ({ type, table: "ai_models", record: { id: row.id, is_active: row.isActive, is_default: row.isDefault } }));
  await announceCatalogChange({ database, logger, realtime: services.realtime, invalidate: services.ai?.invalidateModels }, payloads, changedDefault);
}

function toPatch(input: ReturnType<typeof updateModelBody.parse>): ModelPatch {
  const patch: ModelPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.model_id !== undefined) patch.modelId = input.model_id;
  if (input.description !== undefined) patch.description = input.description || null;
  if (input.type !== undefined) patch.type = input.type;
  if (input.temperature !== undefined) patch.temperature = input.temperature;
  if (input.max_output_tokens !== undefined) patch.maxOutputTokens = input.max_output_tokens;
  if (input.is_active !== undefined) patch.isActive = input.is_active;
  return patch;
}

export function createModelsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const [rows, conns] = await Promise.all([createModelsRepository(c.var.deps.database.db).list(c.req.valid("query")), connectionsById(c)]);
    const view = isAdmin(c) ? toModel : toModelSummary;
    return c.json({ data: rows.map((r) => view(r, conns)), next_cursor: null }, 200);
  });

  router.openapi(getDefault, async (c) => {
    const row = await createModelsRepository(c.var.deps.database.db).findDefault();
    if (!row) throw notFound();
    const conns = await connectionsById(c);
    const state = connectionState(row, row.connectionId ? conns.get(row.connectionId) : undefined);
    const summary = { id: row.id, name: row.name, model_id: row.modelId, provider: row.provider, connection_status: state.status };
    return c.json(isAdmin(c) ? { ...summary, status_message: state.message } : summary, 200);
  });

  router.openapi(
    create,
    async (c) => {
      const input = c.req.valid("json");
      const conn = await createConnectionsReader(c.var.deps.database.db).find(input.connection_id);
      if (!conn) throw unprocessable(messages.models.connectionMissing, "connection_missing");
      if (conn.kind === "builtin") throw unprocessable(messages.models.builtinFixed, "builtin_model");
      const repo = createModelsRepository(c.var.deps.database.db);
      if (await repo.findOnConnection(conn.id, input.model_id)) throw conflict(messages.models.alreadyAdded);
      const row = await repo.create({
        connectionId: conn.id,
        provider: conn.kind,
        modelId: input.model_id,
        name: input.name ?? input.model_id,
        type: input.type,
        description: input.description ?? null,
        temperature: input.temperature ?? null,
        maxOutputTokens: input.max_output_tokens ?? null,
        isActive: input.is_active && isConnected(conn),
      });
      await announce(c, [row], "INSERT");
      return c.json(toModel(row, new Map([[conn.id, conn]])), 201);
    },
  );

  router.openapi(
    update,
    async (c) => {
      const repo = createModelsRepository(c.var.deps.database.db);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const row = await repo.find(id);
      if (!row) throw notFound();
      const conns = await connectionsById(c);
      const conn = row.connectionId ? conns.get(row.connectionId) : undefined;
      const patch = toPatch(input);
      if (row.provider === "builtin" && Object.keys(patch).some((k) => k !== "isActive")) throw unprocessable(messages.models.builtinFixed, "builtin_model");
      if (patch.isActive && !row.isActive && !isConnected(conn)) throw unprocessable(messages.generation.modelNotConfigured, "model_not_configured");
      if (patch.isActive === false && row.isDefault) throw unprocessable(messages.models.cannotDeactivateDefault, "default_model");
      if (patch.type && patch.type !== "text" && row.isDefault) throw unprocessable(messages.models.defaultMustBeText, "default_must_be_text");
      if (patch.modelId && row.connectionId && (await repo.findOnConnection(row.connectionId, patch.modelId, row.id))) throw conflict(messages.models.alreadyAdded);
      const changed = Object.entries(patch).some(([k, v]) => row[k as keyof ModelPatch] !== v);
      if (!changed) return c.json(toModel(row, conns), 200);
      const updated = await repo.update(id, patch, c.var.deps.clock.now().toISOString());
      if (!updated) throw notFound();
      await announce(c, [updated]);
      return c.json(toModel(updated, conns), 200);
    },
  );

  router.openapi(remove, async (c) => {
    const repo = createModelsRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.isDefault) throw unprocessable(messages.models.cannotDeleteDefault, "default_model");
    if (row.provider === "builtin") throw unprocessable(messages.models.builtinFixed, "builtin_model");
    if (!(await repo.remove(id))) throw unprocessable(messages.models.cannotDeleteDefault, "default_model");
    await announce(c, [row], "DELETE");
    return c.body(null, 204);
  });

  router.openapi(setDefault, async (c) => {
    const repo = createModelsRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.type !== "text") throw unprocessable(messages.models.defaultMustBeText, "default_must_be_text");
    const conns = await connectionsById(c);
    if (!isConnected(row.connectionId ? conns.get(row.connectionId) : undefined))
      throw unprocessable(messages.generation.modelNotConfigured, "model_not_configured");
    const changed = await repo.setDefault(id, c.var.deps.clock.now().toISOString());
    if (!changed) throw notFound();
    await announce(c, [...changed.cleared, changed.model], "UPDATE", changed.model.id);
    return c.json(toModel(changed.model, conns), 200);
  });

  return router;
}
