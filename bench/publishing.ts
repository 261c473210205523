/**
 * Scheduled publishing across two instances: 10,000 posts due in the same minute, two built servers
 * (dist/server/index.js) on one PostgreSQL, a fake webhook receiver answering each post after 50 ms. Measures the
 * time from the due minute until every post is sent, duplicates (deliveries beyond one per post; must be 0),
 * and the queue's overhead per job (worker time per job beyond the platform's 50 ms).
 *
 *   BENCH_DATABASE_URL=postgres://cs_test:cs_test@127.0.0.1:5432/postgres node --import tsx bench/publishing.ts
 */
import pg from "pg";
import { startFakeWebhook } from "../tests/helpers/fake-webhook";
import { table, writeSection } from "./lib/results";
import { signedInUser, startServer, type RunningServer } from "./lib/server";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const PLATFORM_MS = 50;
/** The API takes up to 20 accounts per post: 20 connected accounts make one request schedule 20 posts. */
const ACCOUNTS = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://cs_test:cs_test@127.0.0.1:5432/postgres";

const dbUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function main() {
  const name = `cs_bench_publish_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const hook = await startFakeWebhook();
  hook.delayMs = PLATFORM_MS;
  // Instances of one deployment share SECRETS_KEY (docs/operations.md): each must open the credentials the other sealed.
  const env = { DATABASE_URL: dbUrl(name), PUBLISH_ALLOW_PRIVATE_HOSTS: "true", NODE_ENV: "development", SECRETS_KEY: "bench-secrets-key-bench-secrets-key-0123" };
  const servers: RunningServer[] = [];
  const db = new pg.Client({ connectionString: dbUrl(name) });
  try {
    // The first migrates; the second starts on the migrated database, as a second instance would.
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    await db.connect();
    const { token } = await signedInUser(servers[0].url);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const call = async (base: string, path: string, method: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ id: string }>;
    };
    const accountIds: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const { id } = await call(servers[0].url, "/api/accounts", "POST", { name: `Hook ${i}`, handle: `@hook${i}`, platform: "webhook" });
      await call(servers[0].url, `/api/publishing-accounts/${id}`, "PUT", { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
      accountIds.push(id);
    }

    // Every post is due at the same instant: the start of a minute far enough ahead for scheduling to finish.
    const due = new Date(Math.ceil((Date.now() + Number(process.env.BENCH_LEAD_S ?? 240) * 1000) / 60_000) * 60_000);
    const requests = Math.ceil(POSTS / ACCOUNTS);
    const scheduleStart = performance.now();
    let next = 0;
    const schedulers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = next++; i < requests; i = next++) {
        const base = servers[(i + w) % 2].url;
        await call(base, "/api/scheduled-posts", "POST", { account_ids: accountIds, content: `Bench post ${i}`, scheduled_at: due.toISOString() });
      }
    });
    await Promise.all(schedulers);
    const scheduleS = (performance.now() - scheduleStart) / 1000;
    if (Date.now() > due.getTime()) throw new Error("scheduling took past the due minute: raise the lead time");
    console.log(`scheduled ${requests * ACCOUNTS} posts in ${scheduleS.toFixed(1)} s, due ${due.toISOString()}`);

    await hook.waitFor(() => hook.deliveries.length >= requests * ACCOUNTS, due.getTime() - Date.now() + Number(process.env.BENCH_WAIT_S ?? 600) * 1000, "every delivery").catch(async (err) => {
      const { rows } = await db.query("select status, error, count(*) as n from scheduled_posts group by status, error");
      console.error("not all sent:", hook.deliveries.length, rows);
      throw err;
    });
    // The last posts are recorded just after their delivery: wait until every one is settled in the database.
    const settledBy = Date.now() + 120_000;
    let statusRows: { status: string; n: string }[] = [];
    for (;;) {
      statusRows = (await db.query<{ status: string; n: string }>("select status, count(*) as n from scheduled_posts group by status")).rows;
      if (!statusRows.some((r) => r.status === "scheduled" || r.status === "publishing") || Date.now() > settledBy) break;
      await db.query("select pg_sleep(0.2)");
    }
    // Let any straggling duplicate arrive before counting (a second delivery would come from a re-run job).
    await db.query("select pg_sleep(2)");
    const lastMs = Math.max(...hook.deliveries.map((d) => d.receivedAt));
    const firstMs = Math.min(...hook.deliveries.map((d) => d.receivedAt));
    const keys = new Set(hook.deliveries.map((d) => d.idempotencyKey));
    const duplicates = hook.deliveries.length - keys.size;
    const { rows: jobRows } = await db.query<{ avg_ms: number; p95_ms: number; n: string }>(
      `select avg(extract(epoch from (completed_on - started_on)) * 1000) as avg_ms,
              percentile_cont(0.95) within group (order by extract(epoch from (completed_on - started_on)) * 1000) as p95_ms,
              count(*) as n
         from pgboss.job where name = 'publish-post' and state = 'completed'`,
    );
    const total = requests * ACCOUNTS;
    const allSentS = (lastMs - due.getTime()) / 1000;
    const slots = 2 * 20;
    const wallPerJobMs = ((lastMs - firstMs) * slots) / total;
    const published = Number(statusRows.find((r) => r.status === "published")?.n ?? 0);
    const body = [
      `${total.toLocaleString("en-US")} posts due at the same instant, 2 server instances (\`dist/server/index.js\`, PUBLISH_CONCURRENCY 20 each, JOBS_POLL_INTERVAL_MS 1000) on one PostgreSQL (${(await db.query<{ server_version: string }>("show server_version")).rows[0].server_version}), a fake webhook receiver answering after ${PLATFORM_MS} ms. Scheduled through the API (${requests} requests of ${ACCOUNTS} accounts, both instances) in ${scheduleS.toFixed(1)} s. One run; the load average below says how busy the machine was.`,
      "",
      table(
        ["measure", "value"],
        [
          ["time from due until all sent", `${allSentS.toFixed(1)} s`],
          ["first delivery after due", `${((firstMs - due.getTime()) / 1000).toFixed(2)} s`],
          ["throughput", `${Math.round(total / ((lastMs - firstMs) / 1000))} posts/s`],
          ["deliveries / distinct posts", `${hook.deliveries.length} / ${keys.size}`],
          ["duplicates (must be 0)", duplicates],
          ["posts published (database)", `${published} of ${total}`],
          ["worker time per job (pg-boss started → completed), mean / p95", `${Number(jobRows[0].avg_ms).toFixed(0)} / ${Number(jobRows[0].p95_ms).toFixed(0)} ms`],
          ["queue overhead per job beyond the platform's 50 ms (mean of the above − 50)", `${(Number(jobRows[0].avg_ms) - PLATFORM_MS).toFixed(0)} ms`],
          [`wall time × ${slots} worker slots ÷ posts`, `${wallPerJobMs.toFixed(0)} ms`],
        ],
      ),
    ].join("\n");
    writeSection("Scheduled publishing across two instances", body);
    console.log(body);
    if (duplicates !== 0 || published !== total) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await hook.close();
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
