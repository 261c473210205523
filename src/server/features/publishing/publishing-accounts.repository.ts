import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { publishingAccounts, accounts } from "@/server/db/schema";
import type { PublishingAccount } from "@/shared/contracts/publishing";

export type PublishingAccountRow = typeof publishingAccounts.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/**
 * The context a publishing account's secret is sealed with: a ciphertext copied to another account does not open.
 * It keeps the old name ("account_connection") because secrets already sealed with it must still open.
 */
export const secretContext = (accountId: string) => `account_connection:${accountId}`;

export function toPublishingAccount(row: PublishingAccountRow): PublishingAccount {
  return {
    account_id: row.accountId,
    platform: row.platform,
    settings: row.settings,
    secret_hint: row.secretHint,
    checked_at: toIso(row.checkedAt),
    check_error: row.checkError,
    token_expires_at: toIso(row.tokenExpiresAt),
    reconnect_reason: row.reconnectReason,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

export interface PublishingAccountValues {
  platform: PublishingAccountRow["platform"];
  settings: Record<string, string>;
  secretSealed: string;
  secretHint: string;
  /** The check made when saving: when, and the platform's reason when it failed (null when it worked). */
  checkedAt: string;
  checkError: string | null;
}

export function createPublishingAccountsRepository(db: Db) {
  return {
    async list(workspaceId: string): Promise<PublishingAccountRow[]> {
      return db.select().from(publishingAccounts).where(eq(publishingAccounts.workspaceId, workspaceId)).limit(1000);
    },

    async find(workspaceId: string, accountId: string): Promise<PublishingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(publishingAccounts)
        .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)))
        .limit(1);
      return row;
    },

    async findAccount(workspaceId: string, accountId: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, accountId)))
        .limit(1);
      return row;
    },

    /** Accounts with their publishing accounts (null where none is saved). */
    async accountsWithPublishingAccounts(workspaceId: string, accountIds: string[]) {
      const rows = await db
        .select({ account: accounts, publishingAccount: publishingAccounts })
        .from(accounts)
        .leftJoin(publishingAccounts, eq(publishingAccounts.accountId, accounts.id))
        .where(eq(accounts.workspaceId, workspaceId));
      return rows.filter((r) => accountIds.includes(r.account.id));
    },

    /** Saves the account's publishing account in the workspace; `userId` is who saved it first. */
    async upsert(workspaceId: string, userId: string, accountId: string, values: PublishingAccountValues, now: string): Promise<PublishingAccountRow> {
      const set = { ...values, updatedAt: now };
      const [row] = await db
        .insert(publishingAccounts)
        .values({ accountId, userId, workspaceId, ...set, createdAt: now })
        .onConflictDoUpdate({ target: publishingAccounts.accountId, set, where: eq(publishingAccounts.workspaceId, workspaceId) })
        .returning();
      return row;
    },

    async recordCheck(workspaceId: string, accountId: string, error: string | null, now: string): Promise<void> {
      await db
        .update(publishingAccounts)
        .set({ checkedAt: now, checkError: error })
        .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)));
    },

    async remove(workspaceId: string, accountId: string): Promise<boolean> {
      const rows = await db
        .delete(publishingAccounts)
        .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)))
        .returning({ id: publishingAccounts.accountId });
      return rows.length > 0;
    },
  };
}
