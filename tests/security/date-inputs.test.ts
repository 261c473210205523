import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startFakeWebhook, type FakeWebhook } from "../helpers/fake-webhook";
import { PUBLISHING_TEST_ENV, connect, createAccount, schedule } from "../helpers/publishing";
import { createUser } from "../helpers/users";

/**
 * Every date and time the API takes: the calendar's `from`/`to` and a post's `scheduled_at` (scheduling and
 * rescheduling). Year 0, year 10000 in UTC (9999-12-31T23:59:59-14:00) and the like reached the database and
 * answered 500; they answer 400 in the validation envelope, and sensible dates still work.
 */
let t: TestApp;
let token: string;
let accountId: string;
let postId: string;
let hook: FakeWebhook;

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

beforeAll(async () => {
  [t, hook] = await Promise.all([createTestApp({ env: PUBLISHING_TEST_ENV }), startFakeWebhook()]);
  token = (await createUser(t)).access_token;
  accountId = await createAccount(t, token, "webhook");
  await connect(t, token, accountId, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
  const { status, body } = await schedule(t, token, { account_ids: [accountId], content: "Dated post", scheduled_at: inDays(3) });
  expect(status).toBe(201);
  postId = body.data[0].id;
});
afterAll(async () => {
  await Promise.all([t.close(), hook.close()]);
});

/** Outside what PostgreSQL or JavaScript hold, or absurd for a calendar: each must answer 400, never 500. */
const ABSURD = [
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "1969-12-31T23:59:59Z",
  "9999-12-31T23:59:59-14:00",
  "9999-12-31T23:59:59-00:01",
  "2026-06-01T10:00:00+15:00",
  "2026-06-01T10:00:00-23:59",
];
/** Not a date at all, or not a real day. */
const MALFORMED = ["2026-02-30T10:00:00Z", "2026-01-01T24:00:00Z", "yesterday", "1", "+275760-09-13T00:00:00Z", "2026-01-01"];

async function expectRefused(res: Response, field: string, outOfRange: boolean) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string; details: { path: string; message: string }[] } };
  expect(body.error.code).toBe("validation_error");
  expect(body.error.details.some((d) => d.path === field)).toBe(true);
  // The contract's own words are the message (a person reads it); which field is in details (issue 23, one hook).
  if (outOfRange) expect(body.error.message).toBe(messages.api.dateOutOfRange);
  if (outOfRange) expect(body.error.details.find((d) => d.path === field)?.message).toBe(messages.api.dateOutOfRange);
}

describe("the calendar's from and to", () => {
  for (const field of ["from", "to"]) {
    for (const value of [...ABSURD, ...MALFORMED]) {
      it(`refuses ${field}=${value} with 400`, async () => {
        const res = await t.request(`/api/scheduled-posts?${field}=${encodeURIComponent(value)}`, { token });
        await expectRefused(res, field, ABSURD.includes(value));
      });
    }
  }

  it("answers a range at both ends of what it takes", async () => {
    const res = await t.request(`/api/scheduled-posts?from=${encodeURIComponent("1970-01-01T00:00:00Z")}&to=${encodeURIComponent("9999-12-31T23:59:59+14:00")}`, { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string }[] };
    expect(data.map((p) => p.id)).toContain(postId);
  });
});

describe("scheduled_at", () => {
  for (const value of [...ABSURD, ...MALFORMED]) {
    it(`refuses to schedule at ${value} with 400`, async () => {
      const res = await t.request("/api/scheduled-posts", { method: "POST", token, json: { account_ids: [accountId], content: "Absurd", scheduled_at: value } });
      await expectRefused(res, "scheduled_at", ABSURD.includes(value));
    });

    it(`refuses to reschedule to ${value} with 400`, async () => {
      const res = await t.request(`/api/scheduled-posts/${postId}`, { method: "PATCH", token, json: { scheduled_at: value } });
      await expectRefused(res, "scheduled_at", ABSURD.includes(value));
    });
  }

  it("schedules and reschedules far ahead, up to the last day of 9999", async () => {
    const far = await schedule(t, token, { account_ids: [accountId], content: "Far ahead", scheduled_at: "9999-12-31T09:00:00+14:00" });
    expect(far.status).toBe(201);
    expect(far.body.data[0].scheduled_at).toBe("9999-12-30T19:00:00.000Z");
    const res = await t.request(`/api/scheduled-posts/${postId}`, { method: "PATCH", token, json: { scheduled_at: "9999-12-31T23:59:59Z" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { scheduled_at: string }).scheduled_at).toBe("9999-12-31T23:59:59.000Z");
  });
});
