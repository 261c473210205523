import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { SessionDto } from "@/shared/contracts/auth";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser, lastMailedToken, uniqueEmail } from "../../../tests/helpers/users";
import { REFRESH_REUSE_GRACE_MS } from "./auth.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string, password: string) => t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password } });
const refresh = (refresh_token: string | undefined) => t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", json: { refresh_token } });

describe("sign-up and confirmation", () => {
  it("answers the same for a new and an existing email, and mails a confirmation link", async () => {
    const email = uniqueEmail();
    const first = await t.request("/api/auth/signup", { method: "POST", json: { email, password: "quiet-otter-91" } });
    const again = await t.request("/api/auth/signup", { method: "POST", json: { email, password: "other-password" } });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await first.json()).toEqual({ message: messages.auth.signUpSuccess });
    expect(await again.json()).toEqual({ message: messages.auth.signUpSuccess });
    expect(await lastMailedToken(t, email, "confirm")).toMatch(/^[\w-]{20,}$/);
  });

  it("refuses sign-in before the email is confirmed, then allows it after", async () => {
    const email = uniqueEmail();
    await t.request("/api/auth/signup", { method: "POST", json: { email, password: "quiet-otter-91" } });
    const before = await signIn(email, "quiet-otter-91");
    expect(before.status).toBe(400);
    expect((await before.json()).error).toMatchObject({ code: "email_not_confirmed", message: messages.auth.emailNotConfirmed });

    const token = await lastMailedToken(t, email, "confirm");
    const verified = await t.request("/api/auth/verify", { method: "POST", json: { type: "signup", token, password: "quiet-otter-91" } });
    expect(verified.status).toBe(200);
    const reused = await t.request("/api/auth/verify", { method: "POST", json: { type: "signup", token, password: "quiet-otter-91" } });
    expect(reused.status).toBe(400);

    const after = await signIn(email.toUpperCase(), "quiet-otter-91");
    expect(after.status).toBe(200);
    const session = (await after.json()) as SessionDto;
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { email } });
    expect(session.access_token.split(".")).toHaveLength(3);
    expect(after.headers.get("set-cookie")).toMatch(/cs_refresh_token=.+HttpOnly/i);
  });

  it("validates the body with the spec's messages", async () => {
    const res = await t.request("/api/auth/signup", { method: "POST", json: { email: uniqueEmail(), password: "123" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(messages.auth.passwordTooShort);
  });
});

describe("sign-in", () => {
  it("answers invalid credentials alike for a wrong password and an unknown email", async () => {
    const session = await createUser(t);
    const wrong = await signIn(session.user.email, "not-the-password");
    const unknown = await signIn(uniqueEmail("nobody"), "whatever1");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: "invalid_credentials", message: messages.auth.invalidCredentials });
    expect((await unknown.json()).error).toMatchObject({ code: "invalid_credentials", message: messages.auth.invalidCredentials });
  });

  it("makes the first user an admin and later ones users", async () => {
    const fresh = await createTestApp();
    try {
      const first = await createUser(fresh);
      const second = await createUser(fresh);
      expect(first.user.role).toBe("admin");
      expect(second.user.role).toBe("user");
    } finally {
      await fresh.close();
    }
  });
});

describe("access tokens", () => {
  it("gives the user for a valid token and 401 for none, tampered, alg none, another secret or expired", async () => {
    const session = await createUser(t);
    const ok = await t.request("/api/auth/user", { token: session.access_token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: session.user.id, email: session.user.email });

    expect((await t.request("/api/auth/user")).status).toBe(401);
    const [h, p, s] = session.access_token.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), role: "admin" })).toString("base64url")}.${s}`;
    expect((await t.request("/api/auth/user", { token: tampered })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${p}.`;
    expect((await t.request("/api/auth/user", { token: none })).status).toBe(401);
    const foreign = await new SignJWT({ email: session.user.email, role: "user" }).setProtectedHeader({ alg: "HS256" }).setSubject(session.user.id).setAudience("authenticated").setExpirationTime("1h").sign(new TextEncoder().encode("another-secret-another-secret-another"));
    expect((await t.request("/api/auth/user", { token: foreign })).status).toBe(401);

    t.clock.advance(3601_000);
    const expired = await t.request("/api/auth/user", { token: session.access_token });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error).toMatchObject({ code: "token_expired", message: messages.auth.tokenExpired });
  });
});

describe("refresh tokens", () => {
  it("rotates on every use and a reused token revokes the whole family", async () => {
    const session = await createUser(t);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as SessionDto;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);

    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect((await reuse.json()).error.code).toBe("refresh_token_already_used");
    // The family is gone: even the newest token no longer works.
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
  });

  it("lets two tabs refresh with the same token at once", async () => {
    const session = await createUser(t);
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it("reads the refresh token from the cookie, keeps it out of the body, and sign-out revokes it", async () => {
    const session = await createUser(t);
    const cookie = `cs_refresh_token=${session.refresh_token}`;
    const viaCookie = await t.request("/api/auth/token?grant_type=refresh_token", { method: "POST", headers: { cookie } });
    expect(viaCookie.status).toBe(200);
    const next = (await viaCookie.json()) as SessionDto;
    // The browser's refresh token travels in the httpOnly cookie only.
    expect(next.refresh_token).toBeUndefined();
    const rotated = /cs_refresh_token=([^;]+)/.exec(viaCookie.headers.get("set-cookie") ?? "")?.[1];
    expect(rotated).toBeTruthy();
    const out = await t.request("/api/auth/logout", { method: "POST", headers: { cookie: `cs_refresh_token=${rotated}` } });
    expect(out.status).toBe(204);
    expect((await refresh(rotated)).status).toBe(401);
    expect((await t.request("/api/auth/user", { token: next.access_token })).status).toBe(401);
  });
});

describe("recovery and email change", () => {
  it("answers recover the same whether or not the email exists, and resets the password", async () => {
    const session = await createUser(t);
    const known = await t.request("/api/auth/recover", { method: "POST", json: { email: session.user.email } });
    const unknown = await t.request("/api/auth/recover", { method: "POST", json: { email: uniqueEmail("ghost") } });
    expect(await known.json()).toEqual(await unknown.json());
    const token = await lastMailedToken(t, session.user.email, "reset");
    const reset = await t.request("/api/auth/verify", { method: "POST", json: { type: "recovery", token, password: "brand-new-pass" } });
    expect(reset.status).toBe(200);
    expect((await signIn(session.user.email, "plum-orbit-lantern-7")).status).toBe(400);
    expect((await signIn(session.user.email, "brand-new-pass")).status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it("changes the email only after the new address confirms", async () => {
    const session = await createUser(t);
    const newEmail = uniqueEmail("moved");
    const res = await t.request("/api/auth/user", { method: "PUT", token: session.access_token, json: { email: newEmail, current_password: "plum-orbit-lantern-7" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: session.user.email, new_email: newEmail });
    const token = await lastMailedToken(t, newEmail, "confirm");
    expect((await t.request("/api/auth/verify", { method: "POST", json: { type: "email_change", token } })).status).toBe(200);
    expect((await signIn(newEmail, "plum-orbit-lantern-7")).status).toBe(200);
  });

  it("answers the same for an email another user has, and mails that address no link", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.request("/api/auth/user", { method: "PUT", token: b.access_token, json: { email: a.user.email, current_password: "plum-orbit-lantern-7" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: b.user.email, new_email: a.user.email });
    const { data } = (await (await t.request("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
    const newest = data.find((m) => m.to === a.user.email)!;
    expect(newest.text).toContain("already belongs to your account");
    expect(newest.text).not.toContain("token=");
    expect((await signIn(b.user.email, "plum-orbit-lantern-7")).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once the burst is spent", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_BURST: "3" } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 5; i++) {
        const res = await limited.request("/api/auth/recover", { method: "POST", json: { email: uniqueEmail() } });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get("retry-after");
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
