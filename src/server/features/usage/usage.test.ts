/** /api/usage on seeded ai_usage rows: scoping (own rows vs. everyone's), the SQL figures, prices and costs. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import type { UsageReport } from "@/shared/contracts/usage";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let admin: SessionDto;
let ann: SessionDto;
let bob: SessionDto;

const NOW = new Date("2026-03-15T12:00:00Z");
const at = (daysAgo: number, hour = 10) => new Date(Date.UTC(2026, 2, 15 - daysAgo, hour)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await createUser(t);
  ann = await createUser(t);
  bob = await createUser(t);
  const row = (user: SessionDto, model: string, createdAt: string, latencyMs: number, extra: Partial<typeof aiUsage.$inferInsert> = {}) => ({
    userId: user.user.id,
    provider: "openai-compatible",
    model,
    operation: "generate-text-post",
    tokensIn: 1000,
    tokensOut: 500,
    latencyMs,
    outcome: "ok",
    createdAt,
    ...extra,
  });
  await t.database.db.insert(aiUsage).values([
    row(ann, "gpt-4o-mini", at(0), 100),
    row(ann, "gpt-4o-mini", at(0, 11), 200),
    row(ann, "gpt-4o-mini", at(2), 300),
    row(ann, "gpt-4o-mini", at(3), 1000, { outcome: "error", errorCode: "ai_timeout", tokensIn: null, tokensOut: null }),
    row(ann, "llama3", at(1), 50, { provider: "ollama" }),
    row(ann, "gpt-4o-mini", at(7), 999), // eight days ago: outside the 7-day period, inside the 30-day one
    row(bob, "gpt-4o-mini", at(1), 400, { tokensIn: 2_000_000, tokensOut: 1_000_000 }),
  ]);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function usage(token: string, query = "days=7"): Promise<UsageReport> {
  const res = await t.request(`/api/usage?${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as UsageReport;
}

describe("GET /api/usage", () => {
  it("gives a user their own calls only, per model and per day, even when they ask for another user", async () => {
    for (const query of ["days=7", `days=7&user_id=${bob.user.id}`]) {
      const r = await usage(ann.access_token, query);
      expect(r).toMatchObject({ days: 7, from: "2026-03-09", to: "2026-03-15", user_id: ann.user.id, users: [] });
      expect(r.totals).toMatchObject({ calls: 5, tokens_in: 4000, tokens_out: 2000, errors: 1, median_latency_ms: 200 });
      expect(r.by_model).toEqual([
        { provider: "openai-compatible", model: "gpt-4o-mini", priced: false, calls: 4, tokens_in: 3000, tokens_out: 1500, errors: 1, median_latency_ms: 250, cost: null },
        { provider: "ollama", model: "llama3", priced: false, calls: 1, tokens_in: 1000, tokens_out: 500, errors: 0, median_latency_ms: 50, cost: null },
      ]);
      expect(r.by_day.map((d) => d.day)).toEqual(["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]);
      expect(r.by_day.map((d) => d.calls)).toEqual([0, 0, 0, 1, 1, 1, 2]);
      expect(r.by_day[6]).toMatchObject({ errors: 0, median_latency_ms: 150 });
      expect(r.by_day[0]).toMatchObject({ tokens_in: 0, median_latency_ms: null });
    }
    expect((await usage(ann.access_token, "days=30")).totals.calls).toBe(6);
  });

  it("gives an admin everyone's calls, the users for the filter, and one user's with user_id", async () => {
    const all = await usage(admin.access_token);
    expect(all.user_id).toBeNull();
    expect(all.totals.calls).toBe(6);
    expect(all.users.map((u) => u.id).sort()).toEqual([ann.user.id, bob.user.id].sort());
    const one = await usage(admin.access_token, `days=7&user_id=${bob.user.id}`);
    expect(one.totals).toMatchObject({ calls: 1, tokens_in: 2_000_000 });
  });

  it("takes only 7, 30 or 90 days", async () => {
    const res = await t.request("/api/usage?days=14", { token: ann.access_token });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(messages.usage.invalidRange);
    expect((await t.request("/api/usage")).status).toBe(401);
  });
});

describe("model prices", () => {
  const put = (token: string, json: unknown) => t.request("/api/usage/prices", { method: "PUT", token, json });

  it("are set by admins only, validated, and estimate the cost per model, day and in total", async () => {
    const price = { provider: "openai-compatible", model: "gpt-4o-mini", input_per_million: 0.15, output_per_million: 0.6 };
    expect((await put(ann.access_token, price)).status).toBe(403);
    expect((await put(admin.access_token, { ...price, extra: 1 })).status).toBe(422);
    expect((await put(admin.access_token, { ...price, input_per_million: -1 })).status).toBe(400);
    let res = await put(admin.access_token, { ...price, input_per_million: 1 });
    res = await put(admin.access_token, price);
    expect(res.status).toBe(200);
    const listed = (await (await t.request("/api/usage/prices", { token: ann.access_token })).json()) as { data: { model: string; input_per_million: number }[] };
    expect(listed.data).toEqual([expect.objectContaining({ model: "gpt-4o-mini", input_per_million: 0.15, output_per_million: 0.6 })]);

    const all = await usage(admin.access_token);
    const mini = all.by_model.find((m) => m.model === "gpt-4o-mini");
    // 2,003,000 input and 1,001,500 output tokens in the 7 days.
    expect(mini?.priced).toBe(true);
    expect(mini?.cost).toBeCloseTo(2_003_000 * 0.15e-6 + 1_001_500 * 0.6e-6, 9);
    expect(all.by_model.find((m) => m.model === "llama3")?.cost).toBeNull();
    expect(all.totals.cost).toBeCloseTo(mini!.cost!, 9);
    expect(all.by_day.find((d) => d.day === "2026-03-14")?.cost).toBeCloseTo(2_000_000 * 0.15e-6 + 1_000_000 * 0.6e-6, 9);
  });
});
