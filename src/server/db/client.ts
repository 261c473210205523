import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { makePrivateDir } from "@/server/lib/private-files";
import { OwnerOnlyNodeFS } from "./owner-only-fs";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either driver's drizzle instance (and transactions, which extend it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type NotifyHandler = (payload: string) => void;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL URL (postgres only). */
  url?: string;
  /** Subscribes to a PostgreSQL NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Plain SQL for libraries that bring their own (the job queue): parameters as $1.., several statements when none. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.pglite ?? (await createPglite(opts.pgliteDir)));
}

/** In memory without a folder; on disk owner-only (folders 0700, files 0600; see owner-only-fs.ts). */
export async function createPglite(dir?: string): Promise<PGlite> {
  if (!dir) return PGlite.create({ extensions: { pg_trgm } });
  await makePrivateDir(dir);
  return PGlite.create({ fs: new OwnerOnlyNodeFS(dir), extensions: { pg_trgm } });
}

function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async listen(channel, handler) {
      const unsub = await client.listen(channel, handler);
      return async () => unsub();
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (e.g. a database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: "postgres",
    url,
    async listen(channel, handler) {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      client.on("notification", (msg) => {
        if (msg.channel === channel) handler(msg.payload ?? "");
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async executeSql(text, values) {
      return pool.query(text, values);
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
