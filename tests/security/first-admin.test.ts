/**
 * The first stranger to confirm became admin (issue 22, point 2): with SMTP_URL set and ADMIN_EMAILS unset, the
 * documented production set-up, whoever signed up and confirmed first got the admin role, pointed a new AI
 * connection at his own server and read the owner's briefs. Now, anywhere but the loopback quickstart, only a
 * sign-up that presents the setup code printed at start becomes the first administrator.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareFirstAdmin } from "@/server/auth/first-admin";
import { adminSetupCodes, mailOutbox, users } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import { messages } from "@/shared/messages";
import { startFakeSmtp, type FakeSmtp } from "../helpers/fake-smtp";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { outboxToken, uniqueEmail } from "../helpers/users";

const PUBLIC = { HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com" };
const CODE_FORMAT = /\b[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}\b/;

const signUp = (t: TestApp, email: string, setupCode?: string) =>
  t.request("/api/auth/signup", { method: "POST", json: { email, password: "plum-orbit-lantern-7", ...(setupCode !== undefined ? { setup_code: setupCode } : {}) } });
const confirm = async (t: TestApp, email: string) =>
  t.request("/api/auth/verify", { method: "POST", json: { type: "signup", token: await outboxToken(t, email, "confirm"), password: "plum-orbit-lantern-7" } });
const signIn = async (t: TestApp, email: string) =>
  (await (await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password: "plum-orbit-lantern-7" } })).json()) as SessionDto;
const roleOf = async (t: TestApp, email: string) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
const settings = async (t: TestApp) => (await t.request("/api/auth/settings")).json();
const codeOf = (message: string | undefined) => CODE_FORMAT.exec(message ?? "")?.[0] ?? "";

/** Signs up (with or without a code), confirms through the mailed link and signs in. */
async function account(t: TestApp, setupCode?: string) {
  const email = uniqueEmail(setupCode ? "holder" : "stranger");
  expect((await signUp(t, email, setupCode)).status).toBe(200);
  expect((await confirm(t, email)).status).toBe(200);
  return signIn(t, email);
}

describe("a public server with SMTP and no ADMIN_EMAILS", () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ env: { ...PUBLIC, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    const notice = await prepareFirstAdmin(t.database.db, t.config);
    expect(notice?.level).toBe("warn");
    expect(notice?.message).toContain("First administrator: no administrator exists yet");
    expect(notice?.message).toContain("https://studio.example.com/signup");
    code = codeOf(notice?.message);
    expect(code).toMatch(CODE_FORMAT);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("keeps only the code's hash", async () => {
    const rows = await t.database.db.select().from(adminSetupCodes);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code.replace(/-/g, ""));
  });

  it("tells the sign-up page that a setup code is asked for", async () => {
    expect(await settings(t)).toEqual({ mail: "smtp", setup_code: true, signup_mode: "open" });
  });

  it("does not make a stranger who signs up and confirms first an admin: he cannot add an AI connection", async () => {
    const stranger = await account(t);
    expect(stranger.user.role).toBe("user");
    const res = await t.request("/api/connections", { method: "POST", token: stranger.access_token, json: { kind: "ollama", name: "Mine", base_url: "https://attacker.example/v1" } });
    expect(res.status).toBe(403);
    expect(await settings(t)).toEqual({ mail: "smtp", setup_code: true, signup_mode: "open" });
  });

  it("does not make an admin of a stranger who confirms through a password reset either", async () => {
    const email = uniqueEmail("via-reset");
    await signUp(t, email);
    await t.request("/api/auth/recover", { method: "POST", json: { email } });
    const token = await outboxToken(t, email, "reset");
    expect((await t.request("/api/auth/verify", { method: "POST", json: { type: "recovery", token, password: "quartz-meadow-falcon-9" } })).status).toBe(200);
    expect(await roleOf(t, email)).toBe("user");
  });

  it("answers a wrong code with a clear 400, and makes no account", async () => {
    const email = uniqueEmail("guesser");
    const res = await signUp(t, email, "AAAAA-BBBBB-CCCCC-DDDDD");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_setup_code", message: messages.auth.setupCodeInvalid } });
    expect(await roleOf(t, email)).toBeUndefined();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it("makes the holder of the code admin when confirmed, once: the code then works for nobody", async () => {
    // Two sign-ups present the code (the second is the thief who read it over a shoulder); the first to confirm wins.
    const holder = uniqueEmail("holder");
    const late = uniqueEmail("late");
    expect((await signUp(t, holder, code.toLowerCase().replace(/-/g, " "))).status).toBe(200);
    expect((await signUp(t, late, code)).status).toBe(200);
    expect(await roleOf(t, holder)).toBe("user");
    expect((await confirm(t, holder)).status).toBe(200);
    expect(await roleOf(t, holder)).toBe("admin");
    expect((await confirm(t, late)).status).toBe(200);
    expect(await roleOf(t, late)).toBe("user");

    expect(await t.database.db.select().from(adminSetupCodes)).toHaveLength(0);
    const again = await signUp(t, uniqueEmail("again"), code);
    expect(again.status).toBe(400);
    expect(await settings(t)).toEqual({ mail: "smtp", setup_code: false, signup_mode: "open" });
    // A restart now that an administrator exists makes no code and prints no line.
    expect(await prepareFirstAdmin(t.database.db, t.config)).toBeUndefined();
    expect(await t.database.db.select().from(adminSetupCodes)).toHaveLength(0);
  });
});

describe("setup codes", () => {
  it("stay valid for every instance that started while no admin existed (two starting at once)", async () => {
    const t = await createTestApp({ env: { ...PUBLIC, NODE_ENV: "production", SECRETS_KEY: "a-secrets-key-that-is-long-enough-123456" } });
    try {
      const [a, b] = await Promise.all([prepareFirstAdmin(t.database.db, t.config), prepareFirstAdmin(t.database.db, t.config)]);
      expect(codeOf(a?.message)).not.toBe(codeOf(b?.message));
      // Either printed code is accepted; the first confirmed holder becomes admin, and then neither works.
      const viaA = uniqueEmail("via-a");
      expect((await signUp(t, viaA, codeOf(a?.message))).status).toBe(200);
      const viaB = await account(t, codeOf(b?.message));
      expect(viaB.user.role).toBe("admin");
      expect((await confirm(t, viaA)).status).toBe(200);
      expect(await roleOf(t, viaA)).toBe("user");
      for (const notice of [a, b]) expect((await signUp(t, uniqueEmail(), codeOf(notice?.message))).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it("are guessed at most a few times a minute per IP", async () => {
    const t = await createTestApp({ env: PUBLIC });
    try {
      await prepareFirstAdmin(t.database.db, t.config);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await signUp(t, uniqueEmail("guess"), `GUESS-${i}`)).status);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Signing up without a code is not held back by the guesses.
      expect((await signUp(t, uniqueEmail("plain"))).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("are not needed for an ADMIN_EMAILS address, which becomes admin when confirmed, as before", async () => {
    const listed = uniqueEmail("listed");
    const t = await createTestApp({ env: { ...PUBLIC, ADMIN_EMAILS: listed } });
    try {
      const notice = await prepareFirstAdmin(t.database.db, t.config);
      expect(notice?.message).toContain("ADMIN_EMAILS");
      await signUp(t, listed);
      expect(await roleOf(t, listed)).toBe("user");
      expect((await confirm(t, listed)).status).toBe(200);
      expect(await roleOf(t, listed)).toBe("admin");
      expect(await settings(t)).toMatchObject({ setup_code: false });
    } finally {
      await t.close();
    }
  });
});

describe("the loopback quickstart (loopback bind and PUBLIC_URL, not production)", () => {
  it("is unchanged: the first confirmed account is admin, the next a user, and no code is made", async () => {
    const t = await createTestApp();
    try {
      const notice = await prepareFirstAdmin(t.database.db, t.config);
      expect(notice).toEqual({ level: "info", message: expect.stringContaining("the first account to confirm its email address becomes administrator") });
      expect(notice?.message).not.toMatch(CODE_FORMAT);
      expect(await t.database.db.select().from(adminSetupCodes)).toHaveLength(0);
      expect(await settings(t)).toEqual({ mail: "mailbox", setup_code: false, signup_mode: "open" });
      expect((await account(t)).user.role).toBe("admin");
      expect((await account(t)).user.role).toBe("user");
    } finally {
      await t.close();
    }
  });

  it("asks for a code on a loopback bind in production, or with a public PUBLIC_URL", async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: "production", SECRETS_KEY: "a-secrets-key-that-is-long-enough-123456" }, { PUBLIC_URL: "https://studio.example.com" }];
    for (const env of envs) {
      const t = await createTestApp({ env });
      try {
        expect(t.config.firstAdmin).toBe("setup_code");
        expect(await settings(t)).toMatchObject({ setup_code: true });
        expect((await account(t)).user.role).toBe("user");
      } finally {
        await t.close();
      }
    }
  });
});
