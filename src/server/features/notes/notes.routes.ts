import { createRoute } from "@hono/zod-openapi";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { authorOf, inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { noteSchema, createNoteBody, updateNoteBody } from "@/shared/contracts/notes";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createNotesRepository, toNote } from "./notes.repository";
import { json, jsonBody, signedInMeta } from "@/server/lib/openapi";

const errors = workspaceErrorResponses;
const reading = inWorkspace("read");
const writing = inWorkspace("write");
const meta = signedInMeta("notes");

const list = createRoute({
  ...meta,
  middleware: reading,
  method: "get",
  path: "/",
  summary: "The workspace's notes, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(noteSchema), "A page of notes"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: writing,
  method: "post",
  path: "/",
  summary: "Create a note",
  request: jsonBody(createNoteBody),
  responses: { 201: json(noteSchema, "The new note"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: reading,
  method: "get",
  path: "/{id}",
  summary: "One note",
  request: { params: idParamSchema },
  responses: { 200: json(noteSchema, "The note"), ...errors },
});

const update = createRoute({
  ...meta,
  middleware: writing,
  method: "patch",
  path: "/{id}",
  summary: "Change some fields of a note",
  request: { params: idParamSchema, ...jsonBody(updateNoteBody) },
  responses: { 200: json(noteSchema, "The updated note"), ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: writing,
  method: "delete",
  path: "/{id}",
  summary: "Delete a note",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errors },
});

export function createNotesRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createNotesRepository(c.var.deps.database.db).list(c.var.workspace.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toNote), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createNotesRepository(c.var.deps.database.db).insert(authorOf(c), c.req.valid("json"), now);
    await publishWorkspaceChange(c, "notes", row.id);
    return c.json(toNote(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createNotesRepository(c.var.deps.database.db).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toNote(row), 200);
  });

  router.openapi(update, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createNotesRepository(c.var.deps.database.db).update(c.var.workspace.id, c.req.valid("param").id, c.req.valid("json"), now);
    if (!row) throw notFound();
    await publishWorkspaceChange(c, "notes", row.id);
    return c.json(toNote(row), 200);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await createNotesRepository(c.var.deps.database.db).remove(c.var.workspace.id, id);
    if (!deleted) throw notFound();
    await publishWorkspaceChange(c, "notes", id);
    return c.body(null, 204);
  });

  return router;
}
