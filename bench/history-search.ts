/**
 * History search at 100,000 rows for one user: p95 of the indexed search (trigram GIN on content and
 * original_content) against the same ILIKE forced onto a sequential scan, in the same run.
 * Runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database is created), and on PGlite.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { createHistoryRepository } from "../src/server/features/history/history.repository";
import { judge, percentile, recordFigures, table, writeSection } from "./lib/results";

const ROWS = Number(process.env.HISTORY_ROWS ?? 100_000);
const QUERIES = 60;
const WORDS = "launch growth brand audience campaign content story product founder market email social video webinar newsletter community customer insight strategy creator agency funnel retention pricing feature design".split(" ");

function sentence(i: number): string {
  const pick = (n: number) => WORDS[(i * 7919 + n * 104729) % WORDS.length];
  return `${pick(1)} ${pick(2)} for ${pick(3)} teams: ${pick(4)} ${pick(5)} ideas ref${i}x with ${pick(6)} and ${pick(7)}.`;
}

async function seed(database: Database, userId: string) {
  const batch = 5000;
  for (let start = 0; start < ROWS; start += batch) {
    const values = Array.from({ length: Math.min(batch, ROWS - start) }, (_, k) => {
      const i = start + k;
      return sql`(${userId}::uuid, ${sentence(i)}, 'social_media', ${`source note ${i} ${WORDS[i % WORDS.length]}`}, now() - (${i} || ' seconds')::interval)`;
    });
    await database.db.execute(sql`insert into content_history (user_id, content, content_type, original_content, created_at) values ${sql.join(values, sql`, `)}`);
  }
  await database.db.execute(sql`analyze content_history`);
}

/** Terms that mostly match one row (a scan hurts most there), with a few common words mixed in. */
function term(q: number): string {
  return q % 6 === 5 ? WORDS[q % WORDS.length] : `ref${(q * 1543 + 17) % ROWS}x`;
}

// The database is opened with one connection, so session settings apply to every following query.
async function setIndexes(database: Database, on: boolean) {
  await database.db.execute(sql.raw(`set enable_indexscan = ${on ? "on" : "off"}`));
  await database.db.execute(sql.raw(`set enable_bitmapscan = ${on ? "on" : "off"}`));
}

/** The history page's own search (the repository), which picks its path by the term. */
async function timeRepository(database: Database, userId: string): Promise<number[]> {
  await setIndexes(database, true);
  const repo = createHistoryRepository(database.db);
  const times: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const t0 = performance.now();
    await repo.list(userId, { q: term(q), limit: 50 });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** The same ILIKE as one plain query, forced onto a sequential scan. */
async function timeScan(database: Database, userId: string): Promise<number[]> {
  await setIndexes(database, false);
  const times: number[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const pattern = `%${term(q)}%`;
    const t0 = performance.now();
    await database.db.execute(sql`select id, content, created_at from content_history where user_id = ${userId}::uuid and (content ilike ${pattern} or original_content ilike ${pattern}) order by created_at desc, id desc limit 51`);
    times.push(performance.now() - t0);
  }
  await setIndexes(database, true);
  return times.sort((a, b) => a - b);
}

async function measure(label: string, database: Database) {
  await migrate(database);
  const userId = (await database.db.execute<{ id: string }>(sql`insert into users (email, password_hash) values (${`bench-${randomBytes(4).toString("hex")}@example.com`}, 'x') returning id`)) as unknown;
  const id = ((userId as { rows?: { id: string }[] }).rows ?? (userId as { id: string }[]))[0].id;
  const t0 = performance.now();
  await seed(database, id);
  const seedSeconds = (performance.now() - t0) / 1000;
  await timeRepository(database, id); // warm-up
  const indexed = await timeRepository(database, id);
  const scan = await timeScan(database, id);
  const p95i = percentile(indexed, 95);
  const p95s = percentile(scan, 95);
  const key = label === "PGlite" ? "pglite" : "postgres";
  const figures = { [`search.${key}.p95`]: Number(p95i.toFixed(2)), [`search.${key}.speedup`]: Number((p95s / p95i).toFixed(1)) };
  recordFigures(figures);
  return [label, ROWS.toLocaleString("en"), seedSeconds.toFixed(1), percentile(indexed, 50).toFixed(2), p95i.toFixed(2), p95s.toFixed(2), `${(p95s / p95i).toFixed(1)}×`, judge(figures)];
}

const results: (string | number)[][] = [];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `cs_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    results.push(await measure("PostgreSQL", database));
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
const lite = await openDatabase({});
results.push(await measure("PGlite", lite));
await lite.close();

const body = `${table(["database", "rows", "seed (s)", "indexed p50 (ms)", "indexed p95 (ms)", "seq scan p95 (ms)", "speed-up", "target (p95 < 20 ms, ≥ 10×)"], results)}\n\nIndexed: the history repository's search (a common term is answered from the user's newest 2,000 rows, a rare one by the trigram GIN indexes). Scan: the same ILIKE on content or original_content, newest first, limit 51, with enable_indexscan and enable_bitmapscan off. ${QUERIES} terms: five in six match one row, one in six is a common word.`;
console.log(body);
writeSection("History search at 100,000 rows", body);
