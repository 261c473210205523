import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "@/server/auth/middleware";
import { notFound } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { createRouter } from "@/server/http/router";
import { noteSchema, createNoteBody, updateNoteBody } from "@/shared/contracts/notes";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { createNotesRepository, toNote } from "./notes.repository";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";

const errors = errorResponses;
const meta = signedInMeta("notes");

const list = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/",
  summary: "The caller's notes, newest first",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(noteSchema), "A page of notes"), ...errors },
});

const create = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/",
  summary: "Create a note",
  request: jsonBody(createNoteBody),
  responses: { 201: json(noteSchema, "The new note"), ...errors },
});

const get = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/{id}",
  summary: "One note",
  request: { params: idParamSchema },
  responses: { 200: json(noteSchema, "The note"), ...notYoursResponse, ...errors },
});

const update = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "patch",
  path: "/{id}",
  summary: "Change some fields of a note",
  request: { params: idParamSchema, ...jsonBody(updateNoteBody) },
  responses: { 200: json(noteSchema, "The updated note"), ...notYoursResponse, ...errors },
});

const remove = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "delete",
  path: "/{id}",
  summary: "Delete a note",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...notYoursResponse, ...errors },
});

export function createNotesRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await createNotesRepository(c.var.deps.database.db).list(c.var.user.id, limit, decodeCursor(cursor));
    return c.json(toPage(rows, limit, toNote), 200);
  });

  router.openapi(create, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createNotesRepository(c.var.deps.database.db).insert(c.var.user.id, c.req.valid("json"), now);
    return c.json(toNote(row), 201);
  });

  router.openapi(get, async (c) => {
    const row = await createNotesRepository(c.var.deps.database.db).find(c.var.user.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toNote(row), 200);
  });

  router.openapi(update, async (c) => {
    const now = c.var.deps.clock.now().toISOString();
    const row = await createNotesRepository(c.var.deps.database.db).update(c.var.user.id, c.req.valid("param").id, c.req.valid("json"), now);
    if (!row) throw notFound();
    return c.json(toNote(row), 200);
  });

  router.openapi(remove, async (c) => {
    const deleted = await createNotesRepository(c.var.deps.database.db).remove(c.var.user.id, c.req.valid("param").id);
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });

  return router;
}
