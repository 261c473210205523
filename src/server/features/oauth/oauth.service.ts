/**
 * The rules of the MCP authorization flow (OAuth 2.1 with PKCE, RFC 7591 registration, RFC 8707 resources), kept
 * apart from HTTP so they are unit-tested: which redirect addresses a client may register, how a PKCE verifier is
 * checked, which scopes a request names.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/shared/contracts/api-keys";
import { messages } from "@/shared/messages";

export const MAX_REDIRECT_URIS = 10;
export const CODE_TTL_MS = 10 * 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A redirect address an assistant may register: https anywhere, http only on this machine's loopback; never a fragment. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return messages.oauth.redirectUriInvalid(uri.slice(0, 200));
  }
  if (url.hash || uri.includes("#")) return messages.oauth.redirectUriInvalid(uri.slice(0, 200));
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return null;
  return messages.oauth.redirectUriInvalid(uri.slice(0, 200));
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge (compared in constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash("sha256").update(verifier).digest("base64url"));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** The scopes a space-separated `scope` names (all three when absent); an unknown one is refused with its name. */
export function parseScopes(scope: string | undefined): { scopes: ApiKeyScope[] } | { error: string } {
  if (!scope?.trim()) return { scopes: [...API_KEY_SCOPES] };
  const out = new Set<ApiKeyScope>();
  for (const s of scope.trim().split(/\s+/)) {
    if (!(API_KEY_SCOPES as readonly string[]).includes(s)) return { error: messages.oauth.scopeUnknown(s.slice(0, 50)) };
    out.add(s as ApiKeyScope);
  }
  return { scopes: [...out] };
}

/** The assistant's redirect address with the answer's parameters added (its own query kept). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The MCP endpoint's address, which tokens are issued for (RFC 8707) and which the resource metadata names. */
export const mcpResource = (publicUrl: string) => `${new URL(publicUrl).origin}/mcp`;

/** Whether a `resource` a client sent names this server's MCP endpoint (with or without a trailing slash). */
export function resourceMatches(resource: string | undefined | null, publicUrl: string): boolean {
  if (!resource) return true;
  return resource.replace(/\/$/, "") === mcpResource(publicUrl) || resource.replace(/\/$/, "") === new URL(publicUrl).origin;
}
