import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "@/server/lib/clock";
import { createLogger } from "@/server/lib/logger";
import type { SessionDto } from "@/shared/contracts/auth";
import { formWith, pngImage } from "../../../tests/helpers/files";
import { startFakeS3, type FakeS3 } from "../../../tests/helpers/s3rver";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser } from "../../../tests/helpers/users";
import { sweepOrphans } from "./orphan-sweep";
import { newObjectKey, type Bucket, type Storage } from "./storage";

const HOUR = 60 * 60 * 1000;

/**
 * Issue 10, point 8: a kill -9 between writing a file and inserting its row left the file forever, and so did
 * every generated image that was never saved. The sweep is called directly with an injected clock.
 */
function sweepSuite(driver: "local" | "s3") {
  describe(`orphan sweep (${driver})`, () => {
    let t: TestApp;
    let s3: FakeS3 | undefined;
    let dataDir: string;
    let alice: SessionDto;
    let storage: Storage;
    const sweep = () => sweepOrphans({ storage, db: t.database.db, clock: t.clock, logger: createLogger("silent") });
    const put = async (bucket: Bucket, userId: string, ext = "png") => {
      const key = newObjectKey(userId, ext, t.clock.now());
      await storage.put(bucket, key, await pngImage(4, 4), { contentType: "image/png" });
      return key;
    };
    const keys = async (bucket: Bucket) => {
      const found: string[] = [];
      for await (const object of storage.list(bucket)) found.push(object.key);
      return found.sort();
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), "cs-sweep-"));
      if (driver === "s3") s3 = await startFakeS3();
      t = await createTestApp({ env: { DATA_DIR: dataDir, ...(s3?.env ?? {}) }, clock: new ManualClock(new Date()) });
      storage = t.deps.services.storage!;
      alice = await createUser(t);
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("removes unreferenced files after their grace and keeps every file a row refers to", async () => {
      const token = alice.access_token;
      const userId = alice.user.id;
      // Referenced: an upload, a document, a saved generated image, an analysed image kept by a history entry.
      const uploaded = await t.request("/api/uploads", { method: "POST", token, body: formWith("files", [{ name: "a.png", data: await pngImage() }]) });
      expect(uploaded.status).toBe(201);
      const uploadKey = ((await uploaded.json()) as { data: { image_path: string }[] }).data[0].image_path;
      const doc = await t.request("/api/documents", { method: "POST", token, body: formWith("file", [{ name: "n.txt", data: new TextEncoder().encode("notes") }]) });
      expect(doc.status).toBe(201);
      const savedKey = await put("social_images", userId);
      expect((await t.request("/api/images", { method: "POST", token, json: { path: savedKey, width: 4, height: 4 } })).status).toBe(201);
      const analysedKey = await put("image-storage", userId);
      const history = await t.request("/api/history", {
        method: "POST",
        token,
        json: { content: "A post", content_type: "general", metadata: { imageUrls: [`http://localhost:3000/api/storage/image-storage/${analysedKey}?exp=1&sig=x`] } },
      });
      expect(history.status).toBe(201);

      // Orphans: an upload whose row never came, a document likewise, a generated image never saved, an
      // analysed image no history entry keeps, and a file of a user that no longer exists.
      const orphanUpload = await put("image-storage", userId);
      const orphanDocument = await put("documents", userId, "pdf");
      const unsaved = await put("social_images", userId);
      const unreferencedAnalysis = await put("image-storage", userId);
      const goneUser = await put("social_images", "7d0c1c4e-5b7a-4d3e-8a3b-2f1e0d9c8b7a");
      let leftover: string | undefined;
      if (driver === "local") {
        const tmp = path.join(dataDir, "storage", ".tmp");
        await mkdir(tmp, { recursive: true });
        leftover = path.join(tmp, "cut-short.tmp");
        await writeFile(leftover, "half a file");
      }

      // Within every grace (an upload may still be in flight): nothing goes.
      t.clock.advance(30 * 60 * 1000);
      expect((await sweep()).removed).toEqual([]);

      // Past the documents' hour: the orphaned document goes, the images wait for their day.
      t.clock.advance(2 * HOUR);
      const first = await sweep();
      expect(first.removed).toEqual([{ bucket: "documents", key: orphanDocument }]);
      expect(await keys("documents")).toHaveLength(1);

      // Past a day: every orphan is gone, every referenced file stays.
      t.clock.advance(24 * HOUR);
      const second = await sweep();
      expect(second.removed.map((r) => r.key).sort()).toEqual([orphanUpload, unsaved, unreferencedAnalysis, goneUser].sort());
      expect(await keys("image-storage")).toEqual([uploadKey, analysedKey].sort());
      expect(await keys("social_images")).toEqual([savedKey]);
      if (leftover) {
        expect(second.leftovers + first.leftovers).toBe(1);
        expect(await readdir(path.dirname(leftover))).toEqual([]);
      }
    }, 120_000);
  });
}

sweepSuite("local");
sweepSuite("s3");
