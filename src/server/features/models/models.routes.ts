/**
 * /api/models: the AI model catalogue (spec §2 Settings, §7 ai_models). Everyone signed in reads it; changes need
 * role admin (DESIGN §7) and are announced on the realtime channels so every open badge and table refreshes.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { isProviderConfigured } from "@/server/ai/providers";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { notFound, unprocessable } from "@/server/lib/errors";
import { createRouter } from "@/server/lib/router";
import { errorSchema, idParamSchema } from "@/shared/contracts/common";
import {
  aiModelListSchema,
  aiModelSchema,
  defaultModelSchema,
  MODEL_CHANGE_CHANNEL,
  MODEL_CHANGED_EVENT,
  MODEL_UPDATES_CHANNEL,
  MODEL_UPDATES_EVENT,
  modelListQuery,
  updateModelBody,
  type AiModel,
  type ModelChangedPayload,
  type ModelUpdatesPayload,
} from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { createModelsRepository, type ModelRow } from "./models.repository";
import { json, errorResponses } from "@/server/lib/openapi";

const errors = errorResponses;
const adminErrors = {
  ...errors,
  403: json(errorSchema, "Not an administrator"),
  404: json(errorSchema, "No such model"),
  422: json(errorSchema, "Change not allowed"),
};
const meta = { tags: ["models"], security: [{ bearerAuth: [] }] };

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "AI models ordered by provider then name",
  request: { query: modelListQuery },
  responses: { 200: json(aiModelListSchema, "The models"), ...errors },
});

const getDefault = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/default",
  summary: "The default AI model",
  responses: { 200: json(defaultModelSchema, "The default model"), 404: json(errorSchema, "No default model"), ...errors },
});

const update = createRoute({
  ...meta,
  middleware: [requireUser, requireAdmin] as const,
  method: "patch",
  path: "/{id}",
  summary: "Activate or deactivate a model (admin)",
  request: { params: idParamSchema, body: { content: { "application/json": { schema: updateModelBody } }, required: true } },
  responses: { 200: json(aiModelSchema, "The model"), ...adminErrors },
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

function toModel(row: ModelRow, c: Context<AppEnv>): AiModel {
  return {
    id: row.id,
    name: row.name,
    model_id: row.modelId,
    provider: row.provider,
    type: row.type,
    description: row.description,
    is_active: row.isActive,
    is_default: row.isDefault,
    provider_configured: isProviderConfigured(row.provider, c.var.deps.config.ai),
    offline: row.provider === "builtin",
  };
}

/** Tells this instance's gateway and every instance's clients; a failed notify must not undo the change. */
async function announce(c: Context<AppEnv>, rows: ModelRow[], changedDefault?: string) {
  const { services, logger } = c.var.deps;
  services.ai?.invalidateModels();
  const hub = services.realtime;
  if (!hub) return;
  try {
    for (const row of rows) {
      const payload: ModelUpdatesPayload = { type: "UPDATE", table: "ai_models", record: { id: row.id, is_active: row.isActive, is_default: row.isDefault } };
      await hub.publish(MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, payload);
    }
    if (changedDefault) await hub.publish(MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, { modelId: changedDefault } satisfies ModelChangedPayload);
  } catch (err) {
    logger.warn({ err }, "could not announce a model change");
  }
}

export function createModelsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const rows = await createModelsRepository(c.var.deps.database.db).list(c.req.valid("query"));
    return c.json({ data: rows.map((r) => toModel(r, c)), next_cursor: null }, 200);
  });

  router.openapi(getDefault, async (c) => {
    const row = await createModelsRepository(c.var.deps.database.db).findDefault();
    if (!row) throw notFound();
    return c.json({ id: row.id, name: row.name, model_id: row.modelId, provider: row.provider }, 200);
  });

  router.openapi(update, async (c) => {
    const repo = createModelsRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const { is_active } = c.req.valid("json");
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (is_active && !isProviderConfigured(row.provider, c.var.deps.config.ai))
      throw unprocessable(messages.generation.modelNotConfigured, "model_not_configured");
    if (!is_active && row.isDefault) throw unprocessable(messages.models.cannotDeactivateDefault, "default_model");
    if (row.isActive === is_active) return c.json(toModel(row, c), 200);
    const updated = await repo.setActive(id, is_active, c.var.deps.clock.now().toISOString());
    if (!updated) throw notFound();
    await announce(c, [updated]);
    return c.json(toModel(updated, c), 200);
  });

  router.openapi(setDefault, async (c) => {
    const repo = createModelsRepository(c.var.deps.database.db);
    const { id } = c.req.valid("param");
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.type !== "text") throw unprocessable(messages.models.defaultMustBeText, "default_must_be_text");
    if (!isProviderConfigured(row.provider, c.var.deps.config.ai)) throw unprocessable(messages.generation.modelNotConfigured, "model_not_configured");
    const changed = await repo.setDefault(id, c.var.deps.clock.now().toISOString());
    if (!changed) throw notFound();
    await announce(c, [...changed.cleared, changed.model], changed.model.id);
    return c.json(toModel(changed.model, c), 200);
  });

  return router;
}
