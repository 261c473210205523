import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { startFakeS3, type FakeS3 } from "../../../tests/helpers/s3rver";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";
import { InvalidKeyError, newObjectKey, type Storage } from "./storage";

const userId = "3f1c2b7e-0d4a-4c55-9a7e-1b2c3d4e5f60";

/** The same contract for every driver. */
function roundTrip(name: string, make: () => Storage) {
  describe(`${name} driver`, () => {
    it("puts, gets as a stream with its content type, checks and deletes an object", async () => {
      const storage = make();
      const key = newObjectKey(userId, "txt");
      await storage.put("documents", key, new TextEncoder().encode("hello storage"), { contentType: "text/plain; charset=utf-8" });
      expect(await storage.exists("documents", key)).toBe(true);
      const object = await storage.get("documents", key);
      expect(object).toMatchObject({ contentType: "text/plain; charset=utf-8", size: 13 });
      expect(await text(object!.body)).toBe("hello storage");

      // Buckets are separate namespaces.
      expect(await storage.get("image-storage", key)).toBeNull();

      await storage.delete("documents", key);
      expect(await storage.exists("documents", key)).toBe(false);
      expect(await storage.get("documents", key)).toBeNull();
      await expect(storage.delete("documents", key)).resolves.toBeUndefined();
    });

    it("overwrites an object whole", async () => {
      const storage = make();
      const key = newObjectKey(userId, "bin");
      await storage.put("image-storage", key, new Uint8Array([1, 2, 3, 4]), { contentType: "application/octet-stream" });
      await storage.put("image-storage", key, new Uint8Array([9]), { contentType: "image/png" });
      const object = await storage.get("image-storage", key);
      expect(object?.contentType).toBe("image/png");
      expect([...new Uint8Array(Buffer.concat(await object!.body.toArray()))]).toEqual([9]);
    });

    it("refuses path-traversal keys on every operation", async () => {
      const storage = make();
      const bad = "../../etc/passwd";
      await expect(storage.put("documents", bad, new Uint8Array([1]), { contentType: "text/plain" })).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get("documents", bad)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.exists("documents", `${userId}/../x`)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete("documents", bad)).rejects.toBeInstanceOf(InvalidKeyError);
    });
  });
}

describe("local disk storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "cs-storage-"));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  roundTrip("local", () => createLocalDiskStorage(root));

  it("keeps files under root/<bucket>/<key> and leaves no temp files behind", async () => {
    const storage = createLocalDiskStorage(root);
    const key = newObjectKey(userId, "png");
    await storage.put("social_images", key, new Uint8Array([137, 80, 78, 71]), { contentType: "image/png" });
    expect(await readdir(path.join(root, "social_images", userId))).toContain(key.split("/")[1]);
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });
});

describe("S3 storage (s3rver on loopback)", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => s3?.close());

  const make = () =>
    createS3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });

  roundTrip("s3", make);

  it("checks at startup whether the bucket exists and never creates it", async () => {
    const logger = createLogger("silent");
    expect(await make().checkBucket(logger)).toBe(true);
    const missing = createS3Storage({ endpoint: s3.endpoint, bucket: "no-such-bucket", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
    expect(await missing.checkBucket(logger)).toBe(false);
    expect(await missing.checkBucket(logger)).toBe(false);
  });
});
