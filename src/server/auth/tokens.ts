import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { AuthUser } from "@/server/app-env";

export interface AccessClaims extends AuthUser {
  sessionFamily: string;
  /** Expiry, seconds since the epoch (set on verified tokens). */
  exp: number;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function signAccessToken(secret: Uint8Array, claims: Omit<AccessClaims, "exp">, issuedAt: Date, ttlSeconds: number) {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ email: claims.email, role: claims.role, sid: claims.sessionFamily })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.id)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setAudience("authenticated")
    .sign(secret);
  return { token, expiresAt: exp };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

/** Verifies a 3-part HS256 token; anything else (alg none, another secret, tampering) is invalid. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<VerifyResult> {
  if (token.split(".").length !== 3) return { ok: false, reason: "invalid" };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      audience: "authenticated",
      currentDate: now,
    });
    const role = payload.role === "admin" ? "admin" : "user";
    if (typeof payload.sub !== "string" || typeof payload.email !== "string") return { ok: false, reason: "invalid" };
    return { ok: true, claims: { id: payload.sub, email: payload.email, role, sessionFamily: String(payload.sid ?? ""), exp: Number(payload.exp) } };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
