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
  /**
   * Subscribes to a PostgreSQL NOTIFY channel; resolves to an unsubscribe function. When the listening
   * connection is lost (a database restart) it is opened again with back-off, and `onResubscribed` runs once
   * it listens again: notifications sent in between are lost, so a subscriber drops what it cached.
   */
  listen(channel: string, handler: NotifyHandler, onResubscribed?: () => void): Promise<() => Promise<void>>;
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
  // A client losing its connection (e.g. a database restart) must not crash the process: an idle one is reported
  // on the pool, a checked-out one (a transaction) only on itself, where nothing else listens. Its queries fail,
  // and the pool drops it when it is released.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    db,
    kind: "postgres",
    url,
    async listen(channel, handler, onResubscribed) {
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const open = async (): Promise<pg.Client> => {
        const client = new pg.Client({ connectionString: url });
        // A lost connection (ECONNRESET on a database restart) must not crash the process: listen again.
        client.on("error", () => {});
        client.once("end", () => {
          listeners.delete(client);
          if (!stopped && !closed && current === client) scheduleReopen(500);
        });
        await client.connect();
        client.on("notification", (msg) => {
          if (msg.channel === channel) handler(msg.payload ?? "");
        });
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return client;
      };
      const scheduleReopen = (delayMs: number) => {
        current = null;
        clearTimeout(retry);
        retry = setTimeout(() => {
          open().then(
            (client) => {
              if (stopped || closed) return void client.end().catch(() => {});
              current = client;
              listeners.add(client);
              onResubscribed?.();
            },
            () => {
              if (!stopped && !closed) scheduleReopen(Math.min(delayMs * 2, 10_000));
            },
          );
        }, delayMs);
        retry.unref?.();
      };
      current = await open();
      listeners.add(current);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        if (!client) return;
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
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
