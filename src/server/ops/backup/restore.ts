/**
 * Restores a backup written by backup.ts into the configured database and storage, whichever they are: a PGlite
 * backup restores into PostgreSQL and the other way round (docs/operations.md, Backups).
 */
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { createJobQueue } from "@/server/jobs/queue";
import type { Logger } from "@/server/lib/logger";
import { makePrivateDir, PRIVATE_FILE_MODE } from "@/server/lib/private-files";
import { BUCKETS, isBucket, type Storage } from "@/server/storage/storage";
import { createBackupRepository, type BackupRepository, type TableRef } from "./backup.repository";
import { BackupError, readManifest, verifyBackup, type Manifest } from "./manifest";
import { appTables, journal, migrationsUpTo } from "./schema-version";
import { unpackTarGz } from "./tar";

const INSERT_BATCH = 500;

export interface RestoreOptions {
  database: Database;
  storage: Storage;
  /** DATA_DIR: the secrets the backup carries are written there. */
  dataDir?: string;
  /** A backup folder or `.tar.gz` file. */
  from: string;
  /** Replace what the target holds (users, jobs, files); without it a target that holds any is refused. */
  force?: boolean;
  logger: Logger;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const info = await stat(options.from).catch(() => null);
  if (!info) throw new BackupError(`No backup at ${options.from}`);
  const unpacked = info.isDirectory() ? undefined : await mkdtemp(path.join(os.tmpdir(), "cs-restore-"));
  try {
    if (unpacked) await unpackTarGz(options.from, unpacked).catch((err) => Promise.reject(new BackupError(`Cannot read ${options.from}: ${(err as Error).message}`)));
    const dir = unpacked ?? options.from;
    const manifest = await readManifest(dir);
    checkVersions(manifest);
    await verifyBackup(dir, manifest);
    log(`backup of ${manifest.created_at} (app ${manifest.app_version}, ${manifest.source.database}, ${manifest.source.storage}): checksums verified`);
    await checkTargetEmpty(options, log);
    const rows = await restoreDatabase(options, dir, manifest, log);
    const files = await restoreFiles(options.storage, dir, manifest);
    log(`  ${files} files restored`);
    await restoreSecrets(options.dataDir, dir, manifest, log);
    return { manifest, rows, files };
  } finally {
    if (unpacked) await rm(unpacked, { recursive: true, force: true });
  }
}

/** Refuses a backup of a newer (or unknown) schema before anything is touched. */
function checkVersions(manifest: Manifest) {
  const entries = journal();
  const known = entries[manifest.schema.migrations - 1];
  if (manifest.schema.migrations > entries.length || (manifest.schema.last_migration_at ?? 0) > (entries.at(-1)?.when ?? 0)) {
    throw new BackupError(
      `This backup's database schema (${manifest.schema.last_migration ?? manifest.schema.migrations + " migrations"}) is newer than this version of the app (${entries.at(-1)?.tag}). Restore it with the version that wrote it (${manifest.app_version}) or a newer one.`,
    );
  }
  if (!known || known.when !== manifest.schema.last_migration_at) {
    throw new BackupError(`This backup's schema history (${manifest.schema.migrations} migrations, last ${manifest.schema.last_migration}) is not one this version of the app knows.`);
  }
  const queueVersion = (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;
  if ((manifest.queue.version ?? 0) > queueVersion) {
    throw new BackupError(`This backup's job queue schema (pg-boss ${manifest.queue.version}) is newer than this version of the app's (${queueVersion}).`);
  }
}

async function checkTargetEmpty(options: RestoreOptions, log: (line: string) => void) {
  const repo = createBackupRepository(options.database.db);
  const count = async (t: TableRef) => ((await repo.tableExists(t)) ? repo.countRows(t) : 0);
  const users = await count({ schema: "public", name: "users" });
  const jobs = await count({ schema: "pgboss", name: "job" });
  let files = 0;
  for (const bucket of BUCKETS) for await (const _ of options.storage.list(bucket)) files += 1;
  if (!users && !jobs && !files) return;
  const held = `${users} users, ${jobs} queued jobs, ${files} stored files`;
  if (!options.force) {
    throw new BackupError(`The target is not empty (${held}). Restoring replaces everything in it: run again with --force to do that, or point DATABASE_URL / DATA_DIR / the S3 bucket at an empty one.`);
  }
  log(`--force: replacing what the target holds (${held})`);
  for (const bucket of BUCKETS) {
    const keys: string[] = [];
    for await (const object of options.storage.list(bucket)) keys.push(object.key);
    for (const key of keys) await options.storage.delete(bucket, key);
  }
}

async function restoreDatabase(options: RestoreOptions, dir: string, manifest: Manifest, log: (line: string) => void): Promise<number> {
  const { database } = options;
  const repo = createBackupRepository(database.db);
  const backedUp = manifest.tables.filter((t) => t.schema === "public");
  await repo.dropAppObjects([...appTables(), ...backedUp]);
  // The backup's own schema first, so migrations written since then run on its rows below.
  const staged = await migrationsUpTo(manifest.schema.migrations);
  try {
    await migrate(database, staged);
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
  const queue = createJobQueue(database, options.logger);
  await queue.start();
  await queue.stop();

  const queueTable = manifest.tables.find((t) => t.schema === "pgboss" && t.name === "queue");
  const queueNames = queueTable ? (await readLines(path.join(dir, queueTable.path))).map((line) => (JSON.parse(line) as { name: string }).name) : [];
  let rows = 0;
  await database.db.transaction(async (tx) => {
    const target = createBackupRepository(tx);
    // Each queue's jobs live in its own partition, which pg-boss creates with the queue.
    for (const name of queueNames) await target.createQueue(name);
    const keys = await target.foreignKeys();
    for (const fk of keys) await target.dropForeignKey(fk);
    for (const table of manifest.tables) {
      rows += await restoreTable(target, dir, table);
      log(`  ${table.schema}.${table.name}: ${table.rows} rows`);
    }
    // Added back only now: PostgreSQL checks every restored row against them.
    for (const fk of keys) await target.addForeignKey(fk);
    // Identity and serial columns go on from where the backup left them (the app's own keys are uuids today).
    for (const sequence of manifest.sequences) {
      if (!(await target.setSequence(sequence))) log(`  sequence ${sequence.schema}.${sequence.name} is not in this version's schema: skipped`);
    }
  });
  await migrate(database);
  return rows;
}

async function restoreTable(repo: BackupRepository, dir: string, table: Manifest["tables"][number]): Promise<number> {
  if (!(await repo.tableExists(table))) throw new BackupError(`The backup has a table this version's schema does not: ${table.schema}.${table.name}`);
  const present = new Set((await repo.columns(table)).filter((c) => !c.generated).map((c) => c.name));
  const columns = table.columns.filter((c) => present.has(c));
  await repo.deleteAll(table);
  let batch: string[] = [];
  let count = 0;
  const lines = createInterface({ input: createReadStream(path.join(dir, table.path)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= INSERT_BATCH) {
      await repo.insertRows(table, columns, batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length) await repo.insertRows(table, columns, batch);
  count += batch.length;
  if (count !== table.rows) throw new BackupError(`${table.path} has ${count} rows, the manifest says ${table.rows}`);
  return count;
}

async function readLines(file: string): Promise<string[]> {
  return (await readFile(file, "utf8")).split("\n").filter(Boolean);
}

async function restoreFiles(storage: Storage, dir: string, manifest: Manifest): Promise<number> {
  for (const file of manifest.files) {
    if (!isBucket(file.bucket)) throw new BackupError(`The backup has a file in an unknown bucket: ${file.bucket}`);
    const body = await readFile(path.join(dir, file.path));
    await storage.put(file.bucket, file.key, body, { contentType: file.content_type, cacheControl: file.cache_control });
  }
  return manifest.files.length;
}

/** The secrets the source server generated: without its secrets-key, sealed credentials could not be opened. */
async function restoreSecrets(dataDir: string | undefined, dir: string, manifest: Manifest, log: (line: string) => void) {
  if (!manifest.data_dir.length) return;
  if (!dataDir) {
    log("the backup holds generated secrets (jwt-secret, secrets-key) but no DATA_DIR was given: set SECRETS_KEY to the backup's data-dir/secrets-key");
    return;
  }
  await makePrivateDir(dataDir);
  for (const entry of manifest.data_dir) {
    await writeFile(path.join(dataDir, entry.name), await readFile(path.join(dir, entry.path)), { mode: PRIVATE_FILE_MODE });
  }
  log(`  DATA_DIR secrets restored: ${manifest.data_dir.map((e) => e.name).join(", ")}`);
}
