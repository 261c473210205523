import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApprovalState, Comment, Notification, NotificationPrefs } from "@/shared/contracts/collaboration";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import type { WebhookDelivery, WebhookEndpointWithSecret } from "@/shared/contracts/webhooks";
import { messages } from "@/shared/messages";
import { draftData } from "../../../../tests/helpers/drafts";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, startWorkers } from "../../../../tests/helpers/publishing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { WebhookReceiver } from "../../../../tests/helpers/webhook-receiver";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";
import { waitFor } from "../../../../tests/helpers/wait-for";

let t: TestApp;
let hook: FakeWebhook;
let receiver: WebhookReceiver;
type Person = { token: string; id: string; email: string };
let owner: Person, publisher: Person, writer: Person, viewer: Person, stranger: Person;
let team: string;
let accountId: string;
let endpoint: WebhookEndpointWithSecret;

const person = async (): Promise<Person> => {
  const s = await createUser(t);
  return { token: s.access_token, id: s.user.id, email: s.user.email };
};

async function call<T = Record<string, unknown>>(who: Person, path: string, method = "GET", json?: unknown, ws: string = team) {
  const res = await t.request(path, { method, token: who.token, json, headers: inWorkspace(ws) });
  return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as T & { error?: { code: string; message: string } } };
}

const newDraft = async (who: Person, text: string) => {
  const res = await call<{ id: string; version: number }>(who, "/api/drafts", "POST", {
    page: "social_media",
    position: 0,
    data: draftData({ textContent: "topic", generatedPost: text }),
  });
  expect(res.status).toBe(201);
  return res.body;
};
const mailbox = async () => ((await (await t.request("/api/dev/mailbox")).json()) as { data: { to: string; subject: string; text: string }[] }).data;

beforeAll(async () => {
  [t, hook, receiver] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeWebhook(), new WebhookReceiver().start()]);
  [owner, publisher, writer, viewer, stranger] = [await person(), await person(), await person(), await person(), await person()];
  team = await createTeamWorkspace(t, owner.id, [
    { userId: publisher.id, role: "publisher" },
    { userId: writer.id, role: "writer" },
    { userId: viewer.id, role: "viewer" },
  ]);
  accountId = (await call<{ id: string }>(owner, "/api/accounts", "POST", { name: "Hook", handle: "@hook", platform: "webhook" })).body.id;
  expect(
    (await call(owner, `/api/publishing-accounts/${accountId}`, "PUT", { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret })).status,
  ).toBe(200);
  const made = await call<WebhookEndpointWithSecret>(owner, `/api/workspaces/${team}/webhooks`, "POST", {
    url: `${receiver.url}/collab`,
    event_types: ["draft.approved", "draft.commented"],
    description: "collab",
  });
  expect(made.status).toBe(201);
  endpoint = made.body;
  receiver.secretFor("/collab", endpoint.secret);
  await startWorkers(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([hook.close(), receiver.close()]);
});

const deliveries = async () => (await call<{ data: WebhookDelivery[] }>(owner, `/api/workspaces/${team}/webhooks/${endpoint.id}/deliveries`)).body.data;

describe("comments", () => {
  it("threads, mentions (a notification, a live count and a mail), edit, resolve, reopen and delete by role", async () => {
    const draft = await newDraft(writer, "Hello world, this is our launch post.");
    const base = `/api/drafts/${draft.id}/comments`;
    // A viewer may comment (reviewers do); a stranger cannot see the draft at all.
    const first = await call<Comment>(viewer, base, "POST", {
      body: `@${publisher.email} is "launch" right?`,
      mentions: [publisher.id, stranger.id],
      quote: "launch",
      anchor_start: 25,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      quote: "launch",
      anchor_start: 25,
      anchor_end: 31,
      anchor_lost: false,
      mentions: [publisher.id],
      author_email: viewer.email,
    });
    expect((await call(stranger, base, "POST", { body: "hi" }, team)).status).toBe(404);

    const bell = await call<{ data: Notification[]; unread: number }>(publisher, "/api/notifications");
    expect(bell.body.unread).toBe(1);
    expect(bell.body.data[0]).toMatchObject({ kind: "mention", draft_id: draft.id, page: "social_media", workspace_id: team, actor_email: viewer.email });
    expect((await call<{ unread: number }>(stranger, "/api/notifications")).body.unread).toBe(0);
    const mail = (await mailbox()).find((m) => m.to === publisher.email);
    expect(mail?.subject).toContain(messages.collaboration.notification.mention(viewer.email));
    expect(mail?.text).toContain(`/social-media?workspace=${team}&draft=${draft.id}`);

    const reply = await call<Comment>(publisher, base, "POST", { body: "Yes", parent_id: first.body.id });
    expect(reply.body.parent_id).toBe(first.body.id);
    expect((await call(publisher, base, "POST", { body: "no", parent_id: reply.body.id })).status).toBe(400);
    expect((await call<{ data: Notification[] }>(viewer, "/api/notifications")).body.data.some((n) => n.kind === "reply" && n.draft_id === draft.id)).toBe(
      true,
    );

    expect((await call(publisher, `${base}/${first.body.id}`, "PATCH", { body: "edited" })).status).toBe(403);
    expect((await call<Comment>(viewer, `${base}/${first.body.id}`, "PATCH", { body: "edited" })).body).toMatchObject({ body: "edited" });
    const resolved = await call<Comment>(writer, `${base}/${first.body.id}`, "PATCH", { resolved: true });
    expect(resolved.body.resolved_by).toBe(writer.id);
    const summary = await call<{ data: Record<string, { open_comments: number }> }>(viewer, "/api/collaboration/drafts?page=social_media");
    expect(summary.body.data[draft.id]?.open_comments).toBe(0);
    expect((await call<Comment>(viewer, `${base}/${first.body.id}`, "PATCH", { resolved: false })).body.resolved_at).toBeNull();

    expect((await call(writer, `${base}/${reply.body.id}`, "DELETE")).status).toBe(403);
    expect((await call(owner, `${base}/${reply.body.id}`, "DELETE")).status).toBe(204);

    const read = await call<{ unread: number }>(publisher, "/api/notifications/read", "POST", { all: true });
    expect(read.body.unread).toBe(0);

    const events = await waitFor(deliveries, (d) => d.some((x) => x.event_type === "draft.commented" && x.status === "delivered"));
    expect(events.find((x) => x.event_type === "draft.commented")?.payload).toMatchObject({ data: { draft_id: draft.id } });
    // The workspace's activity feed names the comment on the draft.
    const feed = await call<{ data: { verb: string; draft_id: string | null }[] }>(owner, `/api/activity?draft_id=${draft.id}`);
    expect(feed.body.data.map((e) => e.verb)).toContain("commented");
  });

  it("moves a passage comment with its text as the draft is edited, and marks it changed when the passage is gone", async () => {
    const draft = await newDraft(writer, "Alpha beta gamma.");
    const base = `/api/drafts/${draft.id}/comments`;
    const c = await call<Comment>(writer, base, "POST", { body: "nice", quote: "beta", anchor_start: 6 });
    let v = draft.version;
    const edit = async (text: string) => {
      const res = await call<{ version: number }>(writer, `/api/drafts/${draft.id}`, "PATCH", {
        base_version: v,
        data: draftData({ textContent: "topic", generatedPost: text }),
      });
      expect(res.status).toBe(200);
      v = res.body.version;
      return (await call<{ data: Comment[] }>(writer, base)).body.data.find((x) => x.id === c.body.id)!;
    };
    expect(await edit("New start. Alpha beta gamma.")).toMatchObject({ anchor_start: 17, anchor_end: 21, anchor_lost: false });
    expect((await edit("New start. Alpha delta gamma.")).anchor_lost).toBe(true);
  });

  it("sends mail only for the kinds a person keeps on", async () => {
    const prefs: NotificationPrefs = { email: { mention: false, approval_requested: true, publish_failed: true } };
    expect((await call<NotificationPrefs>(owner, "/api/notifications/preferences", "PUT", prefs)).body).toEqual(prefs);
    const draft = await newDraft(writer, "Quiet text");
    const before = (await mailbox()).filter((m) => m.to === owner.email).length;
    await call(writer, `/api/drafts/${draft.id}/comments`, "POST", { body: "see this", mentions: [owner.id] });
    expect((await call<{ unread: number }>(owner, "/api/notifications")).body.unread).toBeGreaterThan(0);
    expect((await mailbox()).filter((m) => m.to === owner.email).length).toBe(before);
  });
});

describe("approvals", () => {
  it("a writer sends a draft for approval, a publisher asks for changes then approves; editing sends it back; every decision is kept", async () => {
    const draft = await newDraft(writer, "Draft for approval");
    const url = `/api/drafts/${draft.id}/approval`;
    // The test clock stands still: a millisecond between decisions gives the history its order.
    const tick = () => t.clock.advance(1);
    expect((await call<ApprovalState>(writer, url, "POST", { action: "approve" })).status).toBe(403);
    expect((await call(viewer, url, "POST", { action: "request" })).status).toBe(403);
    expect((await call<ApprovalState>(writer, url, "POST", { action: "request" })).body.status).toBe("needs_approval");
    expect(
      (await call<{ data: Notification[] }>(publisher, "/api/notifications")).body.data.some((n) => n.kind === "approval_requested" && n.draft_id === draft.id),
    ).toBe(true);
    expect(
      (await mailbox()).some((m) => m.to === publisher.email && m.subject.includes(messages.collaboration.notification.approval_requested(writer.email))),
    ).toBe(true);
    expect((await call(publisher, url, "POST", { action: "request_changes" })).status).toBe(400);
    tick();
    expect((await call<ApprovalState>(publisher, url, "POST", { action: "request_changes", comment: "Shorter" })).body.status).toBe("changes_requested");
    tick();
    const approved = await call<ApprovalState>(publisher, url, "POST", { action: "approve" });
    expect(approved.body.status).toBe("approved");
    expect(
      (await call<{ data: Notification[] }>(writer, "/api/notifications")).body.data.some((n) => n.kind === "approval_decided" && n.draft_id === draft.id),
    ).toBe(true);

    tick();
    const edited = await call(writer, `/api/drafts/${draft.id}`, "PATCH", {
      base_version: draft.version,
      data: draftData({ textContent: "topic", generatedPost: "Changed text" }),
    });
    expect(edited.status).toBe(200);
    const state = await call<ApprovalState>(viewer, url);
    expect(state.body.status).toBe("needs_approval");
    expect(state.body.history.map((h) => [h.decision, h.actor_id, h.comment])).toEqual([
      ["requested", writer.id, ""],
      ["changes_requested", publisher.id, "Shorter"],
      ["approved", publisher.id, ""],
      ["edited_after_approval", writer.id, ""],
    ]);
    const events = await waitFor(deliveries, (d) => d.some((x) => x.event_type === "draft.approved" && x.status === "delivered"));
    expect(events.find((x) => x.event_type === "draft.approved")?.payload).toMatchObject({ data: { draft_id: draft.id, approved_by: publisher.id } });
    const feed = await call<{ data: { verb: string; actor_id: string | null }[] }>(owner, `/api/activity?draft_id=${draft.id}`);
    expect(feed.body.data).toContainEqual(expect.objectContaining({ verb: "approved", actor_id: publisher.id }));
  });

  it("a writer's scheduled post waits as needs approval, is missed with the reason if unapproved at its time, and goes out once approved", async () => {
    const draft = await newDraft(writer, "Writer's post");
    expect(
      (
        await call(writer, "/api/scheduled-posts", "POST", {
          account_ids: [accountId],
          content: "x",
          scheduled_at: new Date(Date.now() + 60_000).toISOString(),
        })
      ).status,
    ).toBe(422);
    expect((await call(writer, "/api/scheduled-posts", "POST", { account_ids: [accountId], content: "x", publish_now: true, draft_id: draft.id })).status).toBe(
      422,
    );

    // Due at once and never approved: missed with the reason, never sent.
    const soon = () => new Date(Date.now() + 1500).toISOString();
    const unapproved = await call<{ data: ScheduledPost[] }>(writer, "/api/scheduled-posts", "POST", {
      account_ids: [accountId],
      content: `never ${Date.now()}`,
      scheduled_at: soon(),
      draft_id: draft.id,
    });
    expect(unapproved.status).toBe(201);
    expect(unapproved.body.data[0]).toMatchObject({ needs_approval: true, status: "scheduled", draft_id: draft.id });
    expect((await call<ApprovalState>(writer, `/api/drafts/${draft.id}/approval`)).body.status).toBe("needs_approval");
    const missed = await waitFor(
      () => call<ScheduledPost>(writer, `/api/scheduled-posts/${unapproved.body.data[0].id}`),
      (r) => r.body.status !== "scheduled" && r.body.status !== "publishing",
    );
    expect(missed.body).toMatchObject({ status: "missed", error: messages.publishing.notApproved });
    expect(hook.deliveries.some((d) => d.payload.post?.text === unapproved.body.data[0].content)).toBe(false);
    expect(
      (await call<{ data: Notification[] }>(writer, "/api/notifications")).body.data.some((n) => n.kind === "publish_failed" && n.draft_id === draft.id),
    ).toBe(true);

    // Scheduled, then approved before its time: published.
    const text = `approved ${Date.now()}`;
    const waiting = await call<{ data: ScheduledPost[] }>(writer, "/api/scheduled-posts", "POST", {
      account_ids: [accountId],
      content: text,
      scheduled_at: new Date(Date.now() + 4000).toISOString(),
      draft_id: draft.id,
    });
    expect(
      (await call<{ data: ScheduledPost[] }>(viewer, "/api/scheduled-posts")).body.data.find((p) => p.id === waiting.body.data[0].id)?.needs_approval,
    ).toBe(true);
    await call(publisher, `/api/drafts/${draft.id}/approval`, "POST", { action: "approve" });
    expect((await call<ScheduledPost>(viewer, `/api/scheduled-posts/${waiting.body.data[0].id}`)).body.needs_approval).toBe(false);
    const sent = await waitFor(
      () => call<ScheduledPost>(writer, `/api/scheduled-posts/${waiting.body.data[0].id}`),
      (r) => r.body.status === "published" || r.body.status === "failed" || r.body.status === "missed",
    );
    expect(sent.body.status).toBe("published");
    expect(hook.deliveries.some((d) => d.payload.post?.text === text)).toBe(true);
  });

  it("needs none in a personal workspace, and an admin can turn them off (writers then cannot schedule)", async () => {
    const personal = await t.database.executeSql("select id from workspaces where personal_owner_id = $1", [writer.id]);
    const mine = (personal.rows[0] as { id: string }).id;
    const own = await call<{ id: string }>(writer, "/api/drafts", "POST", { page: "social_media", position: 0, data: draftData({ textContent: "t" }) }, mine);
    expect((await call(writer, `/api/drafts/${own.body.id}/approval`, "POST", { action: "request" }, mine)).status).toBe(400);
    expect((await call(publisher, "/api/collaboration/settings", "PUT", { approvals_required: false })).status).toBe(403);
    expect((await call(owner, "/api/collaboration/settings", "PUT", { approvals_required: false })).status).toBe(200);
    // Every member reads the setting (the schedule dialog and the workspace page show it); a personal workspace has none.
    expect((await call(viewer, "/api/collaboration/settings")).body).toEqual({ approvals_required: false });
    expect((await call(writer, "/api/collaboration/settings", "GET", undefined, mine)).body).toEqual({ approvals_required: false });
    expect((await call(stranger, "/api/collaboration/settings")).status).toBe(404);
    const draft = await newDraft(writer, "t");
    expect(
      (
        await call(writer, "/api/scheduled-posts", "POST", {
          account_ids: [accountId],
          content: "x",
          scheduled_at: new Date(Date.now() + 60_000).toISOString(),
          draft_id: draft.id,
        })
      ).status,
    ).toBe(403);
    await call(owner, "/api/collaboration/settings", "PUT", { approvals_required: true });
    expect((await call(writer, "/api/collaboration/settings")).body).toEqual({ approvals_required: true });
  });
});
