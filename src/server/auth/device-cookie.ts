import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv } from "@/server/app-env";
import { AUTH } from "@/shared/constants";
import { randomToken } from "./tokens";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account gets a signed cookie naming that account's login. It proves nothing about who is typing, so it never
 * signs anyone in; it only lets its holder keep a small allowance of failed sign-ins (and mail requests) of its
 * own when strangers have used up the account's allowance for unknown clients.
 */
export const DEVICE_COOKIE = "cs_device";
const AUDIENCE = "device";

/** A key of its own, derived from the JWT secret: a device cookie can never pass for an access token or the reverse. */
const keyOf = (c: Context<AppEnv>) => createHmac("sha256", c.var.deps.config.jwtSecret).update("device-cookie").digest();

export async function setDeviceCookie(c: Context<AppEnv>, email: string): Promise<void> {
  const iat = Math.floor(c.var.deps.clock.now().getTime() / 1000);
  const token = await new SignJWT({ login: email.toLowerCase() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(randomToken(16))
    .setIssuedAt(iat)
    .setExpirationTime(iat + AUTH.deviceCookieTtlSeconds)
    .setAudience(AUDIENCE)
    .sign(keyOf(c));
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.deps.config.publicUrl.startsWith("https://"),
    path: "/api/auth",
    maxAge: AUTH.deviceCookieTtlSeconds,
  });
}

/** The id of the request's device cookie when it is valid and names this login (lower-cased email), else undefined. */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<string | undefined> {
  const raw = getCookie(c, DEVICE_COOKIE);
  if (!raw || raw.length > 1024) return undefined;
  try {
    const { payload } = await jwtVerify(raw, keyOf(c), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: c.var.deps.clock.now() });
    return payload.login === email && typeof payload.jti === "string" ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}
