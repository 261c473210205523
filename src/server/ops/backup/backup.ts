/**
 * Writes a backup through the app's own database connection and storage driver: one format for PGlite and
 * PostgreSQL, local disk and S3, so a backup restores into any of them (docs/operations.md, Backups).
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import type { Database } from "@/server/db/client";
import { makePrivateDir, PRIVATE_FILE_MODE } from "@/server/lib/private-files";
import { BUCKETS, type Storage } from "@/server/storage/storage";
import { createBackupRepository, QUEUE_VERSION_TABLE, type TableRef } from "./backup.repository";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, MANIFEST_FILE, sha256File, type Manifest } from "./manifest";
import { appTables, journal } from "./schema-version";
import { packTarGz } from "./tar";

/** Secrets the server generates in DATA_DIR when the environment gives none (config.ts). */
export const DATA_DIR_SECRETS = ["jwt-secret", "secrets-key"] as const;
const PAGE_ROWS = 1000;

export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** DATA_DIR, for the secrets the server generated there. */
  dataDir?: string;
  /** A `.tar.gz` file, an existing folder or one ending in `/` (a dated `.tar.gz` is written in it), or a new folder (the backup as files). */
  out: string;
  appVersion: string;
  log?: (line: string) => void;
}

export interface BackupResult {
  /** The folder or file written. */
  path: string;
  manifest: Manifest;
}

const isArchiveName = (p: string) => /\.(tar\.gz|tgz)$/i.test(p);

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const { target, archive } = await chooseTarget(options.out);
  const dir = archive ? `${target}.partial-${randomBytes(4).toString("hex")}` : target;
  await makePrivateDir(dir);
  try {
    const database = await dumpDatabase(options.database, dir, log);
    const files = await dumpFiles(options.storage, dir, log);
    const dataDir = await copySecrets(options.dataDir, dir);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: new Date().toISOString(),
      app_version: options.appVersion,
      source: { database: options.database.kind, storage: options.storage.driver },
      ...database,
      files,
      data_dir: dataDir,
    };
    await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n", { mode: PRIVATE_FILE_MODE });
    if (archive) {
      await packTarGz(dir, target);
      await rm(dir, { recursive: true, force: true });
    }
    log(`backup written: ${target} (${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows in ${manifest.tables.length} tables, ${files.length} files)`);
    return { path: target, manifest };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function chooseTarget(out: string): Promise<{ target: string; archive: boolean }> {
  const resolved = path.resolve(out);
  // "backups/" names a folder even before it exists.
  if (/[\\/]$/.test(out)) await makePrivateDir(resolved);
  const info = await stat(resolved).catch(() => null);
  if (info?.isDirectory()) {
    if (isArchiveName(resolved)) throw new BackupError(`${out} is a folder`);
    const name = `content-studio-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
    return { target: path.join(resolved, name), archive: true };
  }
  if (info) throw new BackupError(`${out} already exists; give a new file or folder name`);
  return { target: resolved, archive: isArchiveName(resolved) };
}

/** Every table of the app and the queue as NDJSON, read in one repeatable-read transaction (one consistent moment). */
async function dumpDatabase(database: Database, dir: string, log: (line: string) => void) {
  await makePrivateDir(path.join(dir, "db"));
  return database.db.transaction(
    async (tx) => {
      const repo = createBackupRepository(tx);
      await repo.useUtc();
      const applied = await repo.appliedMigrations();
      if (!applied.length) throw new BackupError("The database has no schema yet: start the app once (it migrates) or check DATABASE_URL / DATA_DIR.");
      const last = applied.at(-1)!;
      const known = journal();
      const entry = known.find((e) => e.when === last);
      if (applied.length > known.length || last > (known.at(-1)?.when ?? 0)) {
        throw new BackupError(`The database's schema is newer than this version of the app (${known.at(-1)?.tag}): back it up with the version the server runs.`);
      }
      // The app's own tables only in public (another program's tables there are not ours to copy), all of pg-boss's.
      const ours = new Set(appTables().map((t) => t.name));
      const tables: Manifest["tables"] = [];
      for (const table of await repo.tables()) {
        if (table.schema === QUEUE_VERSION_TABLE.schema && table.name === QUEUE_VERSION_TABLE.name) continue;
        if (table.schema === "public" && !ours.has(table.name)) continue;
        tables.push(await dumpTable(repo, table, dir));
        log(`  ${table.schema}.${table.name}: ${tables.at(-1)!.rows} rows`);
      }
      return {
        schema: { migrations: applied.length, last_migration_at: last, last_migration: entry?.tag ?? null },
        queue: { schema: QUEUE_VERSION_TABLE.schema, version: await repo.queueVersion() },
        tables,
        sequences: await repo.sequences(),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function dumpTable(repo: ReturnType<typeof createBackupRepository>, table: TableRef, dir: string): Promise<Manifest["tables"][number]> {
  const relative = `db/${table.schema}.${table.name}.ndjson`;
  const stream = createWriteStream(path.join(dir, relative), { mode: PRIVATE_FILE_MODE, flags: "wx" });
  const hash = createHash("sha256");
  const key = await repo.primaryKey(table);
  let rows = 0;
  try {
    for (;;) {
      const page = await repo.rowPage(table, key, rows, PAGE_ROWS);
      for (const line of page) {
        const text = `${line}\n`;
        hash.update(text);
        if (!stream.write(text)) await once(stream, "drain");
      }
      rows += page.length;
      if (page.length < PAGE_ROWS) break;
    }
  } finally {
    stream.end();
    await once(stream, "close");
  }
  const columns = (await repo.columns(table)).map((c) => c.name);
  return { schema: table.schema, name: table.name, path: relative, rows, sha256: hash.digest("hex"), columns };
}

/** Every stored object of every bucket, through the storage driver (local disk or S3), with its content type. */
async function dumpFiles(storage: Storage, dir: string, log: (line: string) => void): Promise<Manifest["files"]> {
  const files: Manifest["files"] = [];
  for (const bucket of BUCKETS) {
    const keys: string[] = [];
    for await (const object of storage.list(bucket)) keys.push(object.key);
    keys.sort();
    for (const key of keys) {
      const object = await storage.get(bucket, key);
      // Deleted between the listing and now: its row went with it (or the sweep would have removed it).
      if (!object) continue;
      const relative = `files/${bucket}/${key}`;
      const file = path.join(dir, relative);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: "wx" });
      const hash = createHash("sha256");
      let size = 0;
      for await (const chunk of object.body) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        if (!out.write(chunk)) await once(out, "drain");
      }
      out.end();
      await once(out, "close");
      files.push({ bucket, key, path: relative, size, sha256: hash.digest("hex"), content_type: object.contentType, cache_control: object.cacheControl });
    }
    log(`  files in ${bucket}: ${keys.length}`);
  }
  return files;
}

async function copySecrets(dataDir: string | undefined, dir: string): Promise<Manifest["data_dir"]> {
  if (!dataDir || !existsSync(dataDir)) return [];
  const present = new Set(await readdir(dataDir));
  const copied: Manifest["data_dir"] = [];
  for (const name of DATA_DIR_SECRETS) {
    if (!present.has(name)) continue;
    await makePrivateDir(path.join(dir, "data-dir"));
    const relative = `data-dir/${name}`;
    await copyFile(path.join(dataDir, name), path.join(dir, relative));
    copied.push({ name, path: relative, sha256: (await sha256File(path.join(dir, relative))).sha256 });
  }
  return copied;
}
