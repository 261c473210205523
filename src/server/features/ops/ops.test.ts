import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount, schedule, settled, startWorkers, waitForPost } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";

let t: TestApp;
let hook: FakeWebhook;
let token: string;
beforeAll(async () => {
  [t, hook] = await Promise.all([createTestApp({ env: { ...PUBLISHING_TEST_ENV, METRICS_TOKEN } }), startFakeWebhook()]);
  token = (await createUser(t)).access_token;
  await startWorkers(t);
});
afterAll(async () => {
  await Promise.all([t.close(), hook.close()]);
});

const scrape = async () => {
  const res = await t.request("/api/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};
/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /api/metrics", () => {
  it("wants the bearer token: 401 without it or with another", async () => {
    expect((await t.request("/api/metrics")).status).toBe(401);
    expect((await t.request("/api/metrics", { headers: { authorization: "Bearer metrics-token-0123456789abcdeX" } })).status).toBe(401);
    expect((await t.request("/api/metrics", { headers: { authorization: `Basic ${METRICS_TOKEN}` } })).status).toBe(401);
    // A user's session is not the metrics token either.
    expect((await t.request("/api/metrics", { token })).status).toBe(401);
  });

  it("counts requests by route template, never by URL, and errors by status class", async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) expect((await t.request(`/api/prompts/${id}`, { token })).status).toBe(404);
    expect((await t.request("/api/prompts", { token })).status).toBe(200);
    expect((await t.request(`/api/no-such-thing/${ids[0]}`, { token })).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'cs_http_requests_total{method="GET",route="/api/prompts/:id",status_class="4xx"}')).toBe(3);
    expect(sample(text, 'cs_http_requests_total{method="GET",route="/api/prompts",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cs_http_requests_total{method="GET",route="/api/*",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cs_http_request_duration_seconds_count{method="GET",route="/api/prompts/:id"}')).toBe(3);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain("no-such-thing");
  });

  it("shows AI calls, tokens and upstream latency by model, publishing outcomes, queues, sockets, event loop and memory", async () => {
    const gen = await t.request("/api/functions/generate-text-post", { method: "POST", token, json: { textContent: "Our spring sale starts Monday", promptText: "Write a short post" } });
    expect(gen.status).toBe(200);
    const accountId = await createAccount(t, token, "webhook");
    expect((await connect(t, token, accountId, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret })).status).toBe(200);
    const { body } = await schedule(t, token, { account_ids: [accountId], content: `Metrics ${Date.now()}`, publish_now: true });
    expect((await waitForPost(t, token, body.data[0].id, settled)).status).toBe("published");

    const text = await scrape();
    const model = /cs_ai_calls_total\{model="([^"]+)",provider="builtin",operation="[^"]+",outcome="ok"\} (\d+)/.exec(text);
    expect(model, text.slice(0, 2000)).not.toBeNull();
    expect(Number(model![2])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(new RegExp(`cs_ai_upstream_duration_seconds_count\\{model="${model![1]}",provider="builtin"\\} [1-9]`));
    expect(text).toContain("# TYPE cs_ai_tokens_total counter");
    expect(sample(text, 'cs_publish_outcomes_total{platform="webhook",outcome="published"}')).toBe(1);
    expect(sample(text, 'cs_queue_waiting_jobs{queue="publish-post"}')).toBe(0);
    expect(sample(text, 'cs_queue_oldest_waiting_seconds{queue="publish-post"}')).toBe(0);
    expect(text).toContain("# TYPE cs_queue_scheduled_jobs gauge");
    expect(sample(text, "cs_realtime_sockets")).toBe(0);
    for (const name of ["cs_nodejs_eventloop_lag_p99_seconds", "cs_process_resident_memory_bytes", "cs_nodejs_heap_size_used_bytes", "cs_http_open_connections"]) {
      expect(text).toContain(`# TYPE ${name} gauge`);
    }
  });

  it("shows how long the oldest due job has waited", async () => {
    const jobs = t.deps.services.jobs!;
    await jobs.prepare("metrics-idle-queue");
    await jobs.send("metrics-idle-queue", { n: 1 }, { startAfter: new Date(Date.now() - 120_000) });
    await jobs.send("metrics-idle-queue", { n: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'cs_queue_waiting_jobs{queue="metrics-idle-queue"}')).toBe(1);
    expect(sample(text, 'cs_queue_scheduled_jobs{queue="metrics-idle-queue"}')).toBe(1);
    expect(sample(text, 'cs_queue_oldest_waiting_seconds{queue="metrics-idle-queue"}')).toBeGreaterThanOrEqual(119);
  });
});

describe("the sample Grafana dashboard and the documented alerts", () => {
  it("name only metrics the server exports", async () => {
    const text = await scrape();
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((m) => m[1]));
    const named = (source: string) => new Set([...source.matchAll(/\bcs_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, "")));
    const dashboard = readFileSync("docs/grafana-dashboard.json", "utf8");
    const operations = readFileSync("docs/operations.md", "utf8");
    const watching = operations.slice(operations.indexOf("## Watching it"), operations.indexOf("\n## ", operations.indexOf("## Watching it") + 5));
    for (const name of [...named(dashboard), ...named(watching)]) expect(exported, name).toContain(name);
    expect(named(dashboard).size).toBeGreaterThan(12);
  });
});

describe("metrics off by default", () => {
  it("answers 404 while METRICS_TOKEN is unset, whatever the token", async () => {
    const off = await createTestApp();
    try {
      expect((await off.request("/api/metrics")).status).toBe(404);
      expect((await off.request("/api/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe("health for load balancers", () => {
  it("live answers 200 without touching the database; ready answers 200 while serving and 503 once draining", async () => {
    expect(await (await t.request("/api/health/live")).json()).toEqual({ status: "ok" });
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", draining: false, database: true, migrations: true });
    // /api/health is as it was.
    expect(await (await t.request("/api/health")).json()).toMatchObject({ status: "ok" });

    const other = await createTestApp();
    try {
      other.deps.services.ops!.lifecycle.drain();
      const draining = await other.request("/api/health/ready");
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: "not_ready", draining: true, database: true, migrations: true });
      // Still served while draining, on a connection that closes after the answer.
      const served = await other.request("/api/health/live");
      expect(served.status).toBe(200);
      expect(served.headers.get("connection")).toBe("close");
      other.deps.services.ops!.lifecycle.close();
      const refused = await other.request("/api/prompts");
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("shutting_down");
    } finally {
      await other.close();
    }
  });

  it("ready answers 503 when the database is missing a migration of this build", async () => {
    const other = await createTestApp();
    try {
      await other.database.executeSql("delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)", []);
      const res = await other.request("/api/health/ready");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ migrations: false, database: true, draining: false });
    } finally {
      await other.close();
    }
  });
});
