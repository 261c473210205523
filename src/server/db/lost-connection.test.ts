/**
 * A PostgreSQL restart cuts every connection. The process must survive a connection lost in the middle of a
 * transaction (a checked-out client, where nothing else listens for its error), and a NOTIFY listener must listen
 * again and say so. PostgreSQL only: PGlite has no connections to lose.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import type { Database } from "./client";

const url = process.env.TEST_DATABASE_URL;

async function terminateOthers(database: Database, filter: string): Promise<number> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const res = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${filter}`,
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!url)("a lost database connection (PostgreSQL)", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("fails the transaction it cut, keeps the process alive, and the next query works", async () => {
    database = await createTestDatabase();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", onUncaught);
    try {
      const cut = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateOthers(database!, "query not like '%pg_terminate_backend%' and state like 'idle in transaction%'");
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 2`);
      });
      await expect(cut).rejects.toThrow();
      const res = await database.executeSql("select 41 + 1 as answer");
      expect(res.rows[0]).toEqual({ answer: 42 });
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });

  it("listens again after its connection is cut, and tells the subscriber", async () => {
    database = await createTestDatabase();
    const heard: string[] = [];
    let resubscribed = 0;
    await database.listen("cs_lost_connection_test", (p) => heard.push(p), () => (resubscribed += 1));
    expect(await terminateOthers(database, "query like 'LISTEN%'")).toBe(1);
    await expect.poll(() => resubscribed, { timeout: 10_000 }).toBe(1);
    await database.notify("cs_lost_connection_test", "after the cut");
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(["after the cut"]);
  });
});
