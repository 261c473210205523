/**
 * API keys as credentials (issue 29): `Authorization: Bearer cs_live_...`. A key is looked up by its SHA-256 on
 * every request (never cached), so a revoked or expired key is refused at once; its last use is recorded at most
 * once a minute per address.
 */
import type { Context } from "hono";
import type { AppEnv, AuthUser } from "@/server/app-env";
import { createApiKeysRepository, LAST_USED_EVERY_MS } from "@/server/features/workspaces/api-keys.repository";
import { clientIp } from "@/server/http/client-ip";
import { type HttpError, unauthorized } from "@/server/lib/errors";
import { API_KEY_PREFIX } from "@/shared/contracts/api-keys";
import { OAUTH_ACCESS_TOKEN_PREFIX } from "@/shared/contracts/oauth";
import { messages } from "@/shared/messages";
import { hashToken, randomToken } from "./tokens";

/** A workspace key: one made on the workspace page, or one an assistant holds through the MCP authorization flow. */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX) || token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX);

/** A new key: the secret shown once, its hash to store and the hint the list shows. */
export function newApiKey(): { key: string; keyHash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  return { key, keyHash: hashToken(key), hint: `${key.slice(0, API_KEY_PREFIX.length + 4)}…` };
}

export async function authenticateApiKey(c: Context<AppEnv>, token: string): Promise<{ ok: true; user: AuthUser } | { ok: false; error: HttpError }> {
  const { database, clock, logger } = c.get("deps");
  const repo = createApiKeysRepository(database.db);
  const key = await repo.findByHash(hashToken(token));
  if (!key || key.user.disabledAt) return { ok: false, error: unauthorized(messages.apiKeys.invalid, "invalid_api_key") };
  if (key.revokedAt) return { ok: false, error: unauthorized(messages.apiKeys.revoked, "api_key_revoked") };
  const now = clock.now();
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return { ok: false, error: unauthorized(messages.apiKeys.expired, "api_key_expired") };
  const ip = clientIp(c);
  const stale = !key.lastUsedAt || now.getTime() - new Date(key.lastUsedAt).getTime() >= LAST_USED_EVERY_MS || key.lastUsedIp !== ip;
  if (stale) await repo.touch(key.id, ip, now).catch((err: unknown) => logger.warn({ err }, "api key use not recorded"));
  return {
    ok: true,
    user: { id: key.user.id, email: key.user.email, role: key.user.role, apiKey: { id: key.id, workspaceId: key.workspaceId, scopes: key.scopes } },
  };
}
