/**
 * The protocol side of the MCP authorization flow (issue 29 point 4; the MCP specification's "Authorization"):
 * - /.well-known/oauth-protected-resource(/mcp): the MCP endpoint's resource metadata (RFC 9728), which /mcp's 401
 *   names in WWW-Authenticate;
 * - /.well-known/oauth-authorization-server: this server's metadata (RFC 8414);
 * - POST /oauth/register: dynamic client registration (RFC 7591), public clients only (PKCE, no secret);
 * - POST /oauth/token: the code (with its PKCE verifier) or a refresh token for an access token, which is a key of the
 *   chosen workspace with the granted scopes (so every check an API key meets holds), valid one hour;
 * - POST /oauth/revoke (RFC 7009).
 * The consent page is the web app's /oauth/authorize; its API is oauth.routes.ts. Answers follow RFC 6749's error
 * shape ({ error, error_description }), which assistants read.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AppEnv } from "@/server/app-env";
import { hashToken, randomToken } from "@/server/auth/tokens";
import { findMembership } from "@/server/db/memberships";
import { clientIp } from "@/server/http/client-ip";
import { limitClientIp } from "@/server/http/enforce-rate";
import { HttpError } from "@/server/lib/errors";
import { LIMITS } from "@/shared/constants";
import { API_KEY_SCOPES } from "@/shared/contracts/api-keys";
import { OAUTH_ACCESS_TOKEN_PREFIX, OAUTH_REFRESH_TOKEN_PREFIX } from "@/shared/contracts/oauth";
import { messages } from "@/shared/messages";
import { createOAuthRepository } from "./oauth.repository";
import {
  ACCESS_TOKEN_TTL_S,
  MAX_REDIRECT_URIS,
  mcpResource,
  REFRESH_TOKEN_TTL_MS,
  redirectUriProblem,
  resourceMatches,
  verifierMatches,
} from "./oauth.service";

const o = messages.oauth;
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

class OAuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(message);
  }
}

/** The form (or JSON) body of a protocol request, as strings. */
async function readParams(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("application/json")) return (await c.req.json()) as Record<string, unknown>;
    const form = new URLSearchParams(await c.req.text());
    return Object.fromEntries(form);
  } catch {
    throw new OAuthError("invalid_request", o.bodyInvalid);
  }
}
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A new access token (a key of the workspace) and refresh token, as /oauth/token answers them. */
function newTokens(now: Date) {
  const access = `${OAUTH_ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
  const refresh = `${OAUTH_REFRESH_TOKEN_PREFIX}${randomToken(32)}`;
  return {
    access,
    refresh,
    keyHash: hashToken(access),
    hint: `${access.slice(0, OAUTH_ACCESS_TOKEN_PREFIX.length + 4)}…`,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000).toISOString(),
    refreshHash: hashToken(refresh),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
  };
}
const tokenAnswer = (t: ReturnType<typeof newTokens>, scopes: string[]) => ({
  access_token: t.access,
  token_type: "Bearer",
  expires_in: ACCESS_TOKEN_TTL_S,
  refresh_token: t.refresh,
  scope: scopes.join(" "),
});

export function createOAuthProtocol() {
  const app = new Hono<AppEnv>();
  // Assistants running in a browser read metadata and exchange codes across origins; no cookies are involved.
  app.use("/.well-known/*", cors({ origin: "*", maxAge: 600 }));
  app.use("/oauth/*", cors({ origin: "*", allowHeaders: ["Content-Type", "Authorization"], maxAge: 600 }));
  app.use("/oauth/*", async (c, next) => {
    if (c.req.method === "POST") await limitClientIp(c);
    await next();
  });
  app.use(
    "/oauth/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, "payload_too_large", messages.api.payloadTooLarge);
      },
    }),
  );
  app.onError((err, c) => {
    if (err instanceof OAuthError) return c.json({ error: err.code, error_description: err.message }, err.status, NO_STORE);
    throw err;
  });

  const resourceMetadata = (c: Context<AppEnv>) => {
    const origin = new URL(c.var.deps.config.publicUrl).origin;
    return c.json({
      resource: mcpResource(origin),
      authorization_servers: [origin],
      scopes_supported: [...API_KEY_SCOPES],
      bearer_methods_supported: ["header"],
      resource_name: messages.common.productName,
      resource_documentation: `${origin}/api/docs`,
    });
  };
  app.get("/.well-known/oauth-protected-resource", resourceMetadata);
  app.get("/.well-known/oauth-protected-resource/mcp", resourceMetadata);
  app.get("/.well-known/oauth-authorization-server", (c) => {
    const origin = new URL(c.var.deps.config.publicUrl).origin;
    return c.json({
      issuer: origin,
      authorization_endpoint: `${origin}/oauth/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      registration_endpoint: `${origin}/oauth/register`,
      revocation_endpoint: `${origin}/oauth/revoke`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
      revocation_endpoint_auth_methods_supported: ["none"],
      scopes_supported: [...API_KEY_SCOPES],
      authorization_response_iss_parameter_supported: true,
    });
  });

  app.post("/oauth/register", async (c) => {
    const body = await readParams(c);
    const uris = Array.isArray(body.redirect_uris) ? body.redirect_uris.filter((u): u is string => typeof u === "string") : [];
    if (!uris.length) throw new OAuthError("invalid_redirect_uri", o.redirectUrisRequired);
    if (uris.length > MAX_REDIRECT_URIS) throw new OAuthError("invalid_redirect_uri", o.tooManyRedirectUris(MAX_REDIRECT_URIS));
    for (const uri of uris) {
      const problem = uri.length > 2000 ? o.redirectUriInvalid(uri.slice(0, 200)) : redirectUriProblem(uri);
      if (problem) throw new OAuthError("invalid_redirect_uri", problem);
    }
    const name = (str(body.client_name) ?? "").trim().slice(0, LIMITS.nameChars - 12) || new URL(uris[0]).host;
    const client = await createOAuthRepository(c.var.deps.database.db).registerClient({ name, redirectUris: uris, createdIp: clientIp(c) });
    return c.json(
      {
        client_id: client.id,
        client_id_issued_at: Math.floor(new Date(client.createdAt).getTime() / 1000),
        client_name: client.name,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      },
      201,
      NO_STORE,
    );
  });

  app.post("/oauth/token", async (c) => {
    const p = await readParams(c);
    const { deps } = c.var;
    const repo = createOAuthRepository(deps.database.db);
    const now = deps.clock.now();
    const grant = str(p.grant_type);
    if (grant === "authorization_code") {
      const code = str(p.code);
      const verifier = str(p.code_verifier);
      if (!code || !verifier) throw new OAuthError("invalid_request", o.codeInvalid);
      const taken = await repo.takeCode(hashToken(code), now.toISOString());
      if (!taken || taken.clientId !== str(p.client_id) || taken.redirectUri !== str(p.redirect_uri)) throw new OAuthError("invalid_grant", o.codeInvalid);
      if (!verifierMatches(verifier, taken.codeChallenge)) throw new OAuthError("invalid_grant", o.verifierInvalid);
      const resource = str(p.resource);
      if (
        (resource && taken.resource && resource.replace(/\/$/, "") !== taken.resource.replace(/\/$/, "")) ||
        !resourceMatches(resource, deps.config.publicUrl)
      ) {
        throw new OAuthError("invalid_target", o.resourceMismatch);
      }
      // A person removed from the workspace since they consented gets nothing.
      if (!(await findMembership(deps.database.db, taken.userId, taken.workspaceId))) throw new OAuthError("invalid_grant", o.notMember);
      const client = await repo.findClient(taken.clientId);
      if (!client) throw new OAuthError("invalid_client", o.clientUnknown, 401);
      const tokens = newTokens(now);
      await repo.issueKey({
        workspaceId: taken.workspaceId,
        userId: taken.userId,
        clientId: client.id,
        name: `Assistant: ${client.name}`,
        scopes: taken.scopes,
        hint: tokens.hint,
        keyHash: tokens.keyHash,
        expiresAt: tokens.expiresAt,
        refreshHash: tokens.refreshHash,
        refreshExpiresAt: tokens.refreshExpiresAt,
      });
      return c.json(tokenAnswer(tokens, taken.scopes), 200, NO_STORE);
    }
    if (grant === "refresh_token") {
      const presented = str(p.refresh_token);
      if (!presented) throw new OAuthError("invalid_request", o.refreshInvalid);
      const presentedHash = hashToken(presented);
      const found = await repo.findRefresh(presentedHash);
      if (!found) throw new OAuthError("invalid_grant", o.refreshInvalid);
      if (found.reused) {
        // A refresh token used twice was copied: the key stops working for both holders.
        await repo.revokeKey(found.apiKeyId, now.toISOString());
        throw new OAuthError("invalid_grant", o.refreshInvalid);
      }
      const { key } = found;
      const clientId = str(p.client_id);
      if (key.revokedAt || new Date(found.expiresAt).getTime() <= now.getTime() || (clientId && key.oauthClientId !== clientId))
        throw new OAuthError("invalid_grant", o.refreshInvalid);
      if (!(await findMembership(deps.database.db, key.userId, key.workspaceId))) throw new OAuthError("invalid_grant", o.notMember);
      const tokens = newTokens(now);
      const rotated = await repo.rotate({ apiKeyId: key.id, presentedHash, ...tokens });
      if (!rotated) throw new OAuthError("invalid_grant", o.refreshInvalid);
      return c.json(tokenAnswer(tokens, key.scopes), 200, NO_STORE);
    }
    throw new OAuthError("unsupported_grant_type", o.grantUnsupported);
  });

  app.post("/oauth/revoke", async (c) => {
    const p = await readParams(c);
    const token = str(p.token);
    const { deps } = c.var;
    if (token) {
      const repo = createOAuthRepository(deps.database.db);
      const refresh = await repo.findRefresh(hashToken(token));
      const keyId = refresh?.apiKeyId ?? (await repo.findKeyIdByAccessHash(hashToken(token)));
      if (keyId) await repo.revokeKey(keyId, deps.clock.now().toISOString());
    }
    // RFC 7009: an unknown token is answered the same way.
    return c.body(null, 200, NO_STORE);
  });

  return app;
}
