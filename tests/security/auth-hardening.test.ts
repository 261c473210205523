/**
 * Account and sign-in hardening (issue 22, point 7): each attack is reproduced and now seen to fail. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, rateLimits, users } from "@/server/db/schema";
import { sweepRateLimits } from "@/server/lib/rate-limit-sweep";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { recordSql } from "../helpers/sql-recorder";
import { createUser, lastMailedToken, outboxToken, uniqueEmail } from "../helpers/users";

const PASSWORD = "plum-orbit-lantern-7";
const ip = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
const post = (t: TestApp, path: string, json: unknown, headers: Record<string, string> = {}) => t.request(path, { method: "POST", json, headers });
const signUp = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) => post(t, "/api/auth/signup", { email, password }, headers);
const signIn = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) => post(t, "/api/auth/token?grant_type=password", { email, password }, headers);
const recover = (t: TestApp, email: string, headers: Record<string, string> = {}) => post(t, "/api/auth/recover", { email }, headers);
const verify = (t: TestApp, type: string, token: string, password?: string) => post(t, "/api/auth/verify", { type, token, password });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const deviceCookieOf = (res: Response) => res.headers.get("set-cookie")?.match(/cs_device=[^;]+/)?.[0];
const mailsTo = async (t: TestApp, to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => t.close());

describe("a. recover does the same work for every address", () => {
  it("sends the same statements for a real and an unknown address, and mails only the real one", async () => {
    const owner = await createUser(t);
    const ghost = uniqueEmail("ghost");
    const recorder = recordSql(t.database);
    // Warm both paths once (first use of a bucket, prepared statements), then compare the second request of each.
    await recover(t, owner.user.email, ip(10));
    await recover(t, ghost, ip(11));
    const known = await recorder.during(async () => expect((await recover(t, owner.user.email, ip(10))).status).toBe(200));
    const unknown = await recorder.during(async () => expect((await recover(t, ghost, ip(11))).status).toBe(200));
    expect(known.length).toBeGreaterThanOrEqual(5);
    expect(unknown).toEqual(known);
    expect(known.some((q) => /insert into "auth_tokens"/i.test(q))).toBe(true);
    expect(known.some((q) => /insert into "mail_outbox"/i.test(q))).toBe(true);
    expect(await mailsTo(t, ghost)).toHaveLength(0);
    expect((await mailsTo(t, owner.user.email)).filter((m) => m.subject.match(/reset/i))).toHaveLength(2);
    // The newest link works; the older one was voided.
    expect((await verify(t, "recovery", await lastMailedToken(t, owner.user.email, "reset"), "amber-quartz-meadow")).status).toBe(200);
  });
});

describe("b. a stranger's sign-up for the owner's address", () => {
  it("voids none of the owner's pending reset links", async () => {
    const owner = await createUser(t);
    expect((await recover(t, owner.user.email, ip(20))).status).toBe(200);
    const ownersLink = await lastMailedToken(t, owner.user.email, "reset");
    // The stranger signs up with her address (she hears about it by mail; nothing changes).
    expect((await signUp(t, owner.user.email, "stranger-tries-this-9", ip(21))).status).toBe(200);
    expect((await verify(t, "recovery", ownersLink, "amber-quartz-meadow")).status).toBe(200);
    expect((await signIn(t, owner.user.email, "amber-quartz-meadow")).status).toBe(200);
  });
});

describe("c. mail allowances", () => {
  it("answers a stranger's flood with 429 and Retry-After, the same for an unknown address, and the owner still gets mail", async () => {
    const owner = await createUser(t);
    const ghost = uniqueEmail("ghost");
    const flood = async (email: string) => {
      const answers: { status: number; retryAfter: string | null; body: unknown }[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await recover(t, email, ip(30));
        const body = (await res.json()) as { error?: { request_id?: string } };
        delete body.error?.request_id;
        answers.push({ status: res.status, retryAfter: res.headers.get("retry-after"), body });
      }
      return answers;
    };
    const real = await flood(owner.user.email);
    const unknown = await flood(ghost);
    expect(real.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(real[5].retryAfter)).toBeGreaterThan(0);
    expect((real[5].body as { error: { message: string } }).error.message).toBe(messages.auth.mailThrottled(1));
    // Nothing tells the addresses apart.
    expect(unknown).toEqual(real);
    // The owner, from her own address, is not refused, and her link arrives.
    const before = (await mailsTo(t, owner.user.email)).length;
    expect((await recover(t, owner.user.email, ip(31))).status).toBe(200);
    expect((await mailsTo(t, owner.user.email)).length).toBe(before + 1);
  });

  it("keeps the owner's browser its own allowance when a stranger with many addresses uses up the shared one", async () => {
    const owner = await createUser(t);
    const device = deviceCookieOf(await signIn(t, owner.user.email, PASSWORD, ip(40)))!;
    expect(device).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await recover(t, owner.user.email, ip(100 + (i % 5)))).status);
    // Twenty mails in all to one address (her sign-up's confirmation was one), then 429s.
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // An unknown browser is told to wait, clearly...
    const other = await recover(t, owner.user.email, ip(41));
    expect(other.status).toBe(429);
    expect(other.headers.get("retry-after")).toBeTruthy();
    // ...the owner's browser is not.
    expect((await recover(t, owner.user.email, { ...ip(41), cookie: device })).status).toBe(200);
  });
});

describe("d. a squatter's sign-up confirmed by the owner's click", () => {
  it("confirms nothing without the password chosen at that sign-up", async () => {
    const victim = uniqueEmail("victim");
    expect((await signUp(t, victim, "squatters-own-secret-4", ip(50))).status).toBe(200);
    const link = await lastMailedToken(t, victim, "confirm");
    // The owner clicks the mail she never asked for: the page asks for a password she does not know.
    const none = await verify(t, "signup", link);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(messages.auth.confirmPasswordRequired);
    const guess = await verify(t, "signup", link, "whatever-she-types-1");
    expect(guess.status).toBe(400);
    expect((await errorOf(guess)).message).toBe(messages.auth.confirmPasswordWrong);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, victim));
    expect(row.emailConfirmedAt).toBeNull();
    const squatter = await signIn(t, victim, "squatters-own-secret-4", ip(51));
    expect(squatter.status).toBe(400);
    expect((await errorOf(squatter)).code).toBe("email_not_confirmed");

    // The owner signs up herself and confirms with her own password.
    expect((await signUp(t, victim, "owners-real-secret-8", ip(52))).status).toBe(200);
    const ownLink = await lastMailedToken(t, victim, "confirm");
    expect((await verify(t, "signup", ownLink, "owners-real-secret-8")).status).toBe(200);
    expect((await signIn(t, victim, "owners-real-secret-8", ip(52))).status).toBe(200);
    expect((await signIn(t, victim, "squatters-own-secret-4", ip(51))).status).toBe(400);
  });
});

describe("e. weak passwords", () => {
  it("refuses short and common passwords at sign-up, reset and password change, with a clear message", async () => {
    for (const [password, message] of [
      ["abc123", messages.auth.passwordTooShort],
      ["seven77", messages.auth.passwordTooShort],
      ["password123", messages.auth.passwordTooCommon],
      ["qwertyuiop", messages.auth.passwordTooCommon],
    ] as const) {
      const res = await signUp(t, uniqueEmail("weak"), password, ip(60));
      expect(res.status, password).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    const session = await createUser(t);
    const change = await t.request("/api/auth/user", { method: "PUT", token: session.access_token, json: { password: "iloveyou123", current_password: PASSWORD } });
    expect(change.status).toBe(400);
    expect((await errorOf(change)).message).toBe(messages.auth.passwordTooCommon);
    await recover(t, session.user.email, ip(61));
    const link = await lastMailedToken(t, session.user.email, "reset");
    const reset = await verify(t, "recovery", link, "letmein1");
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).message).toBe(messages.auth.passwordTooCommon);
    expect((await verify(t, "recovery", link, "short")).status).toBe(400);
    // The link is still good for a strong password.
    expect((await verify(t, "recovery", link, "amber-quartz-meadow")).status).toBe(200);
    expect(AUTH.minPasswordLength).toBe(8);
  });
});

describe("f. repeated sign-in failures", () => {
  it("locks unknown clients out of an attacked account, keeps the owner's device cookie working, and ends after the window", async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: "1", PUBLIC_URL: "https://studio.example.com", HOST: "127.0.0.1" } });
    try {
      // Mail stays in the outbox on a public URL (no open mailbox): confirm from there, as the owner would.
      const confirmed = async (email: string) => {
        await signUp(app, email, PASSWORD, ip(72));
        expect((await verify(app, "signup", await outboxToken(app, email, "confirm"), PASSWORD)).status).toBe(200);
        return { user: { email } };
      };
      const owner = await confirmed(uniqueEmail("owner"));
      const first = await signIn(app, owner.user.email, PASSWORD, ip(70));
      const setCookie = first.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/cs_device=[^;]+;.*Path=\/api\/auth/i);
      const deviceLine = setCookie.split(/,(?=\s*\w+=)/).find((c) => c.includes("cs_device="))!;
      expect(deviceLine).toMatch(/HttpOnly/i);
      expect(deviceLine).toMatch(/Secure/i);
      expect(deviceLine).toMatch(/SameSite=Strict/i);
      const device = deviceCookieOf(first)!;

      const statuses: number[] = [];
      for (let i = 0; i < AUTH.untrustedSignInFailures + 2; i++) statuses.push((await signIn(app, owner.user.email, `guess-${i}-xyz`, ip(80 + i))).status);
      expect(statuses.slice(0, AUTH.untrustedSignInFailures).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(AUTH.untrustedSignInFailures)).toEqual([429, 429]);

      // Even the right password from a client the account does not know waits, and is told so.
      const untrusted = await signIn(app, owner.user.email, PASSWORD, ip(99));
      expect(untrusted.status).toBe(429);
      expect(Number(untrusted.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(untrusted)).message).toMatch(/Too many failed sign-in attempts for this account/);
      // The owner's browser signs in.
      expect((await signIn(app, owner.user.email, PASSWORD, { ...ip(99), cookie: device })).status).toBe(200);
      // A device cookie of another account, or a forged one, is no help.
      const other = await confirmed(uniqueEmail("other"));
      const otherDevice = deviceCookieOf(await signIn(app, other.user.email, PASSWORD, ip(71)))!;
      expect((await signIn(app, owner.user.email, PASSWORD, { ...ip(99), cookie: otherDevice })).status).toBe(429);
      expect((await signIn(app, owner.user.email, PASSWORD, { ...ip(99), cookie: `${device.slice(0, -4)}AAAA` })).status).toBe(429);

      // The device cookie has a small allowance of its own.
      const deviceStatuses: number[] = [];
      for (let i = 0; i < AUTH.trustedDeviceSignInFailures + 1; i++) deviceStatuses.push((await signIn(app, owner.user.email, `typo-${i}-xyz`, { ...ip(99), cookie: device })).status);
      expect(deviceStatuses.at(-1)).toBe(429);

      app.clock.advance(AUTH.signInFailureWindowSeconds * 1000);
      expect((await signIn(app, owner.user.email, PASSWORD, ip(99))).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers an unknown address exactly as an attacked account", async () => {
    const ghost = uniqueEmail("ghost");
    const owner = await createUser(t);
    const run = async (email: string) => {
      const out: [number, string][] = [];
      for (let i = 0; i < AUTH.untrustedSignInFailures + 1; i++) {
        const res = await signIn(t, email, `guess-${i}-xyz`, ip(90));
        out.push([res.status, (await errorOf(res)).message]);
      }
      return out;
    };
    expect(await run(ghost)).toEqual(await run(owner.user.email));
  });

  it("does not count successful sign-ins", async () => {
    const owner = await createUser(t);
    for (let i = 0; i < AUTH.untrustedSignInFailures + 3; i++) expect((await signIn(t, owner.user.email, PASSWORD, ip(95))).status).toBe(200);
    expect((await signIn(t, owner.user.email, "wrong-one-xyz", ip(95))).status).toBe(400);
  });
});

describe("g. rate_limits rows expire", () => {
  it("deletes the rows of buckets that are full again and keeps the others", async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      const keys = async () => (await app.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      await signIn(app, "stale@example.com", "guess-stale-xyz", ip(1));
      app.clock.advance(AUTH.signInFailureWindowSeconds * 1000 - 60_000);
      for (let i = 0; i < 3; i++) await signIn(app, "live@example.com", `guess-live-${i}`, ip(2));
      expect(await keys()).toEqual(expect.arrayContaining(["auth:signin:account:stale@example.com", "auth:signin:account:live@example.com"]));
      app.clock.advance(61_000);
      // The stale bucket (one failure, long refilled) goes; the live one (three failures a minute ago) stays.
      expect(await sweepRateLimits(app.database.db, app.clock)).toBeGreaterThan(0);
      const left = await keys();
      expect(left).not.toContain("auth:signin:account:stale@example.com");
      expect(left).toContain("auth:signin:account:live@example.com");
      expect(left.some((k) => k.includes("203.0.113.1"))).toBe(false);
      // A swept bucket starts full again, as it would have been.
      for (let i = 0; i < AUTH.untrustedSignInFailures; i++) expect((await signIn(app, "stale@example.com", `again-${i}-xyz`, ip(1))).status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
