/**
 * Scheduled publishing across two instances: 10,000 posts due in the same minute, two built servers
 * (dist/server/index.js) on one PostgreSQL, 20 accounts on a mix of platforms, each a local fake answering every
 * call after 50 ms: webhooks, Bluesky, Mastodon, and through their OAuth flows LinkedIn, X, Threads and Facebook
 * Pages. Measures the time from the due minute until every post is sent, duplicates and missing posts per platform
 * (each must be 0), and the queue's overhead per job.
 *
 *   BENCH_DATABASE_URL=postgres://cs_test:cs_test@127.0.0.1:5432/postgres node --import tsx bench/publishing.ts
 */
import pg from "pg";
import { startFakeBluesky } from "../tests/helpers/fake-bluesky";
import { startFakeLinkedIn } from "../tests/helpers/fake-linkedin";
import { startFakeMastodon } from "../tests/helpers/fake-mastodon";
import { startFakeGraph, startFakeThreads } from "../tests/helpers/fake-meta";
import { startFakeWebhook } from "../tests/helpers/fake-webhook";
import { startFakeX } from "../tests/helpers/fake-x";
import { table, writeSection } from "./lib/results";
import { signedInUser, startServer, type RunningServer } from "./lib/server";
import { oauthAppEnv } from "../tests/helpers/fake-oauth";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const PLATFORM_MS = 50;
/** The API takes up to 20 accounts per post: 20 connected accounts make one request schedule 20 posts. */
type MixPlatform = "webhook" | "bluesky" | "mastodon" | "linkedin" | "twitter" | "threads" | "facebook";
/** BENCH_WEBHOOKS_ONLY=1: the earlier run's shape (20 webhook accounts), the baseline the mix is compared with. */
const WEBHOOKS_ONLY = process.env.BENCH_WEBHOOKS_ONLY === "1";
const MIX: Record<MixPlatform, number> = WEBHOOKS_ONLY
  ? { webhook: 20, bluesky: 0, mastodon: 0, linkedin: 0, twitter: 0, threads: 0, facebook: 0 }
  : // One X account: X refuses the same text twice from one user (403 duplicate content), and the fake has one user.
    { webhook: 7, bluesky: 2, mastodon: 2, linkedin: 3, twitter: 1, threads: 2, facebook: 3 };
const SECTION = WEBHOOKS_ONLY ? "Scheduled publishing across two instances" : "Scheduled publishing across two instances, a mix of platforms";
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://cs_test:cs_test@127.0.0.1:5432/postgres";

const dbUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** How many times each text reached a platform. */
function countTexts(texts: string[]) {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
}

async function main() {
  const name = `cs_bench_publish_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const hook = await startFakeWebhook();
  const [bsky, masto, linkedin, x, threads, graph] = await Promise.all([startFakeBluesky(), startFakeMastodon(), startFakeLinkedIn(), startFakeX(), startFakeThreads(), startFakeGraph()]);
  const fakes = [hook, bsky, masto, linkedin, x, threads, graph];
  for (const fake of fakes) fake.delayMs = PLATFORM_MS;
  // Instances of one deployment share SECRETS_KEY (docs/operations.md): each must open the credentials the other sealed.
  const env = {
    DATABASE_URL: dbUrl(name),
    PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
    PUBLISH_PLATFORM_TEST_URLS: "true",
    NODE_ENV: "development",
    SECRETS_KEY: "bench-secrets-key-bench-secrets-key-0123",
    ...oauthAppEnv("LINKEDIN", linkedin),
    ...oauthAppEnv("X", x),
    ...oauthAppEnv("THREADS", threads),
    ...oauthAppEnv("FACEBOOK", graph),
  };
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
    // The member's trip through a platform's consent page: our authorize address, its Allow link, our callback.
    const connectOAuth = async (id: string) => {
      const { authorize_url } = (await call(servers[0].url, `/api/publishing-accounts/${id}/oauth`, "POST", {})) as unknown as { authorize_url: string };
      const consent = await (await fetch(authorize_url)).text();
      const allow = /id="allow" href="([^"]+)"/.exec(consent)?.[1]?.replace(/&amp;/g, "&");
      if (!allow) throw new Error(`no Allow link on ${authorize_url}`);
      const back = await fetch(allow, { redirect: "manual" });
      const location = back.headers.get("location") ?? "";
      if (!location.includes("connected=")) throw new Error(`connecting ${id} failed: ${back.status} ${location}`);
    };
    const connect: Record<MixPlatform, (id: string) => Promise<unknown>> = {
      webhook: (id) => call(servers[0].url, `/api/publishing-accounts/${id}`, "PUT", { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret }),
      bluesky: (id) => call(servers[0].url, `/api/publishing-accounts/${id}`, "PUT", { platform: "bluesky", service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password }),
      mastodon: (id) => call(servers[0].url, `/api/publishing-accounts/${id}`, "PUT", { platform: "mastodon", instance_url: masto.url, access_token: masto.token }),
      linkedin: connectOAuth,
      twitter: connectOAuth,
      threads: connectOAuth,
      facebook: connectOAuth,
    };
    const accountIds: string[] = [];
    for (const [platform, n] of Object.entries(MIX) as [MixPlatform, number][]) {
      for (let i = 0; i < n; i++) {
        const { id } = await call(servers[0].url, "/api/accounts", "POST", { name: `${platform} ${i}`, handle: `@${platform}${i}`, platform });
        await connect[platform](id);
        accountIds.push(id);
      }
    }
    const ACCOUNTS = accountIds.length;
    // What each platform received: texts per platform (webhook deliveries carry the post's idempotency key).
    const received = (): Record<MixPlatform, string[]> => ({
      webhook: hook.deliveries.map((d) => d.idempotencyKey ?? "(no key)"),
      bluesky: bsky.posts.map((p) => p.text),
      mastodon: masto.statuses.map((p) => p.text),
      linkedin: linkedin.posts.map((p) => p.commentary),
      twitter: x.tweets.map((p) => p.text),
      threads: threads.posts.map((p) => p.text),
      facebook: graph.feed.map((p) => p.message),
    });
    const receivedCount = () => Object.values(received()).reduce((n, list) => n + list.length, 0);

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

    const sendBy = due.getTime() + Number(process.env.BENCH_WAIT_S ?? 600) * 1000;
    while (receivedCount() < requests * ACCOUNTS) {
      const failed = Number((await db.query<{ n: string }>("select count(*) as n from scheduled_posts where status = 'failed'")).rows[0].n);
      if (Date.now() > sendBy || failed > 0) {
        const { rows } = await db.query("select status, error, count(*) as n from scheduled_posts group by status, error");
        console.error("not all sent:", receivedCount(), rows);
        throw new Error(failed > 0 ? `${failed} posts failed` : "timed out waiting for every post");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
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
    // When posts arrived: every platform call the fakes logged after the due minute (a post is its last call).
    const calls = fakes.flatMap((f) => f.calls.filter((c) => c.method === "POST" && c.at >= due.getTime() - 1000).map((c) => c.at));
    const lastMs = Math.max(...calls);
    const firstMs = Math.min(...calls);
    const got = received();
    const perPlatform = (Object.keys(MIX) as MixPlatform[]).filter((platform) => MIX[platform] > 0).map((platform) => {
      const counts = countTexts(got[platform]);
      // A webhook delivery is one post (its key); on the others each text goes to every account of the platform.
      const expectedEach = platform === "webhook" ? 1 : MIX[platform];
      const expectedTexts = platform === "webhook" ? requests * MIX.webhook : requests;
      let duplicates = 0;
      let missing = expectedTexts - counts.size;
      for (const n of counts.values()) {
        duplicates += Math.max(0, n - expectedEach);
        missing += Math.max(0, expectedEach - n);
      }
      return { platform, posts: got[platform].length, duplicates, missing };
    });
    const duplicates = perPlatform.reduce((n, p) => n + p.duplicates, 0);
    const missing = perPlatform.reduce((n, p) => n + p.missing, 0);
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
      `${total.toLocaleString("en-US")} posts due at the same instant, 2 server instances (\`dist/server/index.js\`, PUBLISH_CONCURRENCY 20 each, JOBS_POLL_INTERVAL_MS 1000) on one PostgreSQL (${(await db.query<{ server_version: string }>("show server_version")).rows[0].server_version}), ${WEBHOOKS_ONLY ? `${ACCOUNTS} webhook accounts, a local fake receiver answering after ${PLATFORM_MS} ms.` : `${ACCOUNTS} accounts on ${perPlatform.length} platforms (${perPlatform.map((p) => `${p.platform} ${MIX[p.platform]}`).join(", ")}), each a local fake answering every call after ${PLATFORM_MS} ms (LinkedIn, X, Threads and Facebook connected through their OAuth flows).`} Scheduled through the API (${requests} requests of ${ACCOUNTS} accounts, both instances) in ${scheduleS.toFixed(1)} s. One run; the load average below says how busy the machine was.`,
      "",
      table(
        ["measure", "value"],
        [
          ["time from due until all sent", `${allSentS.toFixed(1)} s`],
          ["first delivery after due", `${((firstMs - due.getTime()) / 1000).toFixed(2)} s`],
          ["throughput", `${Math.round(total / ((lastMs - firstMs) / 1000))} posts/s`],
          ...perPlatform.map((p) => [`${p.platform}: posts received, duplicates, missing`, `${p.posts}, ${p.duplicates}, ${p.missing}`]),
          ["duplicates, all platforms (must be 0)", duplicates],
          ["missing, all platforms (must be 0)", missing],
          ["posts published (database)", `${published} of ${total}`],
          ["worker time per job (pg-boss started → completed), mean / p95", `${Number(jobRows[0].avg_ms).toFixed(0)} / ${Number(jobRows[0].p95_ms).toFixed(0)} ms`],
          [`worker time per job beyond one platform call of 50 ms (mean of the above − 50${WEBHOOKS_ONLY ? "" : "; Threads and Bluesky make more than one call a post"})`, `${(Number(jobRows[0].avg_ms) - PLATFORM_MS).toFixed(0)} ms`],
          [`wall time × ${slots} worker slots ÷ posts`, `${wallPerJobMs.toFixed(0)} ms`],
        ],
      ),
      "",
      WEBHOOKS_ONLY
        ? "What it does not show: real platforms' latency and rate limits (the fake answers every call after 50 ms and never throttles), and posts with images."
        : "What it does not show: real platforms' latency and rate limits (each fake answers every call after 50 ms and never throttles), posts with images or documents, and token refreshes during the run. The platforms make different numbers of calls per post (a webhook one; Threads a container, its publish and the permalink; Bluesky its session and the record), so the time until all are sent is longer than the webhooks-only run's; exactly once is what this run is for.",
    ].join("\n");
    writeSection(SECTION, body);
    console.log(body);
    if (duplicates !== 0 || missing !== 0 || published !== total) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(fakes.map((f) => f.close()));
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
