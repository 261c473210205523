import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { accountConnections, accounts } from "@/server/db/schema";
import type { Connection } from "@/shared/contracts/publishing";

export type ConnectionRow = typeof accountConnections.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The context a connection's secret is sealed with: a ciphertext copied to another account does not open. */
export const secretContext = (accountId: string) => `account_connection:${accountId}`;

export function toConnection(row: ConnectionRow): Connection {
  return {
    account_id: row.accountId,
    platform: row.platform,
    settings: row.settings,
    secret_hint: row.secretHint,
    checked_at: toIso(row.checkedAt),
    check_error: row.checkError,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

export interface ConnectionValues {
  platform: ConnectionRow["platform"];
  settings: Record<string, string>;
  secretSealed: string;
  secretHint: string;
}

export function createConnectionsRepository(db: Db) {
  return {
    async list(userId: string): Promise<ConnectionRow[]> {
      return db.select().from(accountConnections).where(eq(accountConnections.userId, userId)).limit(1000);
    },

    async find(userId: string, accountId: string): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(accountConnections)
        .where(and(eq(accountConnections.userId, userId), eq(accountConnections.accountId, accountId)))
        .limit(1);
      return row;
    },

    async findAccount(userId: string, accountId: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.id, accountId))).limit(1);
      return row;
    },

    /** Accounts with their connections (missing connections are null). */
    async accountsWithConnections(userId: string, accountIds: string[]) {
      const rows = await db
        .select({ account: accounts, connection: accountConnections })
        .from(accounts)
        .leftJoin(accountConnections, eq(accountConnections.accountId, accounts.id))
        .where(eq(accounts.userId, userId));
      return rows.filter((r) => accountIds.includes(r.account.id));
    },

    async upsert(userId: string, accountId: string, values: ConnectionValues, now: string): Promise<ConnectionRow> {
      const set = { ...values, checkedAt: null, checkError: null, updatedAt: now };
      const [row] = await db
        .insert(accountConnections)
        .values({ accountId, userId, ...set, createdAt: now })
        .onConflictDoUpdate({ target: accountConnections.accountId, set, where: eq(accountConnections.userId, userId) })
        .returning();
      return row;
    },

    async recordCheck(userId: string, accountId: string, error: string | null, now: string): Promise<void> {
      await db
        .update(accountConnections)
        .set({ checkedAt: now, checkError: error })
        .where(and(eq(accountConnections.userId, userId), eq(accountConnections.accountId, accountId)));
    },

    async remove(userId: string, accountId: string): Promise<boolean> {
      const rows = await db
        .delete(accountConnections)
        .where(and(eq(accountConnections.userId, userId), eq(accountConnections.accountId, accountId)))
        .returning({ id: accountConnections.accountId });
      return rows.length > 0;
    },
  };
}
