import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "@/server/config";
import type { Bucket } from "./storage";

type SigningConfig = Pick<Config, "jwtSecret" | "publicUrl">;

const keys = new WeakMap<object, Buffer>();

/** A key for URL signing only, derived from the JWT secret so a signature can never pass as a token or the reverse. */
function signingKey(config: SigningConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac("sha256", config.jwtSecret).update("content-studio/storage-url/v1").digest();
    keys.set(config, key);
  }
  return key;
}

function signature(config: SigningConfig, bucket: string, key: string, exp: number): string {
  return createHmac("sha256", signingKey(config)).update(`${bucket}\n${key}\n${exp}`).digest("base64url");
}

/**
 * Signed links in API answers live for 7 days: long enough for a downloaded CSV's image links to open outside the
 * app during the working week, short enough that a leaked link dies.
 */
export const DEFAULT_SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

/** The path a browser loads an object from: `/api/storage/<bucket>/<key>`. */
export function storagePath(bucket: Bucket, key: string): string {
  return `/api/storage/${bucket}/${key}`;
}

/**
 * A URL anyone holding it may read the object with until it expires:
 * `${publicUrl}/api/storage/${bucket}/${key}?exp=<unix seconds>&sig=<base64url HMAC-SHA256>`.
 */
export function signStorageUrl(config: SigningConfig, bucket: Bucket, key: string, ttlSeconds = DEFAULT_SIGNED_URL_TTL_SECONDS, now: Date = new Date()): string {
  const ttl = Math.max(1, Math.floor(ttlSeconds));
  // Long-lived links end on a whole hour, so the same object keeps the same URL for an hour (browser caches hit).
  const raw = Math.floor(now.getTime() / 1000) + ttl;
  const exp = ttl >= 2 * 3600 ? Math.ceil(raw / 3600) * 3600 : raw;
  return `${config.publicUrl}${storagePath(bucket, key)}?exp=${exp}&sig=${signature(config, bucket, key, exp)}`;
}

/** True when `sig` signs this bucket, key and `exp`, and `exp` is still in the future. Compared in constant time. */
export function verifyStorageSignature(
  config: SigningConfig,
  bucket: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expSeconds = Number(exp);
  if (expSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(config, bucket, key, expSeconds));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
