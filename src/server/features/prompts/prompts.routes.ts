import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { authorOf, inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createPromptBody, promptListFilters, promptSchema, promptStatsSchema, updatePromptBody } from "@/shared/contracts/prompts";
import { createPromptsService } from "./prompts.service";
import { createPromptsRepository, toPrompt } from "./prompts.repository";
import { json } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const common = { tags: ["prompts"], security: [{ bearerAuth: [] }] };
const reading = { ...common, middleware: inWorkspace("read") };
const writing = { ...common, middleware: inWorkspace("write") };

const list = createRoute({
  ...reading,
  method: "get",
  path: "/",
  summary: "The workspace's prompts, newest first",
  description: "`type=email_broadcast` also matches `email` prompts, and `type=article` also matches `blog` prompts. `q` searches name, description and prompt text.",
  request: { query: listQuerySchema.extend(promptListFilters.shape) },
  responses: { 200: json(listResponse(promptSchema), "A page of prompts"), ...errors },
});

const stats = createRoute({
  ...reading,
  method: "get",
  path: "/stats",
  summary: "Counts for the stat cards: total, active, custom (total minus active)",
  responses: { 200: json(promptStatsSchema, "Counts"), ...errors },
});

const create = createRoute({
  ...writing,
  method: "post",
  path: "/",
  summary: "Create a prompt",
  request: { body: { content: { "application/json": { schema: createPromptBody } }, required: true } },
  responses: { 201: json(promptSchema, "The new prompt"), ...errors },
});

const get = createRoute({
  ...reading,
  method: "get",
  path: "/{id}",
  summary: "One prompt",
  request: { params: idParamSchema },
  responses: { 200: json(promptSchema, "The prompt"), ...errors },
});

const update = createRoute({
  ...writing,
  method: "patch",
  path: "/{id}",
  summary: "Change a prompt's name, description, text, type or active flag",
  request: { params: idParamSchema, body: { content: { "application/json": { schema: updatePromptBody } }, required: true } },
  responses: { 200: json(promptSchema, "The updated prompt"), ...errors },
});

const remove = createRoute({
  ...writing,
  method: "delete",
  path: "/{id}",
  summary: "Delete a prompt",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errors },
});

const repoOf = (c: Context<AppEnv>) => createPromptsRepository(c.var.deps.database.db);

export function createPromptsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { cursor, limit, type, active, q } = c.req.valid("query");
    const rows = await repoOf(c).list(c.var.workspace.id, { type, active, q: q || undefined, cursor: decodeCursor(cursor), limit });
    return c.json(toPage(rows, limit, toPrompt), 200);
  });

  router.openapi(stats, async (c) => c.json(await repoOf(c).stats(c.var.workspace.id), 200));

  router.openapi(create, async (c) => {
    const body = c.req.valid("json");
    const row = await createPromptsService(c.var.deps.database.db).create(authorOf(c), {
      name: body.name,
      description: body.description ?? null,
      promptText: body.prompt_text,
      type: body.type,
      isActive: body.is_active,
    });
    await publishWorkspaceChange(c, "prompts", row.id);
    return c.json(toPrompt(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await repoOf(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toPrompt(row), 200);
  });

  router.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const now = c.var.deps.clock.now().toISOString();
    const row = await repoOf(c).update(
      c.var.workspace.id,
      id,
      {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.prompt_text !== undefined && { promptText: body.prompt_text }),
        ...(body.type !== undefined && { type: body.type }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
      },
      now,
    );
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "prompts", row.id);
    return c.json(toPrompt(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const removed = await repoOf(c).remove(c.var.workspace.id, id);
    if (!removed) throw notFound();
    await publishWorkspaceChange(c, "prompts", id);
    return c.body(null, 204);
  });

  return router;
}
