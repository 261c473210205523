import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishingAccounts } from "@/server/db/schema";
import type { PublishingAccount, PublishingAccountTest } from "@/shared/contracts/publishing";
import { startFakeBluesky, type FakeBluesky } from "../../../../tests/helpers/fake-bluesky";
import { startFakeMastodon, type FakeMastodon } from "../../../../tests/helpers/fake-mastodon";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let alice: string;
let bob: string;
let bsky: FakeBluesky;
let masto: FakeMastodon;
let hook: FakeWebhook;
beforeAll(async () => {
  [t, bsky, masto, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeBluesky(), startFakeMastodon(), startFakeWebhook()]);
  alice = (await createUser(t)).access_token;
  bob = (await createUser(t)).access_token;
});
afterAll(async () => {
  await Promise.all([t.close(), bsky.close(), masto.close(), hook.close()]);
});

const testPublishingAccount = async (token: string, accountId: string) => {
  const res = await t.request(`/api/publishing-accounts/${accountId}/test`, { method: "POST", token });
  return { status: res.status, body: (await res.json()) as PublishingAccountTest };
};

describe("connecting an account", () => {
  it("keeps Bluesky credentials encrypted, answers only a hint, and signs in on Test publishing account", async () => {
    const account = await createAccount(t, alice, "bluesky");
    const { status, body } = await connect(t, alice, account, {
      platform: "bluesky",
      service_url: bsky.url,
      identifier: "@alice.test",
      app_password: bsky.password,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ platform: "bluesky", settings: { service_url: bsky.url, identifier: "alice.test" }, secret_hint: "abcd", check_error: null });
    // Saving signed in once already: the row carries that check.
    expect(body.checked_at).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(body)).not.toContain(bsky.password);
    const [row] = await t.database.db.select().from(publishingAccounts).where(eq(publishingAccounts.accountId, account));
    expect(row.secretSealed).not.toContain(bsky.password);
    expect(t.deps.secrets.open(row.secretSealed, `account_connection:${account}`)).toBe(bsky.password);

    const check = await testPublishingAccount(alice, account);
    expect(check.body).toMatchObject({ ok: true, message: "Publishing account works. @alice.test" });
    const listed = (await (await t.request("/api/publishing-accounts", { token: alice })).json()) as { data: PublishingAccount[] };
    expect(listed.data.find((c) => c.account_id === account)).toMatchObject({ check_error: null });
    expect(listed.data.find((c) => c.account_id === account)?.checked_at).not.toBeNull();
  });

  it("refuses to save a wrong app password, with Bluesky's reason", async () => {
    const account = await createAccount(t, alice, "bluesky");
    const refused = await connect(t, alice, account, {
      platform: "bluesky",
      service_url: bsky.url,
      identifier: "alice.test",
      app_password: "wrong-password-0000",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "credentials_refused", message: "Bluesky refused the credentials (401): Invalid identifier or password" });
    expect((await t.request(`/api/publishing-accounts/${account}`, { token: alice })).status).toBe(404);
  });

  it("stores the last check's failure when the password is revoked later", async () => {
    const account = await createAccount(t, alice, "bluesky");
    expect(
      (await connect(t, alice, account, { platform: "bluesky", service_url: bsky.url, identifier: "alice.test", app_password: bsky.password })).status,
    ).toBe(200);
    const password = bsky.password;
    bsky.password = "revoked-1234-abcd";
    try {
      const check = await testPublishingAccount(alice, account);
      expect(check.body).toMatchObject({ ok: false, message: "Bluesky refused the credentials (401): Invalid identifier or password" });
      const saved = (await (await t.request(`/api/publishing-accounts/${account}`, { token: alice })).json()) as PublishingAccount;
      expect(saved).toMatchObject({ check_error: check.body.message, checked_at: check.body.checked_at });
    } finally {
      bsky.password = password;
    }
  });

  it("saves when the platform cannot be reached right now, with the failed check on the row", async () => {
    const account = await createAccount(t, alice, "mastodon");
    const down = await startFakeMastodon();
    const url = down.url;
    await down.close();
    const { status, body } = await connect(t, alice, account, { platform: "mastodon", instance_url: url, access_token: masto.token });
    expect(status).toBe(200);
    expect(body.check_error).toBe(`Could not reach ${new URL(url).host}: connection refused`);
    expect(body.checked_at).not.toBeNull();
  });

  it("tests Mastodon with the access token and a webhook with a signed ping", async () => {
    const m = await createAccount(t, alice, "mastodon");
    await connect(t, alice, m, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
    expect((await testPublishingAccount(alice, m)).body).toMatchObject({ ok: true, message: "Publishing account works. @alice" });

    const w = await createAccount(t, alice, "webhook");
    await connect(t, alice, w, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
    expect((await testPublishingAccount(alice, w)).body).toMatchObject({ ok: true });
    const wrong = await connect(t, alice, w, { platform: "webhook", webhook_url: hook.hookUrl, secret: "another-secret-that-is-wrong" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.message).toContain("(401)");
    // The refused secret replaced nothing: the saved one still works.
    expect((await testPublishingAccount(alice, w)).body).toMatchObject({ ok: true });
  });

  it("refuses a platform that does not match the account, and another user's account", async () => {
    const insta = await createAccount(t, alice, "instagram");
    expect((await connect(t, alice, insta, { platform: "bluesky", identifier: "a", app_password: "b" })).status).toBe(422);
    const account = await createAccount(t, alice, "mastodon");
    expect((await connect(t, bob, account, { platform: "mastodon", instance_url: masto.url, access_token: "x" })).status).toBe(404);
    expect((await t.request(`/api/publishing-accounts/${account}`, { token: bob })).status).toBe(404);
    expect((await testPublishingAccount(bob, account)).status).toBe(404);
  });

  it("disconnects", async () => {
    const account = await createAccount(t, alice, "mastodon");
    await connect(t, alice, account, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
    expect((await t.request(`/api/publishing-accounts/${account}`, { method: "DELETE", token: alice })).status).toBe(204);
    expect((await t.request(`/api/publishing-accounts/${account}`, { token: alice })).status).toBe(404);
  });
});

describe("user-given addresses on a shared host", () => {
  it("refuses loopback and plain http unless PUBLISH_ALLOW_PRIVATE_HOSTS is set", async () => {
    const strict = await createTestApp();
    try {
      const token = (await createUser(strict)).access_token;
      const account = await createAccount(strict, token, "webhook");
      const loopback = await connect(strict, token, account, { platform: "webhook", webhook_url: "https://127.0.0.1:9/hook", secret: hook.secret });
      expect(loopback.status).toBe(400);
      expect(loopback.body.error?.message).toContain("private or local network");
      const plain = await connect(strict, token, account, { platform: "webhook", webhook_url: "http://hooks.example.com/x", secret: hook.secret });
      expect(plain.status).toBe(400);
      const named = await connect(strict, token, account, { platform: "webhook", webhook_url: "https://localhost/hook", secret: hook.secret });
      expect(named.status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe("the retired /api/account-connections paths", () => {
  it("answer 410 Gone with a message and a Link naming the new path, and do nothing", async () => {
    const account = await createAccount(t, alice, "mastodon");
    await connect(t, alice, account, { platform: "mastodon", instance_url: masto.url, access_token: masto.token });
    const [before] = await t.database.db.select().from(publishingAccounts).where(eq(publishingAccounts.accountId, account));
    const calls: [string, string, string][] = [
      ["GET", "/api/account-connections", "/api/publishing-accounts"],
      ["GET", `/api/account-connections/${account}`, `/api/publishing-accounts/${account}`],
      ["PUT", `/api/account-connections/${account}`, `/api/publishing-accounts/${account}`],
      ["DELETE", `/api/account-connections/${account}`, `/api/publishing-accounts/${account}`],
      ["POST", `/api/account-connections/${account}/test`, `/api/publishing-accounts/${account}/test`],
    ];
    for (const [method, path, successor] of calls) {
      const json = method === "PUT" ? { platform: "mastodon", instance_url: masto.url, access_token: "replaced" } : undefined;
      const res = await t.request(path, { method, token: alice, json });
      expect(res.status, `${method} ${path}`).toBe(410);
      expect(res.headers.get("link")).toBe(`<${successor}>; rel="successor-version"`);
      const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error).toMatchObject({ code: "gone", details: { successor } });
      expect(body.error.message).toBe(
        `/api/account-connections was renamed to /api/publishing-accounts (same operations and bodies). Use ${successor} instead.`,
      );
    }
    // Nothing was replaced, removed or checked through the old paths.
    const [row] = await t.database.db.select().from(publishingAccounts).where(eq(publishingAccounts.accountId, account));
    expect(t.deps.secrets.open(row.secretSealed, `account_connection:${account}`)).toBe(masto.token);
    expect(row.checkedAt).toEqual(before.checkedAt);
    expect(row.updatedAt).toEqual(before.updatedAt);
  });

  it("answer 410 without a session too", async () => {
    const res = await t.request("/api/account-connections");
    expect(res.status).toBe(410);
  });

  it("stay in the OpenAPI document, deprecated, beside the new paths", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { deprecated?: boolean; responses: Record<string, unknown> }>>;
    };
    for (const [path, methods] of [
      ["/api/account-connections", ["get"]],
      ["/api/account-connections/{id}", ["get", "put", "delete"]],
      ["/api/account-connections/{id}/test", ["post"]],
    ] as const) {
      for (const method of methods) {
        expect(doc.paths[path]?.[method]?.deprecated, `${method} ${path}`).toBe(true);
        expect(Object.keys(doc.paths[path][method].responses)).toEqual(["410"]);
        const successor = path.replace("account-connections", "publishing-accounts");
        expect(doc.paths[successor]?.[method], `${method} ${successor}`).toBeDefined();
        expect(doc.paths[successor][method].deprecated).toBeUndefined();
      }
    }
  });
});
