import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey } from "@/shared/contracts/api-keys";
import type { Draft } from "@/shared/contracts/drafts";
import { messages } from "@/shared/messages";
import { draftData } from "../../../tests/helpers/drafts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser } from "../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../tests/helpers/workspaces";

let t: TestApp;
let token: string;
let key: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: "20" } });
  const s = await createUser(t);
  token = s.access_token;
  userId = s.user.id;
  const ws = await personalWorkspaceOf(t, userId);
  const res = await t.request(`/api/workspaces/${ws}/api-keys`, { method: "POST", token, json: { name: "script", scopes: ["read", "write"] } });
  key = ((await res.json()) as CreatedApiKey).key;
});
afterAll(() => t.close());

const draftBody = (text: string) => ({ page: "social_media", position: 0, data: draftData({ textContent: text }) });
const post = (idempotencyKey: string, body: unknown, credential = key) =>
  t.request("/api/drafts", { method: "POST", token: credential, json: body, headers: { "Idempotency-Key": idempotencyKey } });
const draftCount = async () => Number(((await t.database.executeSql("select count(*)::int as n from drafts where created_by = $1", [userId])).rows as { n: number }[])[0].n);

describe("Idempotency-Key", () => {
  it("runs two concurrent identical POSTs once: one draft, the same answer twice", async () => {
    const before = await draftCount();
    const [a, b] = await Promise.all([post("same-1", draftBody("once")), post("same-1", draftBody("once"))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [da, db] = [(await a.json()) as Draft, (await b.json()) as Draft];
    expect(da.id).toBe(db.id);
    expect(await draftCount()).toBe(before + 1);
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")]).toContain("true");
  });

  it("replays the first answer (status, body, content type) to a retry, and refuses the key with another body (422)", async () => {
    const first = await post("retry-1", draftBody("first"));
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const before = await draftCount();
    const again = await post("retry-1", draftBody("first"));
    expect(again.status).toBe(201);
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect(await draftCount()).toBe(before);

    const other = await post("retry-1", draftBody("something else"));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(messages.idempotency.bodyMismatch);
    expect(await draftCount()).toBe(before);
  });

  it("keeps a key for 24 hours, per caller", async () => {
    const first = await post("day-1", draftBody("day"));
    const id = ((await first.json()) as Draft).id;
    // The same key from the person's session is another caller's key: it runs.
    const bySession = await post("day-1", draftBody("day"), token);
    expect(((await bySession.json()) as Draft).id).not.toBe(id);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const later = await post("day-1", draftBody("day"));
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(((await later.json()) as Draft).id).not.toBe(id);
  });

  it("refuses an unusable key", async () => {
    expect((await post("x".repeat(300), draftBody("long"))).status).toBe(400);
  });
});

describe("rate limits", () => {
  it("says where the caller stands on every answer, and answers 429 with Retry-After past the limit", async () => {
    const limited = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: "5" }, database: t.database, clock: t.clock });
    try {
      const first = await limited.request("/api/drafts?page=social_media", { token: key });
      expect(first.status).toBe(200);
      expect(first.headers.get("ratelimit-policy")).toBe('"api";q=5;w=60');
      expect(first.headers.get("ratelimit")).toMatch(/^"api";r=\d+;t=\d+$/);
      // Errors carry them too.
      const missing = await limited.request("/api/drafts/00000000-0000-4000-8000-000000000000", { token: key });
      expect(missing.status).toBe(404);
      expect(missing.headers.get("ratelimit")).toMatch(/^"api";r=\d+;t=\d+$/);
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) last = await limited.request("/api/drafts?page=social_media", { token: key });
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(last!.headers.get("ratelimit")).toMatch(/^"api";r=0;t=\d+$/);
      expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(messages.apiRateLimited);
      // Each caller has its own bucket; probes are never counted.
      const other = await createUser(t);
      expect((await limited.request("/api/drafts?page=social_media", { token: other.access_token })).status).toBe(200);
      expect((await limited.request("/api/health/live")).headers.get("ratelimit")).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
