/**
 * A workspace's data as one zip (issue 25, "leaving with your data"), written as a stream: for every table with a
 * workspace_id column (found in the catalogue, so tables added later, such as drafts, are included without a change
 * here) `data/<table>.json` and `data/<table>.csv`, and every file its rows keep in storage under
 * `files/<bucket>/<key>`; `manifest.json` lists what is inside. Secrets (sealed credentials, token hashes) and
 * invitations are left out.
 */
import { Readable } from "node:stream";
import { configure, TextReader, ZipWriter } from "@zip.js/zip.js";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import type { Logger } from "@/server/lib/logger";
import type { Bucket, Storage } from "@/server/storage/storage";

configure({ useWebWorkers: false });

/** Tables with workspace_id that are not the workspace's content: invitations hold token hashes. */
const SKIPPED_TABLES = new Set(["workspace_invitations", "workspace_members", "stored_files"]);
/** Columns never exported, whatever the table: sealed secrets and hashes. */
const SECRET_COLUMN = /(_sealed|_hash)$/;
const PAGE = 1000;

/** Where each table keeps the storage key of its file. */
const FILE_COLUMNS: Record<string, { column: string; bucket: Bucket }> = {
  user_images: { column: "image_url", bucket: "social_images" },
  post_images: { column: "image_path", bucket: "image-storage" },
  documents: { column: "storage_path", bucket: "documents" },
};

export interface ExportDeps {
  db: Db;
  storage: Storage | undefined;
  logger: Logger;
}

/** The workspace's tables (every table with a workspace_id column, but the skipped ones), by name. */
export async function workspaceTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.column_name = 'workspace_id' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name`),
  );
  return rows.map((r) => r.table_name).filter((t) => !SKIPPED_TABLES.has(t));
}

function csvCell(value: unknown): string {
  if (value == null) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows of one table in the workspace, a page at a time, without secret columns. */
async function* tableRows(db: Db, table: string, workspaceId: string): AsyncGenerator<Record<string, unknown>[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ${sql.identifier(table)} where workspace_id = ${workspaceId}::uuid order by 1 limit ${PAGE} offset ${offset}`),
    );
    yield rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_COLUMN.test(k))));
    if (rows.length < PAGE) return;
  }
}

/** Writes the zip into `writable`; rejects (and aborts the stream) on the first failure. */
export async function writeWorkspaceExport(deps: ExportDeps, workspace: { id: string; name: string }, writable: WritableStream<Uint8Array>, exportedAt: string): Promise<void> {
  const zip = new ZipWriter(writable, { level: 6 });
  const manifest: { workspace: { id: string; name: string }; exported_at: string; tables: Record<string, number>; files: string[]; missing_files: string[] } = {
    workspace,
    exported_at: exportedAt,
    tables: {},
    files: [],
    missing_files: [],
  };
  const files: { bucket: Bucket; key: string }[] = [];
  for (const table of await workspaceTables(deps.db)) {
    const json: string[] = [];
    let columns: string[] | null = null;
    const csv: string[] = [];
    for await (const page of tableRows(deps.db, table, workspace.id)) {
      for (const row of page) {
        json.push(JSON.stringify(row));
        columns ??= Object.keys(row);
        csv.push(columns.map((c) => csvCell(row[c])).join(","));
        const file = FILE_COLUMNS[table];
        const key = file && row[file.column];
        if (file && typeof key === "string" && key) files.push({ bucket: file.bucket, key });
      }
    }
    manifest.tables[table] = json.length;
    await zip.add(`data/${table}.json`, new TextReader(`[\n${json.join(",\n")}\n]\n`));
    await zip.add(`data/${table}.csv`, new TextReader(columns ? `${columns.join(",")}\n${csv.join("\n")}\n` : ""));
  }
  for (const file of files) {
    const name = `files/${file.bucket}/${file.key}`;
    const object = deps.storage ? await deps.storage.get(file.bucket, file.key).catch(() => null) : null;
    if (!object) {
      deps.logger.warn({ bucket: file.bucket, key: file.key }, "export: a stored file is missing");
      manifest.missing_files.push(name);
      continue;
    }
    await zip.add(name, Readable.toWeb(object.body) as ReadableStream<Uint8Array>, { level: 0 });
    manifest.files.push(name);
  }
  await zip.add("manifest.json", new TextReader(`${JSON.stringify(manifest, null, 2)}\n`));
  await zip.close();
}
