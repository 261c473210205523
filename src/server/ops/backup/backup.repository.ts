/**
 * Every query of backup and restore. Rows travel as PostgreSQL's own JSON of the row (`row_to_json`) and come back
 * through `json_populate_recordset` into the same row type, so values keep their exact types (timestamps with
 * their instant, jsonb, arrays, bytea as hex) on PGlite and PostgreSQL alike.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";

/** The schemas a backup holds: the app's tables and the job queue's (pg-boss). drizzle's own is rebuilt by migrating. */
export const BACKUP_SCHEMAS = ["public", "pgboss"] as const;
/** pg-boss's own bookkeeping row: written by pg-boss when it installs its schema, never restored. */
export const QUEUE_VERSION_TABLE = { schema: "pgboss", name: "version" };

export interface TableRef {
  schema: string;
  name: string;
}

export interface ForeignKey extends TableRef {
  constraint: string;
  definition: string;
}

export interface SequenceValue {
  schema: string;
  name: string;
  last_value: string | null;
}

const schemaList = sql.join(
  BACKUP_SCHEMAS.map((s) => sql`${s}`),
  sql`, `,
);
const tableSql = (t: TableRef) => sql`${sql.identifier(t.schema)}.${sql.identifier(t.name)}`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function createBackupRepository(db: Db) {
  return {
    /** Times as UTC in every row's JSON, whatever the server's time zone (inside a transaction: this one only). */
    async useUtc() {
      await db.execute(sql`set local timezone = 'UTC'`);
    },

    /** Tables (partitioned parents, not their partitions) of the backed-up schemas, by schema and name. */
    async tables(): Promise<TableRef[]> {
      return rows<TableRef>(
        db,
        sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in (${schemaList}) and c.relkind in ('r', 'p') and not c.relispartition order by 1, 2`,
      );
    },

    /** Columns in table order, and whether the database computes them (generated columns take no value). */
    async columns(t: TableRef): Promise<{ name: string; generated: boolean }[]> {
      return rows(
        db,
        sql`select column_name as name, (is_generated = 'ALWAYS') as generated from information_schema.columns
            where table_schema = ${t.schema} and table_name = ${t.name} order by ordinal_position`,
      );
    },

    async primaryKey(t: TableRef): Promise<string[]> {
      const found = await rows<{ name: string }>(
        db,
        sql`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = ${`${t.schema}.${t.name}`}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
      );
      return found.map((r) => r.name);
    },

    /** One page of rows as JSON text, in primary-key order (or the JSON's own order without a key). */
    async rowPage(t: TableRef, key: string[], offset: number, limit: number): Promise<string[]> {
      const order = key.length ? sql.join(key.map((c) => sql`t.${sql.identifier(c)}`), sql`, `) : sql`1`;
      const found = await rows<{ j: string }>(db, sql`select row_to_json(t)::text as j from ${tableSql(t)} t order by ${order} limit ${limit} offset ${offset}`);
      return found.map((r) => r.j);
    },

    async countRows(t: TableRef): Promise<number> {
      const [row] = await rows<{ n: string | number }>(db, sql`select count(*) as n from ${tableSql(t)}`);
      return Number(row?.n ?? 0);
    },

    async tableExists(t: TableRef): Promise<boolean> {
      const [row] = await rows<{ found: string | null }>(db, sql`select to_regclass(${`${t.schema}.${t.name}`})::text as found`);
      return Boolean(row?.found);
    },

    /** Inserts rows given as JSON into the listed columns; the rest take their defaults. */
    async insertRows(t: TableRef, columns: string[], json: string[]): Promise<void> {
      const cols = sql.join(columns.map((c) => sql.identifier(c)), sql`, `);
      await db.execute(
        sql`insert into ${tableSql(t)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${tableSql(t)}, ${`[${json.join(",")}]`}::json)`,
      );
    },

    async deleteAll(t: TableRef): Promise<void> {
      await db.execute(sql`delete from ${tableSql(t)}`);
    },

    /** Foreign keys declared on the tables themselves (partition copies of a parent's key are the parent's). */
    async foreignKeys(): Promise<ForeignKey[]> {
      return rows<ForeignKey>(
        db,
        sql`select n.nspname as schema, c.relname as name, con.conname as constraint, pg_get_constraintdef(con.oid) as definition
            from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
            where con.contype = 'f' and n.nspname in (${schemaList}) and con.conparentid = 0 order by 1, 2, 3`,
      );
    },

    async dropForeignKey(fk: ForeignKey): Promise<void> {
      await db.execute(sql`alter table ${tableSql(fk)} drop constraint ${sql.identifier(fk.constraint)}`);
    },

    /** Adds a key back; PostgreSQL checks every restored row against it. */
    async addForeignKey(fk: ForeignKey): Promise<void> {
      await db.execute(sql`alter table ${tableSql(fk)} add constraint ${sql.identifier(fk.constraint)} ${sql.raw(fk.definition)}`);
    },

    async sequences(): Promise<SequenceValue[]> {
      return rows<SequenceValue>(
        db,
        sql`select schemaname as schema, sequencename as name, last_value::text as last_value from pg_sequences
            where schemaname in (${schemaList}) order by 1, 2`,
      );
    },

    /** Sets a sequence to the backup's value; false when this schema has no such sequence (nothing to set). */
    async setSequence(s: SequenceValue): Promise<boolean> {
      if (!(await this.tableExists(s))) return false;
      if (s.last_value !== null) await db.execute(sql`select setval(${`${s.schema}.${s.name}`}::regclass, ${s.last_value}::bigint, true)`);
      return true;
    },

    /** The drizzle migrations applied, oldest first (none when the database was never migrated). */
    async appliedMigrations(): Promise<number[]> {
      if (!(await this.tableExists({ schema: "drizzle", name: "__drizzle_migrations" }))) return [];
      const found = await rows<{ at: string | number }>(db, sql`select created_at as at from drizzle.__drizzle_migrations order by created_at`);
      return found.map((r) => Number(r.at));
    },

    /** pg-boss's schema version (null when the queue was never installed). */
    async queueVersion(): Promise<number | null> {
      if (!(await this.tableExists(QUEUE_VERSION_TABLE))) return null;
      const [row] = await rows<{ version: number }>(db, sql`select version from pgboss.version`);
      return row ? Number(row.version) : null;
    },

    /** Creates a queue's table partition and row (pg-boss's own function), as the app would on first use. */
    async createQueue(name: string): Promise<void> {
      await db.execute(sql`select pgboss.create_queue(${name}, '{}'::json)`);
    },

    /** Drops the app's tables (by name, nothing else in the schema), the queue's schema and the migration log. */
    async dropAppObjects(tables: TableRef[]): Promise<void> {
      await db.execute(sql`drop schema if exists pgboss cascade`);
      await db.execute(sql`drop schema if exists drizzle cascade`);
      for (const t of tables) await db.execute(sql`drop table if exists ${tableSql(t)} cascade`);
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;
