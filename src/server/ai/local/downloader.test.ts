import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { startFakeModelHost, type FakeModelHost } from "../../../../tests/helpers/fake-model-host";
import { tinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { modelFile, partFile } from "./download-state";
import { createDownloader, type DownloadTarget } from "./downloader";
import type { GgufInfo } from "./gguf";

const model = tinyGguf({ layers: 2 });
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

let host: FakeModelHost;
let dir: string;
let now: Date;
let ready: { target: DownloadTarget; file: string; info: GgufInfo }[];

beforeAll(async () => {
  host = await startFakeModelHost();
});
afterAll(async () => {
  await host.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "cs-models-"));
  now = new Date("2026-03-01T10:00:00Z");
  ready = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function downloader(options: { retries?: number } = {}) {
  return createDownloader({
    dir,
    logger: createLogger("silent"),
    now: () => now,
    retries: options.retries ?? 2,
    retryDelayMs: 1,
    onReady: async (target, file, info) => {
      ready.push({ target, file, info });
    },
  });
}

let seq = 0;
function hosted(file: Parameters<FakeModelHost["serve"]>[1]) {
  const id = `m${seq++}`;
  const repoPath = `org/${id}-GGUF/resolve/main/${id}.gguf`;
  return { id, repoPath, url: host.serve(repoPath, file) };
}

async function run(d: ReturnType<typeof downloader>, target: DownloadTarget) {
  await d.start(target);
  await d.settled(target.id);
  return d.state(target.id);
}

describe("model downloads", () => {
  it("follows the redirect, checks the linked sha256 and the GGUF header, then hands over the file", async () => {
    const { id, url } = hosted({ bytes: model });
    const state = await run(downloader(), { id, url });
    expect(state).toBeNull();
    expect(readFileSync(modelFile(dir, id)).equals(model)).toBe(true);
    expect(existsSync(partFile(dir, id))).toBe(false);
    expect(ready).toHaveLength(1);
    expect(ready[0].info.architecture).toBe("llama");
  });

  it("resumes an interrupted transfer with a Range request from where the file ends", async () => {
    const half = Math.floor(model.length / 2);
    const { id, url, repoPath } = hosted({ bytes: model, dropAfter: half, dropTimes: 1 });
    await run(downloader(), { id, url });
    // The retry asks for the rest from the end of what reached the disk: at most `half` bytes (a dropped
    // connection can lose bytes still queued in the client's stream), never from zero.
    const ranges = host.ranges(repoPath);
    expect(ranges).toHaveLength(2);
    expect(ranges[0]).toBe("");
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(ranges[1])?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(half);
    expect(sha256(readFileSync(modelFile(dir, id)))).toBe(sha256(model));
    expect(ready).toHaveLength(1);
  });

  it("reports a dropped download as interrupted, and a new server process resumes it", async () => {
    const cut = 100_000;
    const { id, url, repoPath } = hosted({ bytes: model, dropAfter: cut, dropTimes: 1 });
    const state = await run(downloader({ retries: 0 }), { id, url });
    const kept = statSync(partFile(dir, id)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(cut);
    expect(state).toMatchObject({ status: "interrupted", receivedBytes: kept, totalBytes: model.length, error: { code: "connection_lost" } });

    // After a restart the saved progress is still there, and Download continues from it.
    const restarted = downloader();
    expect(await restarted.state(id)).toMatchObject({ status: "interrupted", receivedBytes: kept });
    expect(await run(restarted, { id, url })).toBeNull();
    expect(host.ranges(repoPath).at(-1)).toBe(`bytes=${kept}-`);
    expect(readFileSync(modelFile(dir, id)).equals(model)).toBe(true);
  });

  it("starts again from zero when the server ignores the Range header", async () => {
    const { id, url } = hosted({ bytes: model, dropAfter: 50_000, dropTimes: 1, ignoreRange: true });
    await run(downloader(), { id, url });
    expect(readFileSync(modelFile(dir, id)).equals(model)).toBe(true);
  });

  it("refuses a file whose sha256 differs from the published one and deletes it", async () => {
    const { id, url } = hosted({ bytes: model, linkedSha256: "0".repeat(64) });
    const state = await run(downloader(), { id, url });
    expect(state).toMatchObject({ status: "failed", error: { code: "checksum_mismatch" } });
    expect(existsSync(partFile(dir, id))).toBe(false);
    expect(existsSync(modelFile(dir, id))).toBe(false);
    expect(ready).toHaveLength(0);
  });

  it("prefers a pinned sha256 over the server's", async () => {
    const { id, url } = hosted({ bytes: model });
    const state = await run(downloader(), { id, url, sha256: "f".repeat(64) });
    expect(state).toMatchObject({ status: "failed", error: { code: "checksum_mismatch" } });
  });

  it("refuses a truncated GGUF even when its transfer and checksum are consistent", async () => {
    const cut = model.subarray(0, model.length - 4096);
    const { id, url } = hosted({ bytes: cut, noRedirect: true });
    const state = await run(downloader(), { id, url });
    expect(state?.status).toBe("failed");
    expect(state?.error?.code).toBe("invalid_file");
    expect(state?.error?.message).toContain("the download is incomplete");
    expect(existsSync(modelFile(dir, id))).toBe(false);
  });

  it("reports the status of a refusing server", async () => {
    const { id, url } = hosted({ bytes: model, status: 404 });
    const state = await run(downloader(), { id, url });
    expect(state).toMatchObject({ status: "failed", error: { code: "http_status", message: "The download server answered with status 404." } });
  });

  it("keeps progress on disk while bytes arrive, so another process sees it; cancel deletes the part file", async () => {
    const { id, url, repoPath } = hosted({ bytes: model, pauseAfter: 200_000, chunkBytes: 50_000 });
    const d = downloader();
    await d.start({ id, url });
    await host.paused(repoPath);
    // A page reload may land on another instance: it reads the saved progress.
    const other = downloader();
    await expect.poll(async () => (await other.state(id))?.receivedBytes, { timeout: 10_000 }).toBe(200_000);
    expect(await other.state(id)).toMatchObject({ status: "downloading", totalBytes: model.length });
    // Another instance must not start the same download twice.
    await expect(other.start({ id, url })).rejects.toThrow("already downloading on another server instance");
    // Once the heartbeat is old, nobody is downloading it any more.
    now = new Date(now.getTime() + 60_000);
    expect(await other.state(id)).toMatchObject({ status: "interrupted", error: { code: "interrupted" } });
    now = new Date(now.getTime() - 60_000);

    await d.cancel(id);
    host.release();
    expect(await d.state(id)).toBeNull();
    expect(existsSync(partFile(dir, id))).toBe(false);
    expect(ready).toHaveLength(0);
  });

  it("marks running downloads as interrupted when the server stops", async () => {
    const { id, url, repoPath } = hosted({ bytes: model, pauseAfter: 100_000 });
    const d = downloader();
    await d.start({ id, url });
    await host.paused(repoPath);
    await d.close();
    host.release();
    expect(await downloader().state(id)).toMatchObject({ status: "interrupted", error: { code: "interrupted" } });
  });
});
