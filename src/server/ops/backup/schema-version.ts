/** The app's schema versions as drizzle's migration journal lists them, and a migrations folder cut at one of them. */
import { readFileSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { migrationsFolder } from "@/server/db/migrate";
import * as schema from "@/server/db/schema";

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
  version: string;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal;
}

/** The migrations this version of the app ships, oldest first. */
export function journal(folder = migrationsFolder): JournalEntry[] {
  return readJournal(folder).entries;
}

/**
 * A copy of the migrations folder whose journal stops after `count` migrations: restoring migrates to the
 * backup's own schema, loads the rows, then migrates the rest of the way, so data migrations written since the
 * backup (UPDATEs, backfills) run on the restored rows as they would have on the live database.
 */
export async function migrationsUpTo(count: number, folder = migrationsFolder): Promise<string> {
  const staged = await mkdtemp(path.join(os.tmpdir(), "cs-restore-migrations-"));
  await cp(folder, staged, { recursive: true });
  const full = readJournal(folder);
  await writeFile(path.join(staged, "meta/_journal.json"), JSON.stringify({ ...full, entries: full.entries.slice(0, count) }, null, 2));
  return staged;
}

/** The app's own tables in `public` (this version's schema): the only ones backed up there, or dropped on restore. */
export function appTables(): { schema: string; name: string }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ schema: "public", name: getTableName(table) }));
}
