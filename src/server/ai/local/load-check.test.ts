import { mkdtempSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { writeTinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { checkModelRuns, ModelCheckError } from "./load-check";

const g = messages.localModels.gguf;
const dir = mkdtempSync(path.join(tmpdir(), "cs-load-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reason = (file: string) => checkModelRuns(file, { threads: 1 }).then(() => "ok", (err: unknown) => err);

// Each check starts a child process and loads a model in it: slow on a busy machine.
describe("the install-time test load", { timeout: 60_000 }, () => {
  it("passes a model that loads and yields numbers", async () => {
    expect(await reason(writeTinyGguf(dir, "good.gguf").file)).toBe("ok");
  });

  it("refuses a file that makes llama.cpp abort its process (no byte tokens), and the caller lives on", async () => {
    const err = await reason(writeTinyGguf(dir, "no-bytes.gguf", { withoutByteTokens: true }).file);
    expect(err).toBeInstanceOf(ModelCheckError);
    expect((err as Error).message).toMatch(/^llama\.cpp stopped while loading it \((SIGABRT|signal|exit code)/);
    expect((err as Error).message).toContain("its vocabulary or weights are damaged");
  });

  it("refuses weights that give NaN", async () => {
    const err = await reason(writeTinyGguf(dir, "nan.gguf", { nanWeights: true }).file);
    expect((err as Error).message).toBe(g.checkNotFinite);
  });

  it("refuses a cut-off file with llama.cpp's own reason, not a bare failure", async () => {
    const cut = writeTinyGguf(dir, "cut.gguf");
    truncateSync(cut.file, cut.size - 4096);
    const err = await reason(cut.file);
    expect(err).toBeInstanceOf(ModelCheckError);
    expect((err as Error).message).toMatch(/^llama\.cpp could not load it: ".*data is not within the file bounds/);
  });

  it("stops the check when the download is cancelled", async () => {
    const abort = new AbortController();
    const run = checkModelRuns(writeTinyGguf(dir, "slow.gguf").file, { threads: 1, signal: abort.signal });
    const cancelled = new Error("cancelled");
    abort.abort(cancelled);
    await expect(run).rejects.toBe(cancelled);
  });
});
