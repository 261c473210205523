/**
 * Outgoing webhooks (issue 29 point 3) end to end: real events (a published post, a generation) reach a local
 * receiver that verifies each request with the standardwebhooks library; retries, exactly-once, replay refusal,
 * disabling with the admins' notice, the address rules and the roles.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, webhookDeliveries } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from "@/shared/contracts/webhooks";
import { messages } from "@/shared/messages";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, startWorkers } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { WebhookReceiver } from "../../../../tests/helpers/webhook-receiver";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";
import { webhookSecretContext } from "./webhooks.repository";
import { WEBHOOK_QUEUE } from "./webhooks.service";
import { waitFor } from "../../../../tests/helpers/wait-for";

let t: TestApp;
let receiver: WebhookReceiver;
let platform: FakeWebhook;
let owner: SessionDto;
let admin: SessionDto;
let writer: SessionDto;
let stranger: SessionDto;
let team: string;

beforeAll(async () => {
  [t, receiver, platform] = await Promise.all([
    // Two retries a second apart (5 s, 30 s, … in production), and an endpoint is disabled after two failed events.
    createTestApp({ env: { ...PUBLISHING_TEST_ENV, WEBHOOK_RETRY_SCHEDULE: "1,1", WEBHOOK_DISABLE_AFTER: "2" } }),
    new WebhookReceiver().start(),
    startFakeWebhook(),
  ]);
  [owner, admin, writer, stranger] = [await createUser(t), await createUser(t), await createUser(t), await createUser(t)];
  team = await createTeamWorkspace(t, owner.user.id, [
    { userId: admin.user.id, role: "admin" },
    { userId: writer.user.id, role: "writer" },
  ]);
  await startWorkers(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([receiver.close(), platform.close()]);
});

const api = (workspace: string, path = "") => `/api/workspaces/${workspace}/webhooks${path}`;

async function createEndpoint(token: string, workspace: string, path: string, eventTypes: string[]): Promise<WebhookEndpointWithSecret> {
  const res = await t.request(api(workspace), { method: "POST", token, json: { url: `${receiver.url}${path}`, event_types: eventTypes, description: path } });
  if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${await res.text()}`);
  const endpoint = (await res.json()) as WebhookEndpointWithSecret;
  receiver.secretFor(path, endpoint.secret);
  return endpoint;
}

async function deliveriesOf(workspace: string, endpointId: string): Promise<WebhookDelivery[]> {
  const res = await t.request(api(workspace, `/${endpointId}/deliveries`), { token: owner.access_token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: WebhookDelivery[] }).data;
}


/** A webhook platform account of the workspace, connected to the fake platform (checked with its secret). */
async function connectHook(workspace: string, to: FakeWebhook = platform) {
  const headers = inWorkspace(workspace);
  const res = await t.request("/api/accounts", { method: "POST", token: owner.access_token, headers, json: { name: "Hook", handle: "@hook", platform: "webhook" } });
  const accountId = ((await res.json()) as { id: string }).id;
  const put = await t.request(`/api/publishing-accounts/${accountId}`, {
    method: "PUT",
    token: owner.access_token,
    headers,
    json: { platform: "webhook", webhook_url: to.hookUrl, secret: to.secret },
  });
  expect(put.status).toBe(200);
  return accountId;
}

/** A post published now through the real publisher, read until it settles. */
async function publishPost(workspace: string, content: string, accountId?: string) {
  const headers = inWorkspace(workspace);
  accountId ??= await connectHook(workspace);
  const created = await t.request("/api/scheduled-posts", { method: "POST", token: owner.access_token, headers, json: { account_ids: [accountId], content, publish_now: true } });
  expect(created.status).toBe(201);
  const postId = ((await created.json()) as { data: { id: string }[] }).data[0].id;
  const post = await waitFor(
    async () => (await (await t.request(`/api/scheduled-posts/${postId}`, { token: owner.access_token, headers })).json()) as { status: string },
    (p) => ["published", "failed", "missed"].includes(p.status),
  );
  return { postId, accountId, post };
}

describe("managing endpoints", () => {
  it("shows the whsec_ secret once, seals it at rest, and lists endpoints without it", async () => {
    const endpoint = await createEndpoint(owner.access_token, team, "/list", ["post.published"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(endpoint).toMatchObject({ enabled: true, event_types: ["post.published"], consecutive_failures: 0, created_by: owner.user.id });
    const { rows } = await t.database.executeSql("select secret_sealed from webhook_endpoints where id = $1", [endpoint.id]);
    expect(String(rows[0].secret_sealed)).not.toContain(endpoint.secret.slice(6));
    expect(t.deps.secrets.open(String(rows[0].secret_sealed), webhookSecretContext(endpoint.id))).toBe(endpoint.secret);
    const list = (await (await t.request(api(team), { token: admin.access_token })).json()) as { data: (WebhookEndpoint & { secret?: string })[] };
    expect(list.data.find((e) => e.id === endpoint.id)).toBeDefined();
    expect(list.data.every((e) => e.secret === undefined)).toBe(true);

    const rotated = await t.request(api(team, `/${endpoint.id}/rotate-secret`), { method: "POST", token: admin.access_token });
    expect(rotated.status).toBe(200);
    const { secret } = (await rotated.json()) as WebhookEndpointWithSecret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
  });

  it("lets owners and admins manage webhooks; writers are refused with their role, strangers see nothing", async () => {
    const endpoint = await createEndpoint(admin.access_token, team, "/roles", ["post.failed"]);
    const json = { url: `${receiver.url}/x`, event_types: ["post.failed"] };
    const asWriter = await t.request(api(team), { method: "POST", token: writer.access_token, json });
    expect(asWriter.status).toBe(403);
    expect(((await asWriter.json()) as { error: { message: string } }).error.message).toBe(messages.workspaces.roleCannot("writer", messages.workspaces.actions.manage));
    expect((await t.request(api(team), { token: writer.access_token })).status).toBe(403);
    expect((await t.request(api(team, `/${endpoint.id}/deliveries`), { token: writer.access_token })).status).toBe(403);
    expect((await t.request(api(team, `/${endpoint.id}`), { method: "DELETE", token: writer.access_token })).status).toBe(403);
    expect((await t.request(api(team), { token: stranger.access_token })).status).toBe(404);
    expect((await t.request(api(team, `/${endpoint.id}/test`), { method: "POST", token: stranger.access_token })).status).toBe(404);
    const patched = await t.request(api(team, `/${endpoint.id}`), { method: "PATCH", token: admin.access_token, json: { description: "Zapier", event_types: ["post.failed", "post.published"] } });
    expect(await patched.json()).toMatchObject({ description: "Zapier", event_types: ["post.failed", "post.published"] });
    expect((await t.request(api(team, `/${endpoint.id}`), { method: "DELETE", token: owner.access_token })).status).toBe(204);
    expect((await t.request(api(team, `/${endpoint.id}`), { method: "DELETE", token: owner.access_token })).status).toBe(404);
  });

  it("refuses an endpoint without events or with an unknown one", async () => {
    for (const event_types of [[], ["post.deleted"]]) {
      const res = await t.request(api(team), { method: "POST", token: owner.access_token, json: { url: `${receiver.url}/bad`, event_types } });
      expect(res.status).toBe(400);
    }
  });
});

describe("delivery", () => {
  it("retries a receiver that answers 500 twice, which then handles the post.published event exactly once", async () => {
    const ws = await createTeamWorkspace(t, owner.user.id, [], "Retries");
    const endpoint = await createEndpoint(owner.access_token, ws, "/retry", ["post.published"]);
    receiver.plan("/retry", [500, 500]);
    const { postId, accountId, post } = await publishPost(ws, `Webhook retries ${Date.now()}`);
    expect(post.status).toBe("published");

    const [delivery] = await waitFor(() => deliveriesOf(ws, endpoint.id), (d) => d[0]?.status === "delivered");
    expect(delivery).toMatchObject({ event_type: "post.published", attempts: 3, response_status: 200, response_body: "ok", next_attempt_at: null });
    expect(delivery.event_id).toMatch(/^msg_/);
    // Three attempts, every one signed and verified, all with the one webhook-id; the event handled once.
    const requests = receiver.forPath("/retry");
    expect(requests.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(requests.map((r) => r.headers["webhook-id"]))).toEqual(new Set([delivery.event_id]));
    const handled = receiver.handled.filter((h) => h.path === "/retry");
    expect(handled).toHaveLength(1);
    expect(handled[0].payload).toMatchObject({ type: "post.published", workspace_id: ws, data: { post_id: postId, account_id: accountId, platform: "webhook" } });

    // The first attempt's job run again (handed out twice) finds the delivery taken and sends nothing.
    await t.deps.services.webhooks!.handle(t.deps.mailer, { id: delivery.id, name: WEBHOOK_QUEUE, data: { deliveryId: delivery.id, attempts: 0 }, retryCount: 0, retryLimit: 0 });
    expect(receiver.forPath("/retry")).toHaveLength(3);

    // The same event emitted again (a second worker settling the same version) makes no second delivery.
    const again = await t.deps.services.webhooks!.emit(ws, "post.published", handled[0].payload.data as never, delivery.event_id);
    expect(again).toBe(0);
    expect(await deliveriesOf(ws, endpoint.id)).toHaveLength(1);

    // A captured delivery replayed after the 5-minute tolerance is refused by the receiver's verification.
    const captured = requests[2];
    const realNow = Date.now();
    const later = vi.spyOn(Date, "now").mockReturnValue(realNow + 6 * 60_000);
    try {
      expect(() => receiver.verify("/retry", captured.body, captured.headers)).toThrow(/too old/);
      expect(await receiver.replay(captured)).toBe(400);
    } finally {
      later.mockRestore();
    }
    // A forged body with the captured signature is refused at once.
    expect(await receiver.replay({ ...captured, body: captured.body.replace("webhook", "forged") })).toBe(400);
    expect(receiver.handled.filter((h) => h.path === "/retry")).toHaveLength(1);

    // Redeliver sends it once more with the same webhook-id (the receiver's deduplication keeps it handled once).
    const res = await t.request(api(ws, `/${endpoint.id}/deliveries/${delivery.id}/redeliver`), { method: "POST", token: owner.access_token });
    expect(res.status).toBe(202);
    const [redelivered] = await waitFor(() => deliveriesOf(ws, endpoint.id), (d) => d[0]?.attempts === 4 && d[0].status === "delivered");
    expect(redelivered.event_id).toBe(delivery.event_id);
    expect(receiver.forPath("/retry").map((r) => r.status)).toEqual([500, 500, 200, 400, 400, 200]);
    expect(receiver.handled.filter((h) => h.path === "/retry")).toHaveLength(1);
  });

  it("tells a generation.finished event with the History item's id, and sends a test event on request", async () => {
    const ws = await createTeamWorkspace(t, owner.user.id, [], "Generations");
    const endpoint = await createEndpoint(owner.access_token, ws, "/gen", ["generation.finished"]);
    const res = await t.request("/api/functions/generate-text-post", {
      method: "POST",
      token: owner.access_token,
      headers: inWorkspace(ws),
      json: { textContent: "Our bakery now bakes sourdough every morning.", promptText: "Write a post", contentType: "social_media" },
    });
    expect(res.status).toBe(200);
    const { history_id: historyId, content } = (await res.json()) as { history_id: string; content: string };
    await waitFor(async () => receiver.handled.filter((h) => h.path === "/gen"), (h) => h.length === 1);
    expect(receiver.handled.find((h) => h.path === "/gen")!.payload).toMatchObject({
      type: "generation.finished",
      workspace_id: ws,
      data: { history_id: historyId, user_id: owner.user.id, content_type: "social_media", operation: "generate", characters: content.length },
    });

    const test = await t.request(api(ws, `/${endpoint.id}/test`), { method: "POST", token: owner.access_token });
    expect(test.status).toBe(202);
    expect(await test.json()).toMatchObject({ event_type: "webhook.test", status: "pending", attempts: 0 });
    await waitFor(async () => receiver.handled.filter((h) => h.path === "/gen"), (h) => h.length === 2);
    expect(receiver.handled.filter((h) => h.path === "/gen")[1].payload.type).toBe("webhook.test");
    // Not subscribed to post events: a published post sends it nothing.
    await publishPost(ws, `Not subscribed ${Date.now()}`);
    expect((await deliveriesOf(ws, endpoint.id)).map((d) => d.event_type).sort()).toEqual(["generation.finished", "webhook.test"]);
  });

  it("tells post.failed with the platform's reason when a post fails for good", async () => {
    const ws = await createTeamWorkspace(t, owner.user.id, [], "Failures");
    await createEndpoint(owner.access_token, ws, "/failed", ["post.failed"]);
    const refusing = await startFakeWebhook();
    try {
      const accountId = await connectHook(ws, refusing);
      // The account was checked with the right secret; the platform now refuses it (401: not retried).
      refusing.secret = "rotated-on-the-platform-side-0000";
      const { postId, post } = await publishPost(ws, `Refused ${Date.now()}`, accountId);
      expect(post.status).toBe("failed");
      await waitFor(async () => receiver.handled.filter((h) => h.path === "/failed"), (h) => h.length === 1);
      expect(receiver.handled.find((h) => h.path === "/failed")!.payload).toMatchObject({
        type: "post.failed",
        workspace_id: ws,
        data: { post_id: postId, account_id: accountId, status: "failed", error: expect.stringContaining("401") },
      });
    } finally {
      await refusing.close();
    }
  });

  it("disables an endpoint after repeated failed events and mails the workspace's owner and admins", async () => {
    const ws = await createTeamWorkspace(t, owner.user.id, [{ userId: admin.user.id, role: "admin" }, { userId: writer.user.id, role: "writer" }], "Failing");
    const endpoint = await createEndpoint(owner.access_token, ws, "/down", ["post.failed", "post.published"]);
    receiver.plan("/down", Array(6).fill(503));
    for (let i = 0; i < 2; i++) await publishPost(ws, `Down ${i} ${Date.now()}`);
    const listed = await waitFor(
      async () => ((await (await t.request(api(ws), { token: owner.access_token })).json()) as { data: WebhookEndpoint[] }).data[0],
      (e) => !e.enabled,
    );
    expect(listed).toMatchObject({ enabled: false, consecutive_failures: 2, disabled_reason: messages.webhooks.disabledAfterFailures(2) });
    const deliveries = await deliveriesOf(ws, endpoint.id);
    expect(deliveries.map((d) => [d.status, d.attempts, d.response_status])).toEqual([
      ["failed", 3, 503],
      ["failed", 3, 503],
    ]);
    // The body kept is capped at 2 KB.
    expect(deliveries[0].response_body!.length).toBe(2048);

    // The owner and the admin are mailed (through the mail queue) just after the endpoint is disabled; the writer is not.
    const members = [owner.user.email, admin.user.email, writer.user.email];
    const subject = messages.mail.webhookDisabled.subject(messages.common.productName, "Failing");
    const mail = await waitFor(
      async () => (await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.subject, subject), inArray(mailOutbox.to, members)))).map((m) => m.to).sort(),
      (to) => to.length >= 2,
    );
    expect(mail).toEqual([owner.user.email, admin.user.email].sort());

    // While disabled, new events are not sent to it and old deliveries are not redelivered.
    await publishPost(ws, `While disabled ${Date.now()}`);
    expect(await deliveriesOf(ws, endpoint.id)).toHaveLength(2);
    const refused = await t.request(api(ws, `/${endpoint.id}/deliveries/${deliveries[0].id}/redeliver`), { method: "POST", token: owner.access_token });
    expect(refused.status).toBe(409);

    // Enabled again, its failures start over and it receives events.
    const enabled = await t.request(api(ws, `/${endpoint.id}`), { method: "PATCH", token: admin.access_token, json: { enabled: true } });
    expect(await enabled.json()).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, consecutive_failures: 0 });
    await publishPost(ws, `Back ${Date.now()}`);
    await waitFor(() => deliveriesOf(ws, endpoint.id), (d) => d.length === 3 && d.some((x) => x.status === "delivered"));
  });
});

describe("the address rules (publishing's)", () => {
  let strict: TestApp;
  let user: SessionDto;
  beforeAll(async () => {
    strict = await createTestApp({ env: { WEBHOOK_RETRY_SCHEDULE: "1" } });
    user = await createUser(strict);
  }, 120_000);
  afterAll(async () => {
    await strict.close();
  });

  it("refuses private and plain-http addresses when saved", async () => {
    const [{ id: personal }] = (await strict.database.executeSql("select id from workspaces where personal_owner_id = $1", [user.user.id])).rows as { id: string }[];
    for (const url of ["https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://[::1]/hook", "https://localhost/hook", "http://example.com/hook"]) {
      const res = await strict.request(api(personal), { method: "POST", token: user.access_token, json: { url, event_types: ["post.published"] } });
      expect(res.status, url).toBe(400);
    }
  });

  it("refuses a private address at delivery too, for good (no retries)", async () => {
    const [{ id: personal }] = (await strict.database.executeSql("select id from workspaces where personal_owner_id = $1", [user.user.id])).rows as { id: string }[];
    // Saved before the rules applied (or by a host whose DNS changed since): written straight to the table.
    const id = "3b0c7f44-8a44-4d0e-9b6b-0f3a4a2b9c11";
    await strict.database.executeSql(
      "insert into webhook_endpoints (id, workspace_id, url, event_types, secret_sealed) values ($1, $2, $3, $4::jsonb, $5)",
      [id, personal, `https://127.0.0.1:${new URL(receiver.url).port}/private`, JSON.stringify(["post.published"]), strict.deps.secrets.seal("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", webhookSecretContext(id))],
    );
    const webhooks = strict.deps.services.webhooks!;
    const data = { post_id: id, account_id: id, platform: "webhook", scheduled_at: new Date().toISOString(), post_url: null, published_at: new Date().toISOString() };
    expect(await webhooks.emit(personal, "post.published", data)).toBe(1);
    await strict.database.executeSql("update pgboss.job set start_after = now() - interval '1 second' where name = $1", [WEBHOOK_QUEUE]);
    const ran = await strict.deps.services.jobs!.runDue(WEBHOOK_QUEUE, (job) => webhooks.handle(strict.deps.mailer, job as never));
    expect(ran).toBe(1);
    const [row] = await strict.database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, id)));
    expect(row).toMatchObject({ status: "failed", attempts: 1, responseStatus: null, responseBody: messages.webhooks.noAnswer(messages.publishing.privateHost) });
    expect(receiver.forPath("/private")).toHaveLength(0);
  });
});

describe("the event catalogue", () => {
  it("declares draft.approved and draft.commented for subscription", async () => {
    const ws = await createTeamWorkspace(t, owner.user.id, [], "Drafts");
    const endpoint = await createEndpoint(owner.access_token, ws, "/drafts", ["draft.approved", "draft.commented"]);
    expect(endpoint.event_types).toEqual(["draft.approved", "draft.commented"]);
  });
});
