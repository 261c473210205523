import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey, type Storage } from "@/server/storage/storage";
import { pngImage } from "../../../../tests/helpers/files";
import { pathOf } from "../../../../tests/helpers/storage";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let storage: Storage;
let alice: SessionDto;
let bob: SessionDto;
let imageKey: string;
let docKey: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  storage = t.deps.services.storage!;
  alice = await createUser(t);
  bob = await createUser(t);
  png = await pngImage(20, 10);
  imageKey = newObjectKey(alice.user.id, "png");
  docKey = newObjectKey(alice.user.id, "txt");
  await storage.put("social_images", imageKey, png, { contentType: "image/png" });
  await storage.put("documents", docKey, new TextEncoder().encode("<script>alert(1)</script>"), { contentType: "text/plain; charset=utf-8" });
});
afterAll(async () => t.close());

const sign = (bucket: "social_images" | "documents" | "image-storage", key: string, ttl?: number) => signStorageUrl(t.config, bucket, key, ttl, t.clock.now());

describe("GET /api/storage/:bucket/*key", () => {
  it("serves the owner with a bearer token, with safe caching and sniffing headers", async () => {
    const res = await t.request(`/api/storage/social_images/${imageKey}`, { token: alice.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it("answers 404 to another user, to no token and to a bad token, as for a missing file", async () => {
    const path = `/api/storage/social_images/${imageKey}`;
    const missing = await t.request(`/api/storage/social_images/${alice.user.id}/1-0000.png`, { token: alice.access_token });
    const other = await t.request(path, { token: bob.access_token });
    const anonymous = await t.request(path);
    const garbage = await t.request(path, { token: "a.b.c" });
    for (const res of [missing, other, anonymous, garbage]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });

  it("serves anyone holding a valid signed URL until it expires", async () => {
    const url = sign("social_images", imageKey, 600);
    const fresh = await t.request(pathOf(url));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-type")).toBe("image/png");
    expect((await t.request(pathOf(url), { token: bob.access_token })).status).toBe(200);

    t.clock.advance(599_000);
    expect((await t.request(pathOf(url))).status).toBe(200);
    t.clock.advance(2_000);
    expect((await t.request(pathOf(url))).status).toBe(404);
  });

  it("refuses a tampered signature, expiry, key or bucket", async () => {
    const url = new URL(sign("social_images", imageKey));
    const sig = url.searchParams.get("sig")!;
    const exp = url.searchParams.get("exp")!;
    const base = `/api/storage/social_images/${imageKey}`;
    const attempts = [
      `${base}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`,
      `${base}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `${base}?sig=${sig}`,
      `${base}?exp=${exp}`,
      `/api/storage/image-storage/${imageKey}?exp=${exp}&sig=${sig}`,
      `/api/storage/social_images/${bob.user.id}/${imageKey.split("/")[1]}?exp=${exp}&sig=${sig}`,
    ];
    for (const path of attempts) expect((await t.request(path)).status, path).toBe(404);
  });

  it("serves non-images as attachments so a browser never renders them", async () => {
    const res = await t.request(pathOf(sign("documents", docKey)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for unknown buckets and traversal paths", async () => {
    const paths = [
      `/api/storage/secrets/${imageKey}`,
      `/api/storage/social_images/${alice.user.id}/..%2F..%2Fetc%2Fpasswd`,
      `/api/storage/social_images/${alice.user.id}/%2e%2e/%2e%2e/etc/passwd`,
      `/api/storage/social_images/..%2f..%2fjwt-secret`,
      `/api/storage/social_images/`,
    ];
    for (const path of paths) expect((await t.request(path, { token: alice.access_token })).status, path).toBe(404);
  });
});
