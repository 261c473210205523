import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireUser } from "@/server/auth/middleware";
import { hashToken, randomToken } from "@/server/auth/tokens";
import { findMembership } from "@/server/db/memberships";
import { createRouter } from "@/server/http/router";
import { badRequest, forbidden } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { errorSchema } from "@/shared/contracts/common";
import {
  type AuthorizationRequest,
  authorizationDecisionBody,
  authorizationPreviewSchema,
  authorizationRedirectSchema,
  authorizationRequestSchema,
} from "@/shared/contracts/oauth";
import { messages } from "@/shared/messages";
import { createOAuthRepository, type OAuthClient } from "./oauth.repository";
import { CODE_TTL_MS, parseScopes, redirectWith, resourceMatches } from "./oauth.service";

/**
 * The consent step of the MCP authorization flow (issue 29 point 4), for the signed-in person on /oauth/authorize:
 * read what an assistant asks for, then allow it (in one workspace, with some scopes) or deny it. The protocol's
 * own endpoints (metadata, registration, token, revocation) are in oauth.protocol.ts.
 */
const meta = signedInMeta("oauth");
const o = messages.oauth;

const preview = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "get",
  path: "/authorization",
  summary: "What an assistant's authorization request asks for (the consent page shows it); a bad request is never redirected",
  request: { query: authorizationRequestSchema },
  responses: { 200: json(authorizationPreviewSchema, "The request"), ...errorResponses },
});
const decide = createRoute({
  ...meta,
  middleware: [requireUser] as const,
  method: "post",
  path: "/authorization",
  summary: "Allow (in one workspace, with some scopes) or deny an assistant's request; answers where the browser goes next",
  request: jsonBody(authorizationDecisionBody),
  responses: {
    200: json(authorizationRedirectSchema, "The assistant's redirect address with the code or the refusal"),
    ...errorResponses,
    403: json(errorSchema, "Not a member of that workspace"),
  },
});

/** Checks a request against its registered client: unknown clients and unregistered redirects are refused here, never redirected. */
async function checkRequest(c: Context<AppEnv>, req: AuthorizationRequest): Promise<{ client: OAuthClient; scopes: ReturnType<typeof parseScopes> }> {
  const repo = createOAuthRepository(c.var.deps.database.db);
  const client = await repo.findClient(req.client_id);
  if (!client) throw badRequest(o.clientUnknown, "invalid_client");
  if (!client.redirectUris.includes(req.redirect_uri)) throw badRequest(o.redirectMismatch, "invalid_redirect_uri");
  return { client, scopes: parseScopes(req.scope) };
}

export function createOAuthRouter() {
  const app = createRouter();

  app.openapi(preview, async (c) => {
    const req = c.req.valid("query");
    const { client, scopes } = await checkRequest(c, req);
    if ("error" in scopes) throw badRequest(scopes.error, "invalid_scope");
    if (req.response_type !== "code") throw badRequest(o.responseTypeUnsupported, "unsupported_response_type");
    if (!req.code_challenge || req.code_challenge_method !== "S256") throw badRequest(o.challengeRequired, "invalid_request");
    if (!resourceMatches(req.resource, c.var.deps.config.publicUrl)) throw badRequest(o.resourceMismatch, "invalid_target");
    return c.json({ client_name: client.name, redirect_host: new URL(req.redirect_uri).host, scopes: scopes.scopes }, 200);
  });

  app.openapi(decide, async (c) => {
    const body = c.req.valid("json");
    const { client, scopes } = await checkRequest(c, body);
    const { deps, user } = c.var;
    const iss = new URL(deps.config.publicUrl).origin;
    const refuse = (error: string) => c.json({ redirect_to: redirectWith(body.redirect_uri, { error, state: body.state, iss }) }, 200);
    if (body.decision === "deny") return refuse("access_denied");
    if ("error" in scopes) return refuse("invalid_scope");
    if (body.response_type !== "code") return refuse("unsupported_response_type");
    if (!body.code_challenge || body.code_challenge_method !== "S256") return refuse("invalid_request");
    if (!resourceMatches(body.resource, deps.config.publicUrl)) return refuse("invalid_target");
    // The person narrows the scopes asked for; never widens them.
    const granted = (body.scopes ?? scopes.scopes).filter((s) => scopes.scopes.includes(s));
    if (!granted.length) return refuse("access_denied");
    const membership = await findMembership(deps.database.db, user.id, body.workspace_id);
    if (!body.workspace_id || !membership) throw forbidden(o.notMember, "not_member");
    const code = randomToken(32);
    const now = deps.clock.now();
    await createOAuthRepository(deps.database.db).saveCode(
      {
        codeHash: hashToken(code),
        clientId: client.id,
        userId: user.id,
        workspaceId: body.workspace_id,
        scopes: granted,
        redirectUri: body.redirect_uri,
        codeChallenge: body.code_challenge,
        resource: body.resource ?? null,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      },
      now.toISOString(),
    );
    return c.json({ redirect_to: redirectWith(body.redirect_uri, { code, state: body.state, iss }) }, 200);
  });

  return app;
}
