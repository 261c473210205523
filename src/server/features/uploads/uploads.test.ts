import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { createLocalDiskStorage } from "@/server/storage/local-disk";
import type { SessionDto } from "@/shared/contracts/auth";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { messages } from "@/shared/messages";
import { decompressionBombPng, formWith, jpegWithExif, pngDeclaring, pngImage } from "../../../../tests/helpers/files";
import { startFakeS3, type FakeS3 } from "../../../../tests/helpers/s3rver";
import { pathOf, withFailingDeletes } from "../../../../tests/helpers/storage";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

type Upload = { name: string; data: Uint8Array; type?: string };

function uploader(app: () => TestApp) {
  return (token: string | undefined, files: Upload[], field = "files") => app().request("/api/uploads", { method: "POST", body: formWith(field, files), token });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("uploads on local disk", () => {
  let t: TestApp;
  let alice: SessionDto;
  let bob: SessionDto;
  const upload = uploader(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t);
    bob = await createUser(t);
  });
  afterAll(async () => t.close());

  it("stores a PNG at a server-made key and answers the row with a working signed URL", async () => {
    const res = await upload(alice.access_token, [{ name: "banner.png", data: await pngImage(64, 48), type: "image/png" }]);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: UploadedImage[] };
    expect(data).toHaveLength(1);
    const row = data[0];
    expect(row).toMatchObject({ user_id: alice.user.id, width: 64, height: 48, mime_type: "image/png", prompt: null, model: null, tags: [] });
    expect(row.image_path).toMatch(new RegExp(`^${alice.user.id}/\\d+-[0-9a-f]{16}\\.png$`));
    expect(row.image_url).toContain(`/api/storage/image-storage/${row.image_path}?exp=`);
    expect(row.size_bytes).toBeGreaterThan(0);

    const file = await t.request(pathOf(row.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(64);
  });

  it("uploads several files at once and lists only the caller's, newest first", async () => {
    t.clock.advance(1000);
    const res = await upload(alice.access_token, [
      { name: "a.png", data: await pngImage(10, 10) },
      { name: "b.png", data: await pngImage(12, 12) },
    ]);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: UploadedImage[] }).data.map((r) => r.width)).toEqual([10, 12]);

    const list = (await (await t.request("/api/uploads", { token: alice.access_token })).json()) as { data: UploadedImage[]; next_cursor: string | null };
    expect(list.data.length).toBe(3);
    expect(list.data[2].width).toBe(64);
    expect(list.data.every((r) => r.user_id === alice.user.id)).toBe(true);
    const page = (await (await t.request("/api/uploads?limit=2", { token: alice.access_token })).json()) as { data: UploadedImage[]; next_cursor: string };
    expect(page.data).toHaveLength(2);
    const next = (await (await t.request(`/api/uploads?limit=2&cursor=${page.next_cursor}`, { token: alice.access_token })).json()) as { data: UploadedImage[]; next_cursor: null };
    expect(next.data.map((r) => r.id)).toEqual([list.data[2].id]);
    expect(next.next_cursor).toBeNull();

    const bobs = (await (await t.request("/api/uploads", { token: bob.access_token })).json()) as { data: UploadedImage[] };
    expect(bobs.data).toEqual([]);
  });

  it("strips metadata and keeps the orientation by rotating the pixels", async () => {
    const original = await jpegWithExif(80, 40);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(alice.access_token, [{ name: "photo.jpg", data: original }]);
    expect(res.status).toBe(201);
    const [row] = ((await res.json()) as { data: UploadedImage[] }).data;
    expect(row).toMatchObject({ mime_type: "image/jpeg", width: 40, height: 80 });
    expect(row.image_path.endsWith(".jpg")).toBe(true);
    const stored = Buffer.from(await (await t.request(pathOf(row.url))).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes("SecretCam")).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it("refuses text disguised as a PNG with 415", async () => {
    const res = await upload(alice.access_token, [{ name: "evil.png", data: new TextEncoder().encode("<?php system($_GET['c']); ?>"), type: "image/png" }]);
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ code: "unsupported_media_type", message: messages.images.unsupportedType });
  });

  it("refuses SVG and other real but unsupported types with 415", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).tiff().toBuffer();
    for (const data of [svg, tiff]) expect((await upload(alice.access_token, [{ name: "x.png", data }])).status).toBe(415);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([await pngImage(2, 2), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(alice.access_token, [{ name: "big.png", data: big }]);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(messages.images.tooLarge);
  });

  it("refuses decompression bombs with 422 before decoding them", async () => {
    const bomb = await decompressionBombPng();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    for (const data of [bomb, await pngDeclaring(20_000, 20_000)]) {
      const res = await upload(alice.access_token, [{ name: "bomb.png", data }]);
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: "too_many_pixels", message: messages.images.tooManyPixels });
    }
  });

  it("refuses a corrupt image with 422 and stores nothing from a request with one bad file", async () => {
    const before = ((await (await t.request("/api/uploads", { token: bob.access_token })).json()) as { data: unknown[] }).data.length;
    const truncated = (await pngImage(32, 32)).subarray(0, 60);
    const res = await upload(bob.access_token, [
      { name: "good.png", data: await pngImage(8, 8) },
      { name: "bad.png", data: truncated },
    ]);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.images.invalidImage);
    const after = ((await (await t.request("/api/uploads", { token: bob.access_token })).json()) as { data: unknown[] }).data.length;
    expect(after).toBe(before);
  });

  it("never lets the client's file name influence the key", async () => {
    const res = await upload(alice.access_token, [{ name: "../../etc/passwd.png", data: await pngImage(5, 5) }]);
    expect(res.status).toBe(201);
    const [row] = ((await res.json()) as { data: UploadedImage[] }).data;
    expect(row.image_path).toMatch(new RegExp(`^${alice.user.id}/\\d+-[0-9a-f]{16}\\.png$`));
    expect(row.image_path).not.toMatch(/passwd|etc|\.\./);
  });

  it("asks for at least one file", async () => {
    const res = await t.request("/api/uploads", { method: "POST", body: new FormData(), token: alice.access_token });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.images.selectAtLeastOne);
    expect((await upload(undefined, [{ name: "a.png", data: await pngImage() }])).status).toBe(401);
  });

  it("keeps another user's images unreadable and undeletable (404)", async () => {
    const [row] = ((await (await upload(alice.access_token, [{ name: "mine.png", data: await pngImage() }])).json()) as { data: UploadedImage[] }).data;
    expect((await t.request(`/api/uploads/${row.id}`, { token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/uploads/${row.id}`, { method: "DELETE", token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/storage/image-storage/${row.image_path}`, { token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/uploads/${row.id}`, { token: alice.access_token })).status).toBe(200);
    expect((await t.request(`/api/storage/image-storage/${row.image_path}`, { token: alice.access_token })).status).toBe(200);
  });

  it("deletes the row and the file; without a session it answers the spec's message", async () => {
    const [row] = ((await (await upload(alice.access_token, [{ name: "gone.png", data: await pngImage() }])).json()) as { data: UploadedImage[] }).data;
    const anonymous = await t.request(`/api/uploads/${row.id}`, { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).message).toBe(messages.images.mustBeLoggedInToDelete);

    const res = await t.request(`/api/uploads/${row.id}`, { method: "DELETE", token: alice.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await t.deps.services.storage!.exists("image-storage", row.image_path)).toBe(false);
    expect((await t.request(`/api/uploads/${row.id}`, { token: alice.access_token })).status).toBe(404);
    expect((await t.request(pathOf(row.url))).status).toBe(404);
  });
});

describe("a failing store on delete", () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "cs-uploads-"));
    t = await createTestApp({ services: { storage: withFailingDeletes(createLocalDiskStorage(root)) } });
  });
  afterAll(async () => t.close());

  it("still removes the row and says the file could not be removed", async () => {
    const alice = await createUser(t);
    const [row] = ((await (await uploader(() => t)(alice.access_token, [{ name: "a.png", data: await pngImage() }])).json()) as { data: UploadedImage[] }).data;
    const res = await t.request(`/api/uploads/${row.id}`, { method: "DELETE", token: alice.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, storage_error: "storage is unreachable" });
    expect((await t.request(`/api/uploads/${row.id}`, { token: alice.access_token })).status).toBe(404);
  });
});

describe("uploads with STORAGE_DRIVER=s3 (s3rver on loopback)", () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it("uploads, serves, lists and deletes through the S3 store", async () => {
    expect(t.deps.services.storage?.driver).toBe("s3");
    const alice = await createUser(t);
    const res = await uploader(() => t)(alice.access_token, [{ name: "s3.png", data: await pngImage(30, 20) }]);
    expect(res.status).toBe(201);
    const [row] = ((await res.json()) as { data: UploadedImage[] }).data;

    const file = await t.request(pathOf(row.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(30);

    const list = (await (await t.request("/api/uploads", { token: alice.access_token })).json()) as { data: UploadedImage[] };
    expect(list.data.map((r) => r.id)).toEqual([row.id]);

    expect((await t.request(`/api/uploads/${row.id}`, { method: "DELETE", token: alice.access_token })).status).toBe(200);
    expect(await t.deps.services.storage!.exists("image-storage", row.image_path)).toBe(false);
    expect((await t.request(pathOf(row.url))).status).toBe(404);
  });
});
