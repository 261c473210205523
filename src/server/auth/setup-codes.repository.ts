import { desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminSetupCodes, users } from "@/server/db/schema";

/** Codes kept at once: instances starting together each add one; a restart loop cannot grow the table. */
const KEEP = 20;

/** The first-administrator setup codes (decision 003); takes a transaction where the caller holds one. */
export function createSetupCodesRepository(db: Db) {
  return {
    async adminExists(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
      return rows.length > 0;
    },

    /** Adds a code; only the newest KEEP stay valid. */
    async add(codeHash: string): Promise<void> {
      await db.insert(adminSetupCodes).values({ codeHash }).onConflictDoNothing();
      const newest = db.select({ codeHash: adminSetupCodes.codeHash }).from(adminSetupCodes).orderBy(desc(adminSetupCodes.createdAt)).limit(KEEP);
      await db.delete(adminSetupCodes).where(notInArray(adminSetupCodes.codeHash, newest));
    },

    async isValid(codeHash: string): Promise<boolean> {
      const rows = await db.select({ one: sql`1` }).from(adminSetupCodes).where(eq(adminSetupCodes.codeHash, codeHash)).limit(1);
      return rows.length > 0;
    },

    /** Once an administrator exists no code is needed, and none works. */
    async clear(): Promise<void> {
      await db.delete(adminSetupCodes);
    },
  };
}

export type SetupCodesRepository = ReturnType<typeof createSetupCodesRepository>;
