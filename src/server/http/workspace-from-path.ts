import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/app-env";
import { findMembership } from "@/server/db/memberships";
import { notFound } from "@/server/lib/errors";
import { uuidSchema } from "@/shared/contracts/common";
import { messages } from "@/shared/messages";

/**
 * The workspace routes name their workspace in the path (`/api/workspaces/{id}/...`) rather than the
 * X-Workspace-Id header: this sets `c.var.workspace` from it, with the same membership check and the same 404 for a
 * non-member as `requireWorkspace`, so `requireCapability` and `publishWorkspaceChange` work unchanged.
 */
export const requirePathWorkspace = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.param("id");
  // Route middleware runs before the path is validated: a malformed id is answered like an unknown one.
  const key = c.var.user.apiKey;
  const scope = id && uuidSchema.safeParse(id).success && (!key || key.workspaceId === id) ? await findMembership(c.var.deps.database.db, c.var.user.id, id) : undefined;
  if (!scope) throw notFound(messages.workspaces.notFound, "workspace_not_found");
  c.set("workspace", scope);
  await next();
});
