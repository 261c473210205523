import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { writeTinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { createRunner, LocalModelError, type GenerateInput, type LocalRunner, type RunnerEvent } from "./runner";

const dir = mkdtempSync(path.join(tmpdir(), "cs-runner-"));
const endless = writeTinyGguf(dir, "endless.gguf", { endless: true, seed: 3 });
const other = writeTinyGguf(dir, "other.gguf", { endless: true, seed: 4, layers: 1 });
const noBytes = writeTinyGguf(dir, "no-bytes.gguf", { withoutByteTokens: true });

let runner: LocalRunner;
beforeAll(() => {
  runner = createRunner({ threads: 1, contextSize: 1024, logger: createLogger("silent") });
});
afterAll(async () => {
  await runner.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = (modelPath: string, maxTokens = 16): GenerateInput => ({
  modelPath,
  maxTokens,
  temperature: 0.8,
  seed: 7,
  messages: [
    { role: "system", content: "You write short social posts." },
    { role: "user", content: "Write a post about our new bakery." },
  ],
});

async function collect(events: AsyncIterable<RunnerEvent>) {
  const tokens: string[] = [];
  let done: Extract<RunnerEvent, { type: "done" }> | undefined;
  for await (const e of events) {
    if (e.type === "token") tokens.push(e.text);
    else done = e;
  }
  return { tokens, done };
}

// Each test may start a child process (and load a model in it): slow on a busy machine.
describe("the local-model child process", { timeout: 90_000 }, () => {
  it("streams tokens as they are made and stops at the token limit", async () => {
    const { tokens, done } = await collect(runner.generate(input(endless.file, 16)));
    expect(tokens.length).toBeGreaterThan(1);
    expect(done).toMatchObject({ type: "done", stopReason: "length", outputTokens: 16 });
    expect(done!.inputTokens).toBeGreaterThan(10);
    const status = await runner.status();
    expect(status).toMatchObject({ state: "idle", modelPath: endless.file, threads: 1 });
    expect(status.rssBytes).toBeGreaterThan(endless.size);
  });

  it("holds one model at a time: loading another replaces it", async () => {
    await collect(runner.generate(input(other.file, 4)));
    expect((await runner.status()).modelPath).toBe(other.file);
    await collect(runner.generate(input(endless.file, 4)));
    expect((await runner.status()).modelPath).toBe(endless.file);
  });

  it("cancels a generation in the child when the caller aborts", async () => {
    const abort = new AbortController();
    const reason = new Error("client went away");
    const seen: string[] = [];
    const run = (async () => {
      for await (const e of runner.generate(input(endless.file, 100_000), abort.signal)) {
        if (e.type === "token") seen.push(e.text);
        if (seen.length === 3) abort.abort(reason);
      }
    })();
    await expect(run).rejects.toBe(reason);
    // The child stopped: the next call runs at once instead of queueing behind 100,000 tokens.
    const next = await collect(runner.generate(input(endless.file, 4)));
    expect(next.done?.outputTokens).toBe(4);
    expect((await runner.status()).state).toBe("idle");
  });

  it("reports a crash of llama.cpp as an error, and the next call starts a new process", async () => {
    const before = (await runner.status()).pid;
    const err = await collect(runner.generate(input(noBytes.file))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LocalModelError);
    expect((err as LocalModelError).code).toBe("crashed");
    const crashed = await runner.status();
    expect(crashed.state).toBe("stopped");
    expect(crashed.lastCrash?.message).toMatch(/The local model process stopped \((signal|exit code)/);

    const { tokens } = await collect(runner.generate(input(endless.file, 4)));
    expect(tokens.length).toBeGreaterThan(0);
    const after = await runner.status();
    expect(after.pid).not.toBe(before);
    expect(after.pid).not.toBeNull();
  });

  it("answers a file llama.cpp cannot load with load_failed", async () => {
    const err = await collect(runner.generate(input(path.join(dir, "missing.gguf")))).catch((e: unknown) => e);
    expect((err as LocalModelError).code).toBe("load_failed");
  });
});
