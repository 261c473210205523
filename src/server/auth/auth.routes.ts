import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "@/server/app-env";
import { clientIp } from "@/server/http/client-ip";
import { enforceRate, limitClientIp } from "@/server/http/enforce-rate";
import { badRequest, HttpError } from "@/server/lib/errors";
import { createRouter } from "@/server/http/router";
import { validationError } from "@/server/http/validation-hook";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { errorSchema } from "@/shared/contracts/common";
import {
  authSettingsSchema,
  messageSchema,
  recoverBody,
  refreshBody,
  sessionSchema,
  signInBody,
  signUpBody,
  updateUserBody,
  userSchema,
  verifyBody,
  type SessionDto,
} from "@/shared/contracts/auth";
import { createAuthService } from "./auth.service";
import { setupCodePending, setupCodeRule } from "./first-admin";
import { authenticate, requireUser } from "./middleware";
import { setDeviceCookie } from "./device-cookie";
import { countSignInAttempt, limitMail } from "./throttle";
import { json } from "@/server/lib/openapi";
import { assertSignupAllowed, readSignupMode } from "./signup-mode";

export const REFRESH_COOKIE = "cs_refresh_token";

const errors = { 400: json(errorSchema, "Bad request"), 401: json(errorSchema, "Unauthorized"), 429: json(errorSchema, "Rate limited") };

/** Current-password checks on the account form, per user. */
const reauthRule = { burst: 5, refillPerSecond: 1 / 60 };

/** The per-IP limit, which the app's edge already took for requests with a body. */
async function limitIp(c: Context<AppEnv>) {
  await limitClientIp(c);
}

/**
 * A browser keeps its refresh token in the httpOnly cookie only, so the JSON body leaves it out (a script on the
 * page cannot read it). Browsers are told apart by the Sec-Fetch-Site header, which page scripts cannot set, or
 * by having sent the cookie. API clients (no such header) get it in the body.
 */
function forClient(c: Context<AppEnv>, session: SessionDto, cameFromCookie: boolean): SessionDto {
  if (!cameFromCookie && !c.req.header("sec-fetch-site")) return session;
  const { refresh_token: _omitted, ...rest } = session;
  return rest;
}

function setRefreshCookie(c: Context<AppEnv>, session: SessionDto) {
  if (!session.refresh_token) return;
  setCookie(c, REFRESH_COOKIE, session.refresh_token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.config.publicUrl.startsWith("https://"),
    path: "/api/auth",
    maxAge: AUTH.refreshTokenTtlSeconds,
  });
}

const signup = createRoute({
  method: "post",
  path: "/signup",
  tags: ["auth"],
  summary: "Create an account; a confirmation mail is sent",
  request: { body: { content: { "application/json": { schema: signUpBody } }, required: true } },
  responses: { 200: json(messageSchema, "Same answer whether or not the email exists"), 403: json(errorSchema, "Sign-up is closed, or invite-only without a valid invitation"), ...errors },
});

const token = createRoute({
  method: "post",
  path: "/token",
  tags: ["auth"],
  summary: "Sign in with a password, or refresh a session",
  request: {
    query: z.object({ grant_type: z.enum(["password", "refresh_token"]) }),
    body: { content: { "application/json": { schema: z.object({ email: z.string().optional(), password: z.string().optional(), refresh_token: z.string().optional() }) } }, required: false },
  },
  responses: { 200: json(sessionSchema, "A session"), 403: json(errorSchema, "The account is disabled"), ...errors },
});

const settings = createRoute({
  method: "get",
  path: "/settings",
  tags: ["auth"],
  summary: "Where mail goes (the sign-up page warns when it cannot reach users) and whether it asks for a setup code",
  responses: { 200: json(authSettingsSchema, "Public auth settings") },
});

const logout = createRoute({
  method: "post",
  path: "/logout",
  tags: ["auth"],
  summary: "Sign out: ends the session of the refresh token (body or cookie) and of the bearer access token",
  request: { body: { content: { "application/json": { schema: refreshBody } }, required: false } },
  responses: { 204: { description: "Signed out" } },
});

const getUser = createRoute({
  method: "get",
  path: "/user",
  tags: ["auth"],
  summary: "The signed-in user",
  middleware: [requireUser] as const,
  security: [{ bearerAuth: [] }],
  responses: { 200: json(userSchema, "The signed-in user"), ...errors },
});

const putUser = createRoute({
  method: "put",
  path: "/user",
  tags: ["auth"],
  summary: "Change the email address (confirmed by a mail to the new address) or the password; needs current_password",
  middleware: [requireUser] as const,
  security: [{ bearerAuth: [] }],
  request: { body: { content: { "application/json": { schema: updateUserBody } }, required: true } },
  responses: { 200: json(userSchema, "The user, with new_email pending (the same whether or not the address is taken)"), 422: json(errorSchema, "Email unchanged"), ...errors },
});

const recover = createRoute({
  method: "post",
  path: "/recover",
  tags: ["auth"],
  summary: "Mail a password reset link",
  request: { body: { content: { "application/json": { schema: recoverBody } }, required: true } },
  responses: { 200: json(messageSchema, "Same answer whether or not the email exists"), ...errors },
});

const verify = createRoute({
  method: "post",
  path: "/verify",
  tags: ["auth"],
  summary: "Complete a mailed link: confirm sign-up, reset the password, or confirm an email change",
  request: { body: { content: { "application/json": { schema: verifyBody } }, required: true } },
  responses: { 200: json(z.object({ message: z.string(), user: userSchema }), "Done"), ...errors },
});

export function createAuthRouter() {
  const router = createRouter();

  router.openapi(signup, async (c) => {
    await limitIp(c);
    const { email, password, setup_code, invitation_token } = c.req.valid("json");
    const service = createAuthService(c.var.deps);
    // A wrong setup code is told at once (no account is made, no mail allowance used); guesses are limited per IP.
    if (setup_code) await enforceRate(c, `auth:setup-code:${clientIp(c)}`, setupCodeRule);
    const setupCodeHash = setup_code ? await service.checkSetupCode(setup_code) : undefined;
    // Invite-only and closed sign-up (issue 25) refuse before any account or mail exists.
    await assertSignupAllowed(c.var.deps.database.db, { email, invitationToken: invitation_token, setupCode: !!setupCodeHash, nowIso: c.var.deps.clock.now().toISOString() });
    await limitMail(c, email);
    await service.signUp(email, password, setupCodeHash);
    return c.json({ message: messages.auth.signUpSuccess }, 200);
  });

  router.openapi(token, async (c) => {
    await limitIp(c);
    const service = createAuthService(c.var.deps);
    const { grant_type } = c.req.valid("query");
    const raw = (await c.req.json().catch(() => ({}))) as unknown;
    if (grant_type === "password") {
      const parsed = signInBody.safeParse(raw);
      // Read by hand (the body depends on grant_type), answered as the validation hook answers every contract.
      if (!parsed.success) throw validationError(parsed.error);
      const attempt = await countSignInAttempt(c, parsed.data.email);
      const session = await service.signIn(parsed.data.email, parsed.data.password).catch(async (err: unknown) => {
        // Only a wrong password counts (email_not_confirmed means it was right).
        if (!(err instanceof HttpError && err.code === "invalid_credentials")) await attempt.forgive();
        throw err;
      });
      await attempt.forgive();
      setRefreshCookie(c, session);
      await setDeviceCookie(c, session.user.email);
      return c.json(forClient(c, session, false), 200);
    }
    const parsed = refreshBody.safeParse(raw ?? {});
    const fromBody = parsed.success ? parsed.data.refresh_token : undefined;
    const refreshToken = fromBody ?? getCookie(c, REFRESH_COOKIE);
    if (!refreshToken) throw badRequest(messages.auth.sessionMissing, "refresh_token_not_found");
    try {
      const session = await service.refresh(refreshToken);
      setRefreshCookie(c, session);
      return c.json(forClient(c, session, !fromBody), 200);
    } catch (err) {
      deleteCookie(c, REFRESH_COOKIE, { path: "/api/auth" });
      throw err;
    }
  });

  router.openapi(logout, async (c) => {
    const raw = (await c.req.json().catch(() => ({}))) as unknown;
    const parsed = refreshBody.safeParse(raw ?? {});
    const refreshToken = (parsed.success ? parsed.data.refresh_token : undefined) ?? getCookie(c, REFRESH_COOKIE);
    // An access token alone (API clients that keep no refresh token here) signs out its session too.
    const bearer = await authenticate(c);
    await createAuthService(c.var.deps).signOut(refreshToken, bearer.ok ? bearer.user.sessionId : undefined);
    deleteCookie(c, REFRESH_COOKIE, { path: "/api/auth" });
    return c.body(null, 204);
  });

  router.openapi(getUser, async (c) => c.json(await createAuthService(c.var.deps).getUser(c.var.user.id), 200));

  router.openapi(putUser, async (c) => {
    await limitIp(c);
    await enforceRate(c, `auth:reauth:${c.var.user.id}`, reauthRule);
    const { email, password, current_password } = c.req.valid("json");
    return c.json(await createAuthService(c.var.deps).changeAccount(c.var.user, { email, password, currentPassword: current_password }), 200);
  });

  router.openapi(recover, async (c) => {
    await limitIp(c);
    const { email } = c.req.valid("json");
    await limitMail(c, email);
    await createAuthService(c.var.deps).recover(email);
    return c.json({ message: messages.auth.recoverSent }, 200);
  });

  router.openapi(settings, async (c) => {
    const { mailbox } = c.var.deps.config;
    const [setup_code, signup_mode] = await Promise.all([setupCodePending(c.var.deps.database.db, c.var.deps.config), readSignupMode(c.var.deps.database.db)]);
    return c.json({ mail: mailbox === "off" ? ("smtp" as const) : mailbox === "open" ? ("mailbox" as const) : ("none" as const), setup_code, signup_mode }, 200);
  });

  router.openapi(verify, async (c) => {
    await limitIp(c);
    const { type, token: t, password } = c.req.valid("json");
    return c.json(await createAuthService(c.var.deps).verify(type, t, password), 200);
  });

  return router;
}
