import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { apiKeys, users } from "@/server/db/schema";
import type { ApiKey, ApiKeyScope } from "@/shared/contracts/api-keys";

/** A key row joined with its person, as the API answers it. */
const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  hint: apiKeys.hint,
  userId: apiKeys.userId,
  userEmail: users.email,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};
interface Row {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  hint: string;
  userId: string;
  userEmail: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  createdAt: string;
}

const toDto = (r: Row): ApiKey => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  hint: r.hint,
  user_id: r.userId,
  user_email: r.userEmail,
  expires_at: toIso(r.expiresAt),
  last_used_at: toIso(r.lastUsedAt),
  last_used_ip: r.lastUsedIp,
  revoked_at: toIso(r.revokedAt),
  created_at: toIso(r.createdAt)!,
});

/** What authentication needs of a key (src/server/auth/api-key-auth.ts). */
export interface KeyForAuth {
  id: string;
  workspaceId: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  user: { id: string; email: string; role: "user" | "admin"; disabledAt: string | null };
}

/** Last-used time is written at most this often per key (and whenever the address changes). */
export const LAST_USED_EVERY_MS = 60_000;

export function createApiKeysRepository(db: Db) {
  return {
    async create(input: { workspaceId: string; userId: string; name: string; scopes: ApiKeyScope[]; hint: string; keyHash: string; expiresAt: string | null }): Promise<ApiKey> {
      const [row] = await db.insert(apiKeys).values(input).returning({ id: apiKeys.id });
      return (await this.find(input.workspaceId, row.id))!;
    },

    async find(workspaceId: string, id: string): Promise<ApiKey | undefined> {
      const [row] = await db
        .select(columns)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)));
      return row && toDto(row);
    },

    /** The workspace's keys (newest first); `userId` narrows to one person's. */
    async list(workspaceId: string, userId?: string): Promise<ApiKey[]> {
      const rows = await db
        .select(columns)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.workspaceId, workspaceId), userId ? eq(apiKeys.userId, userId) : undefined))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toDto);
    },

    async revoke(workspaceId: string, id: string, nowIso: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: nowIso })
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },

    async findByHash(keyHash: string): Promise<KeyForAuth | undefined> {
      const [row] = await db
        .select({
          id: apiKeys.id,
          workspaceId: apiKeys.workspaceId,
          scopes: apiKeys.scopes,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          lastUsedAt: apiKeys.lastUsedAt,
          lastUsedIp: apiKeys.lastUsedIp,
          user: { id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt },
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.keyHash, keyHash));
      return row;
    },

    /** Records a use, unless one from the same address was recorded within LAST_USED_EVERY_MS (throttled writes). */
    async touch(id: string, ip: string, now: Date): Promise<void> {
      const nowIso = now.toISOString();
      const before = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
      await db
        .update(apiKeys)
        .set({ lastUsedAt: nowIso, lastUsedIp: ip })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before), sql`${apiKeys.lastUsedIp} is distinct from ${ip}`)));
    },
  };
}
