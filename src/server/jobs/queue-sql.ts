import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";

/** pg-boss's connection interface: plain SQL with $n parameters answering `{rows}`. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs pg-boss's SQL inside a drizzle transaction, so a job is created (or cancelled) in the same commit as the
 * rows that need it: the text's `$n` placeholders become drizzle parameters, which works on both drivers.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(toDrizzleSql(text, values));
      const rows = Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
      return { rows };
    },
  };
}

export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    // Plain objects travel as JSON text and arrays as arrays, exactly as node-postgres would send them.
    const isPlainObject = value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value);
    // sql.param keeps an array one parameter (an interpolated array would become a list of parameters).
    chunks.push(sql`${sql.param(isPlainObject ? JSON.stringify(value) : (value ?? null))}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
