/** What readiness reads: the newest migration the database has applied (drizzle's own bookkeeping table). */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "@/server/db/client";
import { migrationsFolder } from "@/server/db/migrate";

const LATEST_APPLIED = `select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`;

/** The journal time of the newest migration this build carries (drizzle records it as created_at when applied). */
export function latestMigrationOfBuild(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export function createOpsRepository(database: Database) {
  return {
    /** The journal time of the newest applied migration (0 when none or the table is missing). */
    async latestAppliedMigration(): Promise<number> {
      try {
        const { rows } = await database.executeSql(LATEST_APPLIED, []);
        return Number(rows[0]?.at ?? 0);
      } catch (err) {
        // No bookkeeping table yet: nothing is migrated. Anything else (the database is down) is the caller's.
        if ((err as { code?: string }).code === "42P01" || (err as { code?: string }).code === "3F000") return 0;
        throw err;
      }
    },
  };
}
