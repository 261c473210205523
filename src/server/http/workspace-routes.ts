/** What routes that act in a workspace share (issue 25): the row's author and the answers every such route can give. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import { requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { errorResponses, json } from "@/server/lib/openapi";
import { errorSchema } from "@/shared/contracts/common";
import type { Capability } from "@/shared/roles";

export type { WorkspaceAuthor };

/** The request's workspace and caller (after requireUser and requireWorkspace). */
export function authorOf(c: Context<AppEnv>): WorkspaceAuthor {
  return { workspaceId: c.get("workspace").id, userId: c.get("user").id };
}

/**
 * The common errors of a route that acts in the X-Workspace-Id workspace: 403 when the caller's role may not do it,
 * 404 when the caller is not a member (or the row is not the workspace's).
 */
export const workspaceErrorResponses = {
  ...errorResponses,
  403: json(errorSchema, "The caller's role in the workspace may not do this (the message names the role)"),
  404: json(errorSchema, "Not found: the workspace is not the caller's, or the row is not the workspace's"),
};

/**
 * A workspace route's middleware: signed in, a member of the X-Workspace-Id workspace, and a role that may do
 * `capability` ("read" for reads, "write" for content writes and generation, "manage" for brands; src/shared/roles.ts).
 */
export const inWorkspace = (capability: Capability): MiddlewareHandler<AppEnv>[] => [requireCaller, requireWorkspace, requireCapability(capability)];
