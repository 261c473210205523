import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createPglite, openDatabase, type Database } from "@/server/db/client";
import { migrate, migrationsFolder } from "@/server/db/migrate";
import { seedDatabase } from "@/server/seed";

/**
 * A fresh, migrated and seeded database per call. PGlite: migrate once per worker, then clone.
 * PostgreSQL (TEST_DATABASE_URL): a template database per migration set, copied per call.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

let template: Promise<PGlite> | undefined;

async function createPgliteTestDatabase(): Promise<Database> {
  template ??= (async () => {
    const client = await createPglite();
    const database = await openDatabase({ pglite: client });
    await migrate(database);
    await seedDatabase(database.db);
    return client;
  })();
  const clone = (await (await template).clone()) as PGlite;
  return openDatabase({ pglite: clone });
}

/** The template database is reused while the migrations and the seed data it was built from are unchanged. */
function migrationsHash(): string {
  const hash = createHash("sha1").update(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  const seedDir = path.resolve(migrationsFolder, "../seed");
  for (const file of readdirSync(seedDir).sort()) hash.update(readFileSync(path.join(seedDir, file)));
  // The SQL itself too: a migration edited before it lands must not reuse a template built from the old text.
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).sort()) hash.update(readFileSync(path.join(migrationsFolder, file)));
  hash.update(readFileSync(path.resolve(migrationsFolder, "../../ai/model-catalog.ts")));
  return hash.digest("hex").slice(0, 10);
}

async function createPostgresTestDatabase(url: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const templateName = `cs_test_tpl_${migrationsHash()}`;
  const name = `cs_test_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query("select pg_advisory_lock(724115002)");
    const exists = await admin.query("select 1 from pg_database where datname = $1", [templateName]);
    if (!exists.rowCount) {
      await admin.query(`create database ${templateName}`);
      const database = await openDatabase({ databaseUrl: withDatabase(url, templateName), poolSize: 2 });
      await migrate(database);
      await seedDatabase(database.db);
      await database.close();
      // Templates of earlier migration or seed sets are no longer used.
      const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'cs_test_tpl_%' and datname <> $1", [templateName]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`).catch(() => {});
    }
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.query("select pg_advisory_unlock(724115002)").catch(() => {});
    await admin.end();
  }
  return withDropOnClose(await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 }), url, name);
}

/** An empty, unmigrated database (PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set): migration tests. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pglite: await createPglite() });
  const name = `cs_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  return withDropOnClose(await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 }), url, name);
}

function withDropOnClose(database: Database, url: string, name: string): Database {
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await dropper.end();
  };
  return database;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
