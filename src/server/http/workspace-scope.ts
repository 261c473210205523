import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, WorkspaceScope } from "@/server/app-env";
import { findMembership } from "@/server/db/memberships";
import { badRequest, forbidden, notFound } from "@/server/lib/errors";
import { isWorkspaceId, WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload, workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { CAPABILITIES, type Capability, can } from "@/shared/roles";
import type { ApiKeyScope } from "@/shared/contracts/api-keys";

/** The header every web and API call names its workspace with; absent means the caller's personal workspace. */
export const WORKSPACE_HEADER = "x-workspace-id";

/**
 * Sets `c.var.workspace` from the X-Workspace-Id header (after requireUser): the caller must be a member, or the
 * answer is 404, as for any other row that is not theirs (no existence leak). Runs once per request.
 */
export const requireWorkspace = createMiddleware<AppEnv>(async (c, next) => {
  await workspaceOf(c);
  await next();
});

/**
 * The request's workspace, resolved as requireWorkspace does (once per request) for code that runs under a route
 * not yet declaring requireWorkspace (e.g. storing generated images against the workspace's storage quota).
 */
export async function workspaceOf(c: Context<AppEnv>): Promise<WorkspaceScope> {
  const known = c.get("workspace");
  if (known) return known;
  const header = c.req.header(WORKSPACE_HEADER)?.trim() || undefined;
  if (header !== undefined && !isWorkspaceId(header)) throw badRequest(messages.workspaces.invalidId, "invalid_workspace_id");
  const key = c.var.user.apiKey;
  // An API key acts in its own workspace only: no header means that one, another one is answered as unknown.
  if (key && header !== undefined && header !== key.workspaceId) throw notFound(messages.workspaces.notFound, "workspace_not_found");
  const scope = await findMembership(c.var.deps.database.db, c.var.user.id, key ? key.workspaceId : header);
  if (!scope) throw notFound(messages.workspaces.notFound, "workspace_not_found");
  c.set("workspace", scope);
  return scope;
}

/** Whether an API key's scopes allow a capability: each scope its own, any scope reading; never manage or own. */
export function keyAllows(scopes: readonly ApiKeyScope[], capability: Capability): boolean {
  if (capability === "read") return scopes.length > 0;
  return (scopes as readonly string[]).includes(capability);
}

/** 403 unless the caller's role in the request's workspace may do `capability` (src/shared/roles.ts). */
export function requireCapability(capability: Capability) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const scope = c.get("workspace");
    if (!scope) throw new Error("requireCapability runs after requireWorkspace");
    if (!can(scope.role, capability)) {
      throw forbidden(messages.workspaces.roleCannot(scope.role, messages.workspaces.actions[capability]), `needs_${CAPABILITIES[capability]}`);
    }
    const key = c.var.user.apiKey;
    if (key && !keyAllows(key.scopes, capability)) {
      throw forbidden(capability === "manage" || capability === "own" ? messages.apiKeys.notHere : messages.apiKeys.scopeMissing(capability), `api_key_needs_${capability}`);
    }
    await next();
  });
}

/**
 * 403 for an API key without `capability`'s scope, whatever the person's role: scheduling is open to writers (their
 * posts wait for approval) but a key schedules only with the publish scope.
 */
export function requireKeyScope(capability: "write" | "publish") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.var.user.apiKey;
    if (key && !keyAllows(key.scopes, capability)) throw forbidden(messages.apiKeys.scopeMissing(capability), `api_key_needs_${capability}`);
    await next();
  });
}

/**
 * Tells every member's open pages that a resource of the request's workspace changed (after the write committed).
 * `resource` names the web's query root (src/web/lib/query-roots.ts). Never fails the request: a missed event is
 * caught up when a socket reopens. `workspaceId` names another workspace than the request's (an instance
 * administrator setting a workspace's storage quota).
 */
export async function publishWorkspaceChange(c: Context<AppEnv>, resource: string, id: string | null, workspaceId: string = c.var.workspace.id): Promise<void> {
  const hub = c.var.deps.services.realtime;
  if (!hub) return;
  const payload: WorkspaceChangedPayload = { resource, id, by: c.var.user.id };
  await hub.publish(workspaceChannel(workspaceId), WORKSPACE_CHANGED_EVENT, payload).catch((err: unknown) => c.var.log?.warn({ err }, "workspace change not announced"));
}
