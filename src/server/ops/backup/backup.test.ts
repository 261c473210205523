/**
 * Backup and restore round trips: a database seeded through the API (users, brands, prompts, history, uploads
 * with files, a scheduled post and its queued job) is backed up, a new empty target is restored from it, and
 * every table is compared row by row and every file byte for byte. On PGlite, on PostgreSQL
 * (TEST_DATABASE_URL), across the two, and with S3 storage (the local S3 server of the storage tests).
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile, cp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { systemClock } from "@/server/lib/clock";
import { loadConfig } from "@/server/config";
import { createStorage } from "@/server/storage/create-storage";
import { BUCKETS, type Storage } from "@/server/storage/storage";
import { createBackupRepository, QUEUE_VERSION_TABLE } from "./backup.repository";
import { createBackup } from "./backup";
import { BackupError, MANIFEST_FILE, sha256Of } from "./manifest";
import { restoreBackup } from "./restore";
import { formWith, pngImage } from "../../../../tests/helpers/files";
import { startFakeS3, type FakeS3 } from "../../../../tests/helpers/s3rver";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount, schedule } from "../../../../tests/helpers/publishing";
import { createTestApp } from "../../../../tests/helpers/test-app";
import { createTestDatabase } from "../../../../tests/helpers/test-db";
import { createUser } from "../../../../tests/helpers/users";

const PASSWORD = "plum-orbit-lantern-7";
const pgUrl = process.env.TEST_DATABASE_URL;
const logger = createLogger("silent");
const cleanups: (() => Promise<unknown>)[] = [];
let hook: FakeWebhook | undefined;

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});
afterAll(async () => {
  await hook?.close();
});

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `cs-backup-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty database of the given kind: PGlite in a new DATA_DIR, or a new PostgreSQL database. */
async function emptyDatabase(kind: "pglite" | "postgres", dataDir: string, onDisk = false): Promise<Database> {
  if (kind === "pglite") {
    // On disk where the test checks DATA_DIR itself; in memory elsewhere (a new PGlite folder takes seconds to create).
    const database = await openDatabase(onDisk ? { pgliteDir: path.join(dataDir, "pglite") } : {});
    cleanups.push(() => database.close());
    return database;
  }
  const name = `cs_test_restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  cleanups.push(async () => {
    await database.close();
    const dropper = new pg.Client({ connectionString: pgUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return database;
}

async function sourceDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  const previous = process.env.TEST_DATABASE_URL;
  if (kind === "pglite") delete process.env.TEST_DATABASE_URL;
  try {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    return database;
  } finally {
    if (previous) process.env.TEST_DATABASE_URL = previous;
  }
}

async function storageFor(dataDir: string, env: Record<string, string>): Promise<Storage> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, AUTH_JWT_SECRET: "x".repeat(40), ...env });
  const storage = await createStorage({ config, database: undefined as never, logger, clock: systemClock });
  cleanups.push(async () => storage.close?.());
  return storage;
}

/** Real data through the API, as users make it; the app is closed after (its database stays open). */
async function seedThroughApi(database: Database, dataDir: string, storageEnv: Record<string, string>) {
  hook ??= await startFakeWebhook();
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir, ...PUBLISHING_TEST_ENV, ...storageEnv } });
  try {
    const alice = await createUser(t, `alice.${Date.now()}@example.com`, PASSWORD);
    const bob = await createUser(t, undefined, PASSWORD);
    for (const [token, name] of [[alice.access_token, "Acme"], [bob.access_token, "Bobcat"]] as const) {
      expect((await t.request("/api/brands", { method: "POST", token, json: { brand_name: name, mission: `${name} says “hi” — ünïcode ✓` } })).status).toBe(201);
      expect((await t.request("/api/prompts", { method: "POST", token, json: { name: `${name} prompt`, prompt_text: "Write about {topic}\nwith 'quotes'" } })).status).toBe(201);
      expect((await t.request("/api/history", { method: "POST", token, json: { content: `${name} post\n\ttabbed`, content_type: "social_media" } })).status).toBe(201);
      const up = await t.request("/api/uploads", { method: "POST", token, body: formWith("files", [{ name: `${name}.png`, data: await pngImage(40, 30, name === "Acme" ? "#112233" : "#445566"), type: "image/png" }]) });
      expect(up.status).toBe(201);
    }
    const account = await createAccount(t, alice.access_token, "webhook");
    expect((await connect(t, alice.access_token, account, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret })).status).toBe(200);
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    const { status } = await schedule(t, alice.access_token, { account_ids: [account], content: "Going out tomorrow", scheduled_at: inADay });
    expect(status).toBe(201);
    return { aliceEmail: alice.user.email };
  } finally {
    await t.close();
  }
}

/** Every row of every backed-up table, as PostgreSQL's JSON of the row, in key order. */
async function tableRows(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    const repo = createBackupRepository(tx);
    await repo.useUtc();
    const out: Record<string, string[]> = {};
    for (const table of await repo.tables()) {
      if (table.schema === QUEUE_VERSION_TABLE.schema && table.name === QUEUE_VERSION_TABLE.name) continue;
      out[`${table.schema}.${table.name}`] = await repo.rowPage(table, await repo.primaryKey(table), 0, 1_000_000);
    }
    return out;
  });
}

async function storedFiles(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    for await (const object of storage.list(bucket)) {
      const got = await storage.get(bucket, object.key);
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body) chunks.push(chunk as Buffer);
      out[`${bucket}/${object.key}`] = `${got!.contentType} ${got!.cacheControl} ${sha256Of(Buffer.concat(chunks))}`;
    }
  }
  return out;
}

async function modes(dir: string): Promise<string[]> {
  const wrong: string[] = [];
  const visit = async (p: string) => {
    const info = await stat(p);
    if ((info.mode & 0o077) !== 0) wrong.push(`${p} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const entry of await readdir(p)) await visit(path.join(p, entry));
  };
  await visit(dir);
  return wrong;
}

interface Side {
  kind: "pglite" | "postgres";
  s3?: boolean;
  onDisk?: boolean;
  /** Runs on the database before the backup (source) or the restore (target). */
  prepare?: (database: Database) => Promise<unknown>;
}

async function roundTrip(from: Side, to: Side, archive: "tar.gz" | "folder" = "tar.gz") {
  const [srcDir, dstDir, outDir] = await Promise.all([tempDir("src"), tempDir("dst"), tempDir("out")]);
  const s3s: FakeS3[] = [];
  const s3Env = async (side: Side) => {
    if (!side.s3) return {};
    const s3 = await startFakeS3(`cs-backup-${s3s.length}`);
    s3s.push(s3);
    cleanups.push(() => s3.close());
    return s3.env;
  };
  const srcEnv = await s3Env(from);
  const dstEnv = await s3Env(to);
  const source = await sourceDatabase(from.kind);
  const { aliceEmail } = await seedThroughApi(source, srcDir, srcEnv);
  await from.prepare?.(source);
  const srcStorage = await storageFor(srcDir, srcEnv);
  const before = await tableRows(source);
  const filesBefore = await storedFiles(srcStorage);

  const out = path.join(outDir, archive === "tar.gz" ? "backup.tar.gz" : "backup");
  const { manifest } = await createBackup({ database: source, storage: srcStorage, dataDir: srcDir, out, appVersion: "test" });
  expect((await stat(out)).mode & 0o077).toBe(0);

  const target = await emptyDatabase(to.kind, dstDir, to.onDisk);
  const dstStorage = await storageFor(dstDir, dstEnv);
  await to.prepare?.(target);
  const result = await restoreBackup({ database: target, storage: dstStorage, dataDir: dstDir, from: out, logger });

  const after = await tableRows(target);
  const filesAfter = await storedFiles(dstStorage);
  return { before, after, filesBefore, filesAfter, manifest, result, srcDir, dstDir, target, dstEnv, aliceEmail, out, source, srcStorage };
}

function expectSeeded(before: Record<string, string[]>, filesBefore: Record<string, string>) {
  // The seed reached every kind of row the brief names: a backup of empty tables would prove nothing.
  for (const table of ["public.users", "public.brand_strategy", "public.prompts", "public.content_history", "public.post_images", "public.scheduled_posts", "public.stored_files", "pgboss.job", "pgboss.queue"]) {
    expect(before[table]?.length, table).toBeGreaterThan(0);
  }
  expect(before["pgboss.job"].some((row) => row.includes('"state":"created"'))).toBe(true);
  expect(Object.keys(filesBefore).length).toBeGreaterThanOrEqual(2);
  // Uploads are stored with their caching header, which the restored copies keep.
  expect(Object.values(filesBefore).every((f) => f.startsWith("image/png max-age="))).toBe(true);
}

// Seeding through the API, two databases and a restore: slow on a shared two-core machine.
const SLOW = { timeout: 240_000 };

describe("backup and restore on PGlite", SLOW, () => {
  it("restores every table row by row and every file byte for byte into a new DATA_DIR, owner-only, and the app runs on it", async () => {
    // A sequence (as an identity or serial column would have) that was used three times.
    // Another program's table in public is not the app's: neither copied nor dropped.
    const probe = "create sequence public.backup_probe_seq; create table public.other_program (note text)";
    const trip = await roundTrip(
      { kind: "pglite", prepare: (db) => db.executeSql(`${probe}; select nextval('backup_probe_seq'); select nextval('backup_probe_seq'); select nextval('backup_probe_seq');`) },
      { kind: "pglite", onDisk: true, prepare: (db) => db.executeSql(`${probe}; insert into other_program values ('kept')`) },
    );
    expect(trip.manifest.tables.map((t) => t.name)).not.toContain("other_program");
    expect((await trip.target.executeSql("select note from other_program", [])).rows).toEqual([{ note: "kept" }]);
    delete trip.after["public.other_program"];
    delete trip.before["public.other_program"];
    expectSeeded(trip.before, trip.filesBefore);
    expect(trip.after).toEqual(trip.before);
    expect(trip.filesAfter).toEqual(trip.filesBefore);
    expect(trip.result.rows).toBe(Object.values(trip.before).reduce((n, rows) => n + rows.length, 0));
    // The generated secrets come along (sealed credentials stay readable) and everything is the server user's alone.
    expect(await readFile(path.join(trip.dstDir, "secrets-key"), "utf8")).toBe(await readFile(path.join(trip.srcDir, "secrets-key"), "utf8"));
    expect(await modes(trip.dstDir)).toEqual([]);
    expect(trip.manifest.sequences).toContainEqual({ schema: "public", name: "backup_probe_seq", last_value: "3" });
    expect((await trip.target.executeSql("select nextval('backup_probe_seq')::int as n", [])).rows[0].n).toBe(4);

    // The restored server works: the user signs in with the old password and sees the upload, whose file opens.
    const t = await createTestApp({ database: trip.target, env: { DATA_DIR: trip.dstDir } });
    cleanups.push(() => t.close());
    const signIn = await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email: trip.aliceEmail, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const uploads = (await (await t.request("/api/uploads", { token })).json()) as { data: { id: string }[] };
    expect(uploads.data).toHaveLength(1);
    const posts = (await (await t.request("/api/scheduled-posts", { token })).json()) as { data: { status: string }[] };
    expect(posts.data.map((p) => p.status)).toEqual(["scheduled"]);
  });

  it("refuses a non-empty target without --force, and replaces it with --force", async () => {
    const trip = await roundTrip({ kind: "pglite" }, { kind: "pglite" }, "folder");
    const srcStorage = trip.srcStorage;
    const refused = restoreBackup({ database: trip.source, storage: srcStorage, from: trip.out, logger });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/not empty \(2 users, 1 queued jobs, 2 stored files\).*--force/s);
    // A change made after the backup is gone once the backup is restored over it.
    await trip.source.executeSql("update brand_strategy set brand_name = 'Changed after the backup'", []);
    await restoreBackup({ database: trip.source, storage: srcStorage, from: trip.out, force: true, logger });
    expect(await tableRows(trip.source)).toEqual(trip.before);
    expect(await storedFiles(srcStorage)).toEqual(trip.filesBefore);
  });

  it("refuses a backup of a newer schema, and a damaged one, before touching the target", async () => {
    const trip = await roundTrip({ kind: "pglite" }, { kind: "pglite" }, "folder");
    const dstDir = await tempDir("refuse");
    const target = await emptyDatabase("pglite", dstDir);
    const storage = await storageFor(dstDir, {});

    const newer = path.join(await tempDir("newer"), "backup");
    await cp(trip.out, newer, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(newer, MANIFEST_FILE), "utf8"));
    manifest.schema = { migrations: manifest.schema.migrations + 1, last_migration_at: manifest.schema.last_migration_at + 1000, last_migration: "9999_from_the_future" };
    await writeFile(path.join(newer, MANIFEST_FILE), JSON.stringify(manifest));
    await expect(restoreBackup({ database: target, storage, from: newer, logger })).rejects.toThrow(/9999_from_the_future\) is newer than this version/);

    const damaged = path.join(await tempDir("damaged"), "backup");
    await cp(trip.out, damaged, { recursive: true });
    const file = trip.manifest.files[0];
    const bytes = await readFile(path.join(damaged, file.path));
    bytes[bytes.length - 1] ^= 0xff;
    await writeFile(path.join(damaged, file.path), bytes);
    await expect(restoreBackup({ database: target, storage, from: damaged, logger })).rejects.toThrow(new RegExp(`damaged; nothing was restored:\\s+${file.path} does not match its checksum`));

    // Neither attempt created anything.
    expect(await createBackupRepository(target.db).appliedMigrations()).toEqual([]);
    expect(await storedFiles(storage)).toEqual({});
  });
});

describe("backup and restore with S3 storage", SLOW, () => {
  it("restores the files of one S3 bucket into another, and PGlite's tables with them", async () => {
    const trip = await roundTrip({ kind: "pglite", s3: true }, { kind: "pglite", s3: true });
    expectSeeded(trip.before, trip.filesBefore);
    expect(trip.after).toEqual(trip.before);
    expect(trip.filesAfter).toEqual(trip.filesBefore);
  });
});

describe.skipIf(!pgUrl)("backup and restore on PostgreSQL", SLOW, () => {
  it("restores a PostgreSQL backup into a new database", async () => {
    const trip = await roundTrip({ kind: "postgres" }, { kind: "postgres" });
    expectSeeded(trip.before, trip.filesBefore);
    expect(trip.after).toEqual(trip.before);
    expect(trip.filesAfter).toEqual(trip.filesBefore);
  });

  it("moves a PGlite backup (the laptop) into PostgreSQL with S3 (the server)", async () => {
    const trip = await roundTrip({ kind: "pglite" }, { kind: "postgres", s3: true });
    expectSeeded(trip.before, trip.filesBefore);
    expect(trip.after).toEqual(trip.before);
    expect(trip.filesAfter).toEqual(trip.filesBefore);
  });

  it("moves a PostgreSQL backup back into PGlite", async () => {
    const trip = await roundTrip({ kind: "postgres" }, { kind: "pglite" });
    expect(trip.after).toEqual(trip.before);
    expect(trip.filesAfter).toEqual(trip.filesBefore);
  });
});
