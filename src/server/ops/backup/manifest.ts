/** What a backup holds (manifest.json at its root) and how its files are named and checked. */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const BACKUP_FORMAT = "content-studio-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int(),
  created_at: z.string(),
  app_version: z.string(),
  source: z.object({ database: z.enum(["pglite", "postgres"]), storage: z.enum(["local", "s3"]) }),
  /** The app's schema: how many migrations were applied and when the last one was generated (drizzle's folderMillis). */
  schema: z.object({ migrations: z.number().int(), last_migration_at: z.number().nullable(), last_migration: z.string().nullable() }),
  /** pg-boss's schema version (the job queue), null when it was never installed. */
  queue: z.object({ schema: z.string(), version: z.number().int().nullable() }),
  tables: z.array(
    z.object({ schema: z.string(), name: z.string(), path: z.string(), rows: z.number().int(), sha256, columns: z.array(z.string()) }),
  ),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), last_value: z.string().nullable() })),
  files: z.array(
    z.object({
      bucket: z.string(),
      key: z.string(),
      path: z.string(),
      size: z.number().int(),
      sha256,
      content_type: z.string(),
      cache_control: z.string().optional(),
    }),
  ),
  /** Secrets the server generated in DATA_DIR (when AUTH_JWT_SECRET / SECRETS_KEY were not set). */
  data_dir: z.array(z.object({ name: z.string(), path: z.string(), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export async function sha256File(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

export const sha256Of = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

/** Reads and checks manifest.json; every path it names must stay inside the backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8"));
  } catch (err) {
    throw new BackupError(`Not a backup: ${MANIFEST_FILE} is missing or unreadable (${(err as Error).message})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`Not a backup of this app, or a damaged one: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`This backup was written in format ${manifest.format_version} by a newer version of the app (this one reads up to ${BACKUP_FORMAT_VERSION}). Restore it with that version or newer.`);
  }
  const root = path.resolve(dir);
  for (const entry of [...manifest.tables, ...manifest.files, ...manifest.data_dir]) {
    const file = path.resolve(root, entry.path);
    if (!file.startsWith(root + path.sep)) throw new BackupError(`The manifest names a file outside the backup: ${entry.path}`);
  }
  return manifest;
}

/** Checks every file of the backup against the manifest's sha256 (and row counts for tables) before anything is restored. */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const bad: string[] = [];
  for (const entry of [...manifest.tables, ...manifest.files, ...manifest.data_dir]) {
    const got = await sha256File(path.join(dir, entry.path)).catch(() => null);
    if (!got) bad.push(`${entry.path} is missing`);
    else if (got.sha256 !== entry.sha256) bad.push(`${entry.path} does not match its checksum`);
    else if ("size" in entry && got.size !== entry.size) bad.push(`${entry.path} has ${got.size} bytes, not ${entry.size}`);
  }
  if (bad.length) throw new BackupError(`The backup is damaged; nothing was restored:\n  ${bad.slice(0, 20).join("\n  ")}${bad.length > 20 ? `\n  … and ${bad.length - 20} more` : ""}`);
}
