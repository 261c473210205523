import { createRoute, z } from "@hono/zod-openapi";
import { gone } from "@/server/lib/errors";
import { json } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import { errorSchema } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";

/**
 * /api/account-connections was renamed to /api/publishing-accounts (issue 23). For one release every old
 * operation stays in the OpenAPI document, marked deprecated, and answers 410 Gone with a message naming the
 * path that replaced it (also in a Link header). It asks for no session: anyone calling the old path learns
 * where it went. Remove this router, its line in routes.ts and its tag in the next release.
 */
const meta = { tags: ["account-connections"], deprecated: true };
const params = { params: z.object({ id: z.string().openapi({ description: "The account's id" }) }) };
const goneResponse = { 410: json(errorSchema, "Renamed: use the same operation under /api/publishing-accounts") };
const NEW_BASE = "/api/publishing-accounts";

const operations = [
  createRoute({ ...meta, method: "get", path: "/", summary: "Deprecated: use GET /api/publishing-accounts", responses: goneResponse }),
  createRoute({ ...meta, method: "get", path: "/{id}", summary: "Deprecated: use GET /api/publishing-accounts/{id}", request: params, responses: goneResponse }),
  createRoute({ ...meta, method: "put", path: "/{id}", summary: "Deprecated: use PUT /api/publishing-accounts/{id}", request: params, responses: goneResponse }),
  createRoute({ ...meta, method: "delete", path: "/{id}", summary: "Deprecated: use DELETE /api/publishing-accounts/{id}", request: params, responses: goneResponse }),
  createRoute({ ...meta, method: "post", path: "/{id}/test", summary: "Deprecated: use POST /api/publishing-accounts/{id}/test", request: params, responses: goneResponse }),
];

export function createRetiredAccountConnectionsRouter() {
  const router = createRouter();
  for (const operation of operations) {
    router.openapi(operation, (c) => {
      const successor = NEW_BASE + c.req.path.replace(/^.*?\/account-connections/, "");
      throw gone(messages.publishing.accountConnectionsRetired(successor), successor);
    });
  }
  return router;
}
