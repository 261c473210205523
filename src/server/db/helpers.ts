import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Cursor } from "@/server/lib/pagination";

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** PostgreSQL's text form of a timestamptz to ISO 8601 for API payloads. */
export function toIso(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  const normalised = value.includes("T") ? value : value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** db.execute answers an array (some drivers) or a result with rows (node-postgres, PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
