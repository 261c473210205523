import { createRoute } from "@hono/zod-openapi";
import { conflict, notFound } from "@/server/lib/errors";
import { createRouter } from "@/server/http/router";
import { authorOf, inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { errorSchema, idParamSchema, listResponse } from "@/shared/contracts/common";
import { libraryListFilters, libraryPromptSchema } from "@/shared/contracts/prompt-library";
import { promptSchema } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { createPromptsService, toPrompt } from "@/server/features/prompts/prompts.service";
import type { PromptType } from "@/shared/content-types";
import { createPromptLibraryRepository, toLibraryPrompt } from "./prompt-library.repository";
import { json } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const common = { tags: ["prompt-library"], security: [{ bearerAuth: [] }] };

const list = createRoute({
  ...common,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/",
  summary: "The curated prompt library, ordered by type then name",
  description: "At most 500 rows in one response; `next_cursor` is always null. `q` searches name and description.",
  request: { query: libraryListFilters },
  responses: { 200: json(listResponse(libraryPromptSchema), "Library prompts"), ...errors },
});

const get = createRoute({
  ...common,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/{id}",
  summary: "One library prompt",
  request: { params: idParamSchema },
  responses: { 200: json(libraryPromptSchema, "The library prompt"), ...errors, 404: json(errorSchema, "No such library prompt (or workspace)") },
});

const copy = createRoute({
  ...common,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/{id}/copy",
  summary: "Add a library prompt to the workspace's prompts (created active)",
  request: { params: idParamSchema },
  responses: {
    201: json(promptSchema, "The workspace's new prompt"),
    ...errors,
    404: json(errorSchema, "No such library prompt (or workspace)"),
    409: json(errorSchema, "The workspace already has a prompt with this name"),
  },
});

export function createPromptLibraryRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { type, q } = c.req.valid("query");
    const rows = await createPromptLibraryRepository(c.var.deps.database.db).list({ type, q: q || undefined });
    return c.json({ data: rows.map(toLibraryPrompt), next_cursor: null }, 200);
  });

  router.openapi(get, async (c) => {
    const row = await createPromptLibraryRepository(c.var.deps.database.db).find(c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toLibraryPrompt(row), 200);
  });

  router.openapi(copy, async (c) => {
    const { db } = c.var.deps.database;
    const source = await createPromptLibraryRepository(db).find(c.req.valid("param").id);
    if (!source) throw notFound();
    // Copied active, unless the workspace already has a prompt of that name.
    const result = await createPromptsService(db).createUnlessNameTaken(authorOf(c), {
      name: source.name,
      description: source.description,
      promptText: source.promptText,
      type: source.type as PromptType,
      isActive: true,
    });
    if (result.status === "duplicate") throw conflict(messages.library.duplicate, "duplicate_name");
    await publishWorkspaceChange(c, "prompts", result.prompt.id);
    return c.json(toPrompt(result.prompt), 201);
  });

  return router;
}
