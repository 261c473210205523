import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { apiKeys, oauthClients, oauthCodes, oauthRefreshTokens } from "@/server/db/schema";
import type { ApiKeyScope } from "@/shared/contracts/api-keys";

export type OAuthClient = typeof oauthClients.$inferSelect;

export function createOAuthRepository(db: Db) {
  return {
    async registerClient(input: { name: string; redirectUris: string[]; createdIp: string }): Promise<OAuthClient> {
      const [row] = await db.insert(oauthClients).values(input).returning();
      return row;
    },

    async findClient(id: string): Promise<OAuthClient | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id));
      return row;
    },

    async saveCode(input: typeof oauthCodes.$inferInsert, nowIso: string): Promise<void> {
      // Old codes go as new ones come (they are useless after ten minutes).
      await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, nowIso));
      await db.insert(oauthCodes).values(input);
    },

    /** Takes a code once: answers it only if it was unused and unexpired, and marks it used in the same statement. */
    async takeCode(codeHash: string, nowIso: string) {
      const [row] = await db
        .update(oauthCodes)
        .set({ usedAt: nowIso })
        .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
        .returning();
      if (!row || new Date(row.expiresAt).getTime() <= new Date(nowIso).getTime()) return undefined;
      return row;
    },

    /** The key an assistant holds (its access token's hash rotates) with its first refresh token. */
    async issueKey(input: {
      workspaceId: string;
      userId: string;
      clientId: string;
      name: string;
      scopes: ApiKeyScope[];
      hint: string;
      keyHash: string;
      expiresAt: string;
      refreshHash: string;
      refreshExpiresAt: string;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [key] = await tx
          .insert(apiKeys)
          .values({
            workspaceId: input.workspaceId,
            userId: input.userId,
            oauthClientId: input.clientId,
            name: input.name,
            scopes: input.scopes,
            hint: input.hint,
            keyHash: input.keyHash,
            expiresAt: input.expiresAt,
          })
          .returning({ id: apiKeys.id });
        await tx.insert(oauthRefreshTokens).values({ apiKeyId: key.id, tokenHash: input.refreshHash, expiresAt: input.refreshExpiresAt });
        return key.id;
      });
    },

    /** The key a refresh token belongs to, found by the current token or (reuse of a stolen copy) the previous one. */
    async findRefresh(tokenHash: string) {
      const [current] = await db
        .select({ apiKeyId: oauthRefreshTokens.apiKeyId, expiresAt: oauthRefreshTokens.expiresAt, key: apiKeys })
        .from(oauthRefreshTokens)
        .innerJoin(apiKeys, eq(apiKeys.id, oauthRefreshTokens.apiKeyId))
        .where(eq(oauthRefreshTokens.tokenHash, tokenHash));
      if (current) return { ...current, reused: false };
      const [previous] = await db
        .select({ apiKeyId: oauthRefreshTokens.apiKeyId, expiresAt: oauthRefreshTokens.expiresAt, key: apiKeys })
        .from(oauthRefreshTokens)
        .innerJoin(apiKeys, eq(apiKeys.id, oauthRefreshTokens.apiKeyId))
        .where(eq(oauthRefreshTokens.previousHash, tokenHash));
      return previous ? { ...previous, reused: true } : undefined;
    },

    /** Rotates both tokens, only if the refresh token presented is still the current one (a race loses). */
    async rotate(input: {
      apiKeyId: string;
      presentedHash: string;
      keyHash: string;
      hint: string;
      expiresAt: string;
      refreshHash: string;
      refreshExpiresAt: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(oauthRefreshTokens)
          .set({ tokenHash: input.refreshHash, previousHash: input.presentedHash, expiresAt: input.refreshExpiresAt })
          .where(and(eq(oauthRefreshTokens.apiKeyId, input.apiKeyId), eq(oauthRefreshTokens.tokenHash, input.presentedHash)))
          .returning({ id: oauthRefreshTokens.apiKeyId });
        if (!rotated.length) return false;
        await tx.update(apiKeys).set({ keyHash: input.keyHash, hint: input.hint, expiresAt: input.expiresAt }).where(eq(apiKeys.id, input.apiKeyId));
        return true;
      });
    },

    /** An assistant's key by its current access token (only keys issued through this flow). */
    async findKeyIdByAccessHash(keyHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNotNull(apiKeys.oauthClientId)));
      return row?.id;
    },

    async revokeKey(apiKeyId: string, nowIso: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: nowIso })
        .where(and(eq(apiKeys.id, apiKeyId), isNull(apiKeys.revokedAt)));
    },
  };
}
