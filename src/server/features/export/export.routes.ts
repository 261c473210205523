/**
 * GET /api/export (issue 25): the request's workspace as one zip (see ./workspace-export.ts), streamed as it is
 * written. Every member who may read the workspace may take its data with them ("read"): viewers read all of it.
 */
import { createRoute } from "@hono/zod-openapi";
import { requireCaller } from "@/server/auth/middleware";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorResponses, json, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { errorSchema } from "@/shared/contracts/common";
import { eq } from "drizzle-orm";
import { workspaces } from "@/server/db/schema";
import { writeWorkspaceExport } from "./workspace-export";

const exportZip = createRoute({
  ...signedInMeta("export"),
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's data as one zip: every table's rows as JSON and CSV, and its images, uploads and documents",
  responses: {
    200: { content: { "application/zip": { schema: { type: "string", format: "binary" } } }, description: "The zip, streamed" },
    ...errorResponses,
    404: json(errorSchema, "Not a member of the workspace"),
  },
});

/** A name safe in a Content-Disposition header and on every file system. */
const fileName = (name: string, day: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "workspace"}-${day}.zip`;

export function createExportRouter() {
  const router = createRouter();

  router.openapi(exportZip, async (c) => {
    const { database, services, logger, clock } = c.var.deps;
    const [workspace] = await database.db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, c.var.workspace.id));
    const now = clock.now().toISOString();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    writeWorkspaceExport({ db: database.db, storage: services.storage, logger }, workspace!, writable, now).catch(async (err: unknown) => {
      // Headers are gone: the cut-short stream is the client's sign that the zip is incomplete.
      logger.warn({ err, workspace: workspace!.id }, "workspace export failed");
      await writable.abort(err).catch(() => undefined);
    });
    return new Response(readable, {
      status: 200,
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${fileName(workspace!.name, now.slice(0, 10))}"`,
        "cache-control": "no-store",
      },
    }) as never;
  });

  return router;
}
