import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DOCUMENTS } from "@/shared/constants";
import { pdfWithText } from "../../../../tests/helpers/files";
import { pdfWithInflatingStream } from "../../../../tests/helpers/inflating-pdf";
import { parseInWorker, type ParseOptions } from "./parse-in-worker";
import { residentBytes, watchResidentSize } from "./watch-resident-size";

const MB = 1024 * 1024;
const input = (bytes: Uint8Array) => ({ kind: "pdf" as const, bytes, maxPages: DOCUMENTS.maxPages, maxInflatedBytes: DOCUMENTS.maxInflatedBytes, maxZipEntries: DOCUMENTS.maxZipEntries, maxTextChars: DOCUMENTS.maxTextChars });
// From source the reader starts through tsx, which alone takes it to about 200 MB: the limit sits above that.
const options: ParseOptions = { timeoutMs: 120_000, memoryMb: 320, concurrency: 2, perUser: 2, maxQueued: 4, maxQueuedPerUser: 4 };

describe("the reader's memory limit is real", () => {
  it("kills a process whose resident size passes the limit, whatever holds the memory", async () => {
    // Buffers live outside the V8 heap: a heap flag would not stop this child.
    const child = spawn(process.execPath, ["-e", "const kept = []; setInterval(() => kept.push(Buffer.alloc(16 * 1024 * 1024, 1)), 5)"], { stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    let seen = 0;
    await new Promise<void>((resolve) =>
      watchResidentSize(child, 64 * MB, () => {
        void residentBytes(child.pid!).then((bytes) => {
          seen = bytes ?? 0;
          child.kill("SIGKILL");
          resolve();
        });
      }),
    );
    expect(seen).toBeGreaterThan(64 * MB);
    expect(await exited).toBe("SIGKILL");
  });

  it("a reader reads a small PDF within its limit, and is stopped when a PDF makes it allocate outside its heap", async () => {
    const small = await parseInWorker("reader-test", input(pdfWithText(["Within the limit"])), options);
    expect(small).toEqual({ ok: true, text: "Within the limit" });
    // 400 MB of spaces in one content stream: pdf.js holds it decoded in an ArrayBuffer (734 MB resident for
    // 300 MB with only a heap flag, read to the end). The reader is killed at its limit and that is the answer.
    const bomb = pdfWithInflatingStream(400);
    expect(bomb.byteLength).toBeLessThan(MB);
    expect(await parseInWorker("reader-test", input(bomb), options)).toEqual({ ok: false, code: "out_of_memory" });
  });
});
