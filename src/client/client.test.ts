/** The typed client and its README example, against a test server over HTTP (issue 29 point 5). */
import { readFileSync } from "node:fs";
import path from "node:path";
// First: the app extends zod with .openapi before any contract is built.
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey } from "@/shared/contracts/api-keys";
import { serveAt } from "../../tests/helpers/serve-http";
import { startFakeWebhook, type FakeWebhook } from "../../tests/helpers/fake-webhook";
import { connect, createAccount, PUBLISHING_TEST_ENV } from "../../tests/helpers/publishing";
import { createUser } from "../../tests/helpers/users";
import { personalWorkspaceOf } from "../../tests/helpers/workspaces";
import { draftAndSchedule } from "./example";
import { createClient } from "./index";

let t: TestApp;
let hook: FakeWebhook;
let base: string;
let closeServer: () => Promise<void>;
let key: string;
let account: string;

beforeAll(async () => {
  hook = await startFakeWebhook();
  t = await createTestApp({ env: { ...PUBLISHING_TEST_ENV, PUBLIC_URL: "http://127.0.0.1:3442" } });
  ({ base, close: closeServer } = await serveAt(t, 3442));
  const session = await createUser(t);
  const ws = await personalWorkspaceOf(t, session.user.id);
  account = await createAccount(t, session.access_token, "webhook");
  await connect(t, session.access_token, account, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
  const res = await t.request(`/api/workspaces/${ws}/api-keys`, { method: "POST", token: session.access_token, json: { name: "script", scopes: ["read", "write", "publish"] } });
  key = ((await res.json()) as CreatedApiKey).key;
}, 120_000);
afterAll(async () => {
  await closeServer();
  await t.close();
  await hook.close();
});

describe("the typed client", () => {
  it("runs the README example: drafts a post and schedules it", async () => {
    const { draftId, posts } = await draftAndSchedule(base, key);
    expect(posts).toEqual([expect.objectContaining({ account_id: account, status: "scheduled", content: expect.stringContaining("sourdough") })]);
    const draft = await createClient({ baseUrl: base, apiKey: key }).GET("/api/drafts/{id}", { params: { path: { id: draftId } } });
    expect(draft.data?.data.generatedPost).toContain("sourdough");
  });

  it("is the example the README shows", () => {
    const example = readFileSync(path.resolve("src/client/example.ts"), "utf8").replace('from "./index"', 'from "./src/client"');
    expect(readFileSync(path.resolve("src/client/README.md"), "utf8")).toContain(example);
  });

  it("sends one Idempotency-Key per POST and keeps it across its retries", async () => {
    const seen: { key: string | null; status: number }[] = [];
    let calls = 0;
    const studio = createClient({
      baseUrl: base,
      apiKey: key,
      maxWaitSeconds: 0,
      fetch: async (request) => {
        calls += 1;
        const res = calls === 1 ? new Response("{}", { status: 503, headers: { "retry-after": "0" } }) : await fetch(request);
        seen.push({ key: request.headers.get("idempotency-key"), status: res.status });
        return res;
      },
    });
    const made = await studio.POST("/api/history", { body: { content: "Kept once", content_type: "social_media" } });
    expect(made.response.status).toBe(201);
    expect(seen.map((s) => s.status)).toEqual([503, 201]);
    expect(seen[0].key).toBeTruthy();
    expect(seen[1].key).toBe(seen[0].key);
  });
});
