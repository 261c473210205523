import { describe, expect, it } from "vitest";
import { signStorageUrl, verifyStorageSignature } from "./signed-url";

const config = { jwtSecret: "a-secret-that-is-long-enough-for-signing-urls", publicUrl: "https://studio.example.com" };
const key = "3f1c2b7e-0d4a-4c55-9a7e-1b2c3d4e5f60/1767225600000-abcdef0123456789.png";
const now = new Date("2026-01-01T00:00:00Z");

function parts(url: string) {
  const u = new URL(url);
  return { path: u.pathname, exp: u.searchParams.get("exp") ?? undefined, sig: u.searchParams.get("sig") ?? undefined };
}

describe("signed storage URLs", () => {
  it("point at the storage route under PUBLIC_URL and expire after the ttl", () => {
    const url = signStorageUrl(config, "social_images", key, 3600, now);
    const { path, exp, sig } = parts(url);
    expect(url.startsWith(`https://studio.example.com/api/storage/social_images/${key}?exp=`)).toBe(true);
    expect(path).toBe(`/api/storage/social_images/${key}`);
    expect(Number(exp)).toBe(now.getTime() / 1000 + 3600);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyStorageSignature(config, "social_images", key, exp, sig, now)).toBe(true);
    expect(verifyStorageSignature(config, "social_images", key, exp, sig, new Date(now.getTime() + 3599_000))).toBe(true);
    expect(verifyStorageSignature(config, "social_images", key, exp, sig, new Date(now.getTime() + 3600_000))).toBe(false);
  });

  it("defaults to 7 days, ending on a whole hour so the URL stays the same for an hour", () => {
    const exp = Number(parts(signStorageUrl(config, "image-storage", key, undefined, now)).exp);
    const sevenDays = now.getTime() / 1000 + 7 * 24 * 3600;
    expect(exp).toBeGreaterThanOrEqual(sevenDays);
    expect(exp - sevenDays).toBeLessThan(3600);
    expect(exp % 3600).toBe(0);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(signStorageUrl(config, "image-storage", key, undefined, at(15))).toBe(signStorageUrl(config, "image-storage", key, undefined, at(5)));
  });

  it("fail for another key, bucket, expiry, secret or a tampered signature", () => {
    const { exp, sig } = parts(signStorageUrl(config, "social_images", key, 3600, now));
    const later = String(Number(exp) + 3600);
    expect(verifyStorageSignature(config, "social_images", key.replace(".png", ".jpg"), exp, sig, now)).toBe(false);
    expect(verifyStorageSignature(config, "image-storage", key, exp, sig, now)).toBe(false);
    expect(verifyStorageSignature(config, "social_images", key, later, sig, now)).toBe(false);
    expect(verifyStorageSignature({ ...config, jwtSecret: "another-secret-that-is-long-enough-here" }, "social_images", key, exp, sig, now)).toBe(false);
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith("A") ? "B" : "A"}`;
    expect(verifyStorageSignature(config, "social_images", key, exp, flipped, now)).toBe(false);
    expect(verifyStorageSignature(config, "social_images", key, exp, sig!.slice(0, 20), now)).toBe(false);
    expect(verifyStorageSignature(config, "social_images", key, undefined, sig, now)).toBe(false);
    expect(verifyStorageSignature(config, "social_images", key, "-1", sig, now)).toBe(false);
    expect(verifyStorageSignature(config, "social_images", key, exp, undefined, now)).toBe(false);
  });
});
