/**
 * Account takeover, tried as an attacker would (issue 10, points 1 to 4 and 8): each attack is reproduced and
 * now seen to fail. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareFirstAdmin } from "@/server/auth/first-admin";
import { ConfigError, loadConfig } from "@/server/config";
import { mailOutbox, users } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { freePort, startFakeSmtp } from "../helpers/fake-smtp";
import { mailJobsDueNow } from "../helpers/mail";
import { createUser, lastMailedToken, outboxToken, uniqueEmail } from "../helpers/users";

/** A fresh deployment as the docs' one-machine users run it: bound to 0.0.0.0, a public PUBLIC_URL, no SMTP. */
const PUBLIC_HOST = { HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com" };

const signUp = (t: TestApp, email: string, password: string, setupCode?: string) => t.request("/api/auth/signup", { method: "POST", json: { email, password, setup_code: setupCode } });
const signIn = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password }, headers });
const verify = (t: TestApp, type: string, token: string, password?: string) => t.request("/api/auth/verify", { method: "POST", json: { type, token, password } });
const me = (t: TestApp, token: string) => t.request("/api/auth/user", { token });
const roleOf = async (t: TestApp, email: string) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

/** This start's first-admin setup code, as the server prints it (on a public host no admin is made without it). */
const setupCode = async (t: TestApp) => /[0-9A-Z]{5}(-[0-9A-Z]{5}){3}/.exec((await prepareFirstAdmin(t.database.db, t.config))?.message ?? "")?.[0];

/** Signs up and confirms through the outbox as the owner of the address would, then signs in. */
async function ownerAccount(t: TestApp, email = uniqueEmail("owner"), password = "owner-password", code?: string) {
  await signUp(t, email, password, code);
  expect((await verify(t, "signup", await outboxToken(t, email, "confirm"), password)).status).toBe(200);
  const res = await signIn(t, email, password);
  expect(res.status).toBe(200);
  return (await res.json()) as SessionDto;
}

describe("1. the dev mailbox on a fresh deployment bound to 0.0.0.0", () => {
  let t: TestApp;
  let admin: SessionDto;
  beforeAll(async () => {
    t = await createTestApp({ env: PUBLIC_HOST });
    admin = await ownerAccount(t, undefined, undefined, await setupCode(t));
  });
  afterAll(async () => t.close());

  it("does not show an admin's reset link to a stranger", async () => {
    expect(admin.user.role).toBe("admin");
    expect((await t.request("/api/auth/recover", { method: "POST", json: { email: admin.user.email } })).status).toBe(200);
    // The attack: read the mailbox without signing in.
    const api = await t.request("/api/dev/mailbox");
    expect(api.status).toBe(401);
    expect(JSON.stringify(await api.json())).not.toContain("reset-password");
    expect((await t.request("/dev/mailbox")).status).toBe(404);
  });

  it("is closed to a signed-in user who is not an admin, and open to the admin only", async () => {
    const member = await ownerAccount(t);
    expect(member.user.role).toBe("user");
    expect((await t.request("/api/dev/mailbox", { token: member.access_token })).status).toBe(403);
    const res = await t.request("/api/dev/mailbox", { token: admin.access_token });
    expect(res.status).toBe(200);
  });

  it("says mail cannot reach users, for the sign-up page", async () => {
    expect(await (await t.request("/api/auth/settings")).json()).toEqual({ mail: "none", setup_code: false, signup_mode: "open" });
  });

  it("stays closed when only the bind or only the PUBLIC_URL is loopback", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "0.0.0.0", PUBLIC_URL: "http://localhost:3000" }).mailbox).toBe("admin");
    expect(loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "127.0.0.1", PUBLIC_URL: "https://studio.example.com" }).mailbox).toBe("admin");
    expect(loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "127.0.0.1" }).mailbox).toBe("open");
    expect(loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "127.0.0.1", SMTP_URL: "smtp://127.0.0.1:2525" }).mailbox).toBe("off");
  });

  it("refuses to start with DEV_MAILBOX=true on a non-loopback bind", () => {
    expect(() => loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "0.0.0.0", DEV_MAILBOX: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "0.0.0.0", DEV_MAILBOX: "true" })).toThrow(/DEV_MAILBOX/);
    expect(loadConfig({ DATA_DIR: "/tmp/cs-sec", HOST: "127.0.0.1", PUBLIC_URL: "https://studio.example.com", DEV_MAILBOX: "true" }).mailbox).toBe("open");
  });
});

describe("1. mail_outbox keeps no usable one-time token", () => {
  it("keeps no body once SMTP has delivered, and serves no mailbox", async () => {
    const smtp = await startFakeSmtp();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const email = uniqueEmail("smtp");
      await signUp(t, email, "plum-orbit-lantern-7");
      await mailJobsDueNow(t);
      expect(await t.deps.mailer.runOnce()).toMatchObject({ sent: 1 });
      expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows).toMatchObject([{ status: "sent", body: null }]);
      expect((await t.request("/api/dev/mailbox")).status).toBe(404);
      expect(await (await t.request("/api/auth/settings")).json()).toEqual({ mail: "smtp", setup_code: false, signup_mode: "open" });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("purges dev mailbox bodies after 24 hours", async () => {
    const t = await createTestApp();
    try {
      const email = uniqueEmail("kept");
      await signUp(t, email, "plum-orbit-lantern-7");
      expect(await lastMailedToken(t, email, "confirm")).toBeTruthy();
      t.clock.advance(24 * 3600_000 + 60_000);
      expect((await t.deps.mailer.runOnce()).purged).toBeGreaterThanOrEqual(1);
      await expect(lastMailedToken(t, email, "confirm")).rejects.toThrow(/no confirm mail/);
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows.every((r) => r.body === null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("2. sign-up squatting", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PUBLIC_HOST });
  });
  afterAll(async () => t.close());

  it("gives neither the admin role nor the account to whoever signed up first for someone else's address", async () => {
    const victim = uniqueEmail("ceo");
    // The squatter signs up first on the fresh deployment, with his own password.
    expect((await signUp(t, victim, "squatter-pass")).status).toBe(200);
    expect(await roleOf(t, victim)).toBe("user");
    const squatterLink = await outboxToken(t, victim, "confirm");
    // The real owner signs up (with the setup code from the log) and confirms through the link mailed to her.
    expect((await signUp(t, victim, "owner-pass", await setupCode(t))).status).toBe(200);
    const ownerLink = await outboxToken(t, victim, "confirm");
    expect(ownerLink).not.toBe(squatterLink);
    expect((await verify(t, "signup", ownerLink, "owner-pass")).status).toBe(200);
    expect(await roleOf(t, victim)).toBe("admin");

    expect((await signIn(t, victim, "squatter-pass")).status).toBe(400);
    expect((await signIn(t, victim, "owner-pass")).status).toBe(200);
    // The squatter's older link, once the account is confirmed, cannot put his password back.
    expect((await verify(t, "signup", squatterLink, "squatter-pass")).status).toBe(400);
    expect((await signIn(t, victim, "squatter-pass")).status).toBe(400);
    expect((await signIn(t, victim, "owner-pass")).status).toBe(200);
  });

  it("gives the admin role at confirmation to an ADMIN_EMAILS address, not at sign-up", async () => {
    const listed = uniqueEmail("listed");
    const app = await createTestApp({ env: { ...PUBLIC_HOST, ADMIN_EMAILS: listed } });
    try {
      await ownerAccount(app); // the first confirmed user (no setup code: a user)
      await signUp(app, listed, "plum-orbit-lantern-7");
      expect(await roleOf(app, listed)).toBe("user");
      await verify(app, "signup", await outboxToken(app, listed, "confirm"), "plum-orbit-lantern-7");
      expect(await roleOf(app, listed)).toBe("admin");
    } finally {
      await app.close();
    }
  });

  it("makes exactly one admin when the first two users confirm at the same moment (loopback quickstart)", async () => {
    const app = await createTestApp();
    try {
      const emails = [uniqueEmail("race-a"), uniqueEmail("race-b"), uniqueEmail("race-c")];
      for (const email of emails) await signUp(app, email, "plum-orbit-lantern-7");
      const links = await Promise.all(emails.map((e) => outboxToken(app, e, "confirm")));
      const results = await Promise.all(links.map((token) => verify(app, "signup", token, "plum-orbit-lantern-7")));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const roles = await Promise.all(emails.map((e) => roleOf(app, e)));
      expect(roles.filter((r) => r === "admin")).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe("3. access tokens end with their session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refuses the access token after sign-out through the cookie", async () => {
    const session = await createUser(t);
    expect((await me(t, session.access_token)).status).toBe(200);
    const out = await t.request("/api/auth/logout", { method: "POST", headers: { cookie: `cs_refresh_token=${session.refresh_token}` } });
    expect(out.status).toBe(204);
    const after = await me(t, session.access_token);
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe("session_not_found");
    expect((await t.request("/api/prompts", { token: session.access_token })).status).toBe(401);
  });

  it("signs out with only a bearer token: the access and refresh tokens both stop working", async () => {
    const session = await createUser(t);
    expect((await t.request("/api/auth/logout", { method: "POST", token: session.access_token })).status).toBe(204);
    expect((await me(t, session.access_token)).status).toBe(401);
    const refreshed = await t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(401);
  });

  it("ends the session when a stolen refresh token is replayed: the thief's access token dies too", async () => {
    const victim = await createUser(t);
    const thief = (await (await t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: victim.refresh_token } })).json()) as SessionDto;
    expect((await me(t, thief.access_token)).status).toBe(200);
    t.clock.advance(60_000);
    const replay = await t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", json: { refresh_token: victim.refresh_token } });
    expect(replay.status).toBe(401);
    expect((await me(t, thief.access_token)).status).toBe(401);
    expect((await me(t, victim.access_token)).status).toBe(401);
  });

  it("ends every session at a password reset", async () => {
    const email = uniqueEmail("reset");
    const laptop = await createUser(t, email);
    const stolen = (await (await signIn(t, email, "plum-orbit-lantern-7")).json()) as SessionDto;
    await t.request("/api/auth/recover", { method: "POST", json: { email } });
    expect((await verify(t, "recovery", await lastMailedToken(t, email, "reset"), "a-new-password")).status).toBe(200);
    expect((await me(t, stolen.access_token)).status).toBe(401);
    expect((await me(t, laptop.access_token)).status).toBe(401);
    expect((await signIn(t, email, "a-new-password")).status).toBe(200);
  });

  it("asks for the current password before changing the email, and tells the old address", async () => {
    const victim = await createUser(t);
    const attackerEmail = uniqueEmail("attacker");
    // The attack: a stolen access token alone moves the account to the attacker's address.
    const noPassword = await t.request("/api/auth/user", { method: "PUT", token: victim.access_token, json: { email: attackerEmail } });
    expect(noPassword.status).toBe(400);
    const wrong = await t.request("/api/auth/user", { method: "PUT", token: victim.access_token, json: { email: attackerEmail, current_password: "guess-1234" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe(messages.auth.currentPasswordWrong);
    await expect(lastMailedToken(t, attackerEmail, "confirm")).rejects.toThrow(/no confirm mail/);

    // The owner changing it herself: the old address hears about it.
    const res = await t.request("/api/auth/user", { method: "PUT", token: victim.access_token, json: { email: uniqueEmail("moved"), current_password: "plum-orbit-lantern-7" } });
    expect(res.status).toBe(200);
    const { data } = (await (await t.request("/api/dev/mailbox")).json()) as { data: { to: string; subject: string }[] };
    expect(data.find((m) => m.to === victim.user.email)?.subject).toMatch(/email address is being changed/);
  });

  it("changes the password only with the current one, ends the other sessions and tells the address", async () => {
    const email = uniqueEmail("pw");
    const here = await createUser(t, email);
    const elsewhere = (await (await signIn(t, email, "plum-orbit-lantern-7")).json()) as SessionDto;
    const wrong = await t.request("/api/auth/user", { method: "PUT", token: here.access_token, json: { password: "taken-over", current_password: "nope-nope" } });
    expect(wrong.status).toBe(400);
    const ok = await t.request("/api/auth/user", { method: "PUT", token: here.access_token, json: { password: "fresh-password", current_password: "plum-orbit-lantern-7" } });
    expect(ok.status).toBe(200);
    expect((await me(t, here.access_token)).status).toBe(200);
    expect((await me(t, elsewhere.access_token)).status).toBe(401);
    expect((await signIn(t, email, "fresh-password")).status).toBe(200);
    const { data } = (await (await t.request("/api/dev/mailbox")).json()) as { data: { to: string; subject: string }[] };
    expect(data.find((m) => m.to === email)?.subject).toMatch(/password was changed/);
  });

  it("voids an older recovery link when a newer one is sent, and pending email changes at a reset", async () => {
    const email = uniqueEmail("links");
    const session = await createUser(t, email);
    const newEmail = uniqueEmail("pending");
    await t.request("/api/auth/user", { method: "PUT", token: session.access_token, json: { email: newEmail, current_password: "plum-orbit-lantern-7" } });
    const emailChangeLink = await lastMailedToken(t, newEmail, "confirm");
    await t.request("/api/auth/recover", { method: "POST", json: { email } });
    const older = await lastMailedToken(t, email, "reset");
    await t.request("/api/auth/recover", { method: "POST", json: { email } });
    const newer = await lastMailedToken(t, email, "reset");
    expect(newer).not.toBe(older);
    expect((await verify(t, "recovery", older, "older-link-pass")).status).toBe(400);
    expect((await verify(t, "recovery", newer, "newer-link-pass")).status).toBe(200);
    expect((await verify(t, "email_change", emailChangeLink)).status).toBe(400);
    expect((await signIn(t, email, "newer-link-pass")).status).toBe(200);
  });

  it("drops a session on another instance at once (the cache is cleared over pg_notify)", async () => {
    const { createApp } = await import("@/server/app");
    const { createAppDeps } = await import("@/server/deps");
    const { createServices, closeServices } = await import("@/server/services");
    const services = await createServices({ config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock }, { realtime: undefined, ai: undefined, storage: undefined });
    const other = createApp(createAppDeps({ config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock }, services));
    try {
      const session = await createUser(t);
      const onOther = () => other.request("/api/auth/user", { headers: { authorization: `Bearer ${session.access_token}` } });
      expect((await onOther()).status).toBe(200); // now cached as open on the other instance
      await t.request("/api/auth/logout", { method: "POST", token: session.access_token });
      await expect.poll(async () => (await onOther()).status, { timeout: 5000, interval: 20 }).toBe(401);
    } finally {
      await closeServices(services);
    }
  });
});

describe("4. enumeration and lockout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1", AUTH_RATE_LIMIT_BURST: "1000" } });
  });
  afterAll(async () => t.close());

  it("answers an email change the same for a taken and a free address", async () => {
    const taken = await createUser(t);
    const session = await createUser(t);
    const put = (email: string) => t.request("/api/auth/user", { method: "PUT", token: session.access_token, json: { email, current_password: "plum-orbit-lantern-7" } });
    const a = await put(taken.user.email);
    const b = await put(uniqueEmail("free"));
    expect([a.status, b.status]).toEqual([200, 200]);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(await a.json())).toEqual(shape(await b.json()));
  });

  it("lets the owner sign in from her own browser while an attacker hammers her account from his", async () => {
    const owner = await createUser(t);
    // Her browser signed in before: it holds the account's device cookie.
    const device = (await signIn(t, owner.user.email, "plum-orbit-lantern-7")).headers.get("set-cookie")!.match(/cs_device=[^;]+/)![0];
    const attacker = { "x-forwarded-for": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(t, owner.user.email, `guess-${i}`, attacker)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Forging the left-most X-Forwarded-For entry, or coming from another address, gives the attacker nothing.
    expect((await signIn(t, owner.user.email, "guess-x", { "x-forwarded-for": "10.9.9.9, 203.0.113.9" })).status).toBe(429);
    expect((await signIn(t, owner.user.email, "guess-y", { "x-forwarded-for": "198.51.100.99" })).status).toBe(429);
    const fromHome = await signIn(t, owner.user.email, "plum-orbit-lantern-7", { "x-forwarded-for": "198.51.100.7", cookie: device });
    expect(fromHome.status).toBe(200);
  });

  it("answers sign-up and recover without touching a stalled SMTP server", async () => {
    let connections = 0;
    const stalled = net.createServer((socket) => {
      connections += 1;
      socket.on("error", () => undefined); // never greets: every SMTP step would wait for its timeout
    });
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", () => resolve()));
    const port = (stalled.address() as net.AddressInfo).port;
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const email = uniqueEmail("slow");
      expect((await signUp(app, email, "plum-orbit-lantern-7")).status).toBe(200);
      expect((await app.request("/api/auth/recover", { method: "POST", json: { email } })).status).toBe(200);
      expect((await app.request("/api/auth/recover", { method: "POST", json: { email: uniqueEmail("nobody") } })).status).toBe(200);
      expect(connections).toBe(0);
      const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
    } finally {
      await app.close();
      for (const s of [stalled]) await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });

  it("signs up with SMTP down, and the mail goes out when it is back", async () => {
    const port = await freePort();
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
    try {
      const email = uniqueEmail("later");
      expect((await signUp(app, email, "plum-orbit-lantern-7")).status).toBe(200);
      await mailJobsDueNow(app);
      expect(await app.deps.mailer.runOnce()).toMatchObject({ sent: 0, retried: 1 });
      smtp = await startFakeSmtp(port);
      // Not before its retry time (the queue's backoff)...
      expect(await app.deps.mailer.runOnce()).toMatchObject({ sent: 0 });
      await mailJobsDueNow(app);
      expect(await app.deps.mailer.runOnce()).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([email]);
      expect(smtp.received[0].data).toContain("/auth/confirm");
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});

describe("8. session transport and CSP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps the refresh token out of a browser's JSON (the cookie carries it), and gives it to API clients", async () => {
    const session = await createUser(t);
    const browser = await signIn(t, session.user.email, "plum-orbit-lantern-7", { "sec-fetch-site": "same-origin" });
    expect(browser.status).toBe(200);
    expect(await browser.json()).not.toHaveProperty("refresh_token");
    expect(browser.headers.get("set-cookie")).toMatch(/cs_refresh_token=.+HttpOnly/i);
    const client = await signIn(t, session.user.email, "plum-orbit-lantern-7");
    expect(((await client.json()) as SessionDto).refresh_token).toMatch(/^[\w-]{20,}$/);
  });

  it("allows WebSockets to the app's own origin only", async () => {
    const csp = (await t.request("/api/health")).headers.get("content-security-policy") ?? "";
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1].split(" ") ?? [];
    expect(connect).toContain("'self'");
    expect(connect).toContain("ws://localhost:3000");
    expect(connect).not.toContain("ws:");
    expect(connect).not.toContain("wss:");
    expect(connect.every((src) => src === "'self'" || /^wss?:\/\/(localhost|127\.0\.0\.1):3000$/.test(src))).toBe(true);
  });
});
