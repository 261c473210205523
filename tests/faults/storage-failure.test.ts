import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "@/server/storage/local-disk";
import type { Storage } from "@/server/storage/storage";
import { docxWithText, formWith, pngImage } from "../helpers/files";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";

/** A store that takes reads but fails every write (a full disk, a bucket that refuses). */
function failingWrites(inner: Storage): Storage {
  return { ...inner, driver: inner.driver, put: async () => Promise.reject(new Error("EIO: disk write failed at /secret/path")), get: inner.get, exists: inner.exists, delete: inner.delete, list: inner.list };
}

const count = async (t: TestApp, table: "post_images" | "documents" | "user_images") => {
  const res = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return ((res as unknown as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]))[0].n;
};

describe("a failing storage write", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "cs-failing-store-"));
    t = await createTestApp({ services: { storage: failingWrites(createLocalDiskStorage(root)) } });
    token = (await createUser(t)).access_token;
  });
  afterAll(async () => t.close());

  it("answers an upload with a clear error and saves no half record", async () => {
    const res = await t.request("/api/uploads", { method: "POST", token, body: formWith("files", [{ name: "a.png", data: await pngImage(), type: "image/png" }]) });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).not.toMatch(/EIO|secret/);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(await count(t, "post_images")).toBe(0);
  });

  it("answers a document upload with a clear error and keeps no row pointing at a missing file", async () => {
    const res = await t.request("/api/documents", { method: "POST", token, body: formWith("file", [{ name: "brief.docx", data: docxWithText(["Hello"]), type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }]) });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toMatch(/EIO|secret/);
    expect(await count(t, "documents")).toBe(0);
  });

  it("answers image generation with a clear error", async () => {
    const res = await t.request("/api/functions/generate-image", { method: "POST", token, json: { prompt: "a calm ocean", count: 1, width: 512, height: 512 } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toMatch(/EIO|secret/);
    expect(await count(t, "user_images")).toBe(0);
  });
});
