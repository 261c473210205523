/**
 * The embedded local model (issue 11 point 4): tokens per second of the tiny random-weight GGUF the tests
 * write, run by the same child process the server uses (node-llama-cpp, CPU only). It measures this machine
 * and the plumbing (IPC, sampling, streaming), not a real model: a 0.5B–3B model is tens of times slower per
 * token, and random weights say nothing about writing quality. Also recorded: the cold start (process start
 * and model load), the time to the first token, the child's memory, and the server's event-loop delay while
 * the model writes (inference runs in the child, so it stays near zero).
 *
 *   node --import tsx bench/local-model.ts          (or: npm run bench -- local-model)
 */
import { tmpdir } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createRunner, type GenerateInput } from "@/server/ai/local/runner";
import { createLogger } from "@/server/lib/logger";
import { writeTinyGguf } from "../tests/helpers/tiny-gguf";
import { percentile, table, writeSection } from "./lib/results";

const RUNS = Number(process.env.BENCH_LOCAL_RUNS ?? 10);
const TOKENS = Number(process.env.BENCH_LOCAL_TOKENS ?? 256);
// One thread: llama.cpp threads spin while they wait for each other, which on a shared or busy two-core machine costs
// far more than a second thread gains for a model this small. LOCAL_MODEL_THREADS sets the server's own choice.
const THREADS = Number(process.env.BENCH_LOCAL_THREADS ?? 1);

const fmt = (n: number, digits = 0) => n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-bench-local-"));
  const model = writeTinyGguf(dir, "tiny.gguf", { endless: true, seed: 5 });
  const runner = createRunner({ threads: THREADS, contextSize: 1024, logger: createLogger("silent") });
  const input = (maxTokens: number, seed: number): GenerateInput => ({
    modelPath: model.file,
    maxTokens,
    temperature: 0.8,
    seed,
    messages: [
      { role: "system", content: "You are an expert marketing copywriter." },
      { role: "user", content: "Write a short social post about our new bakery in Leeds." },
    ],
  });

  async function run(maxTokens: number, seed: number) {
    const t0 = performance.now();
    let first = 0;
    let tokens = 0;
    for await (const e of runner.generate(input(maxTokens, seed))) {
      if (e.type === "token" && !first) first = performance.now();
      if (e.type === "done") tokens = e.outputTokens;
    }
    const end = performance.now();
    return { total: end - t0, firstMs: first - t0, tokens, tokensPerSecond: (tokens - 1) / ((end - first) / 1000) };
  }

  try {
    const cold = await run(8, 1);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const samples = [];
    for (let i = 0; i < RUNS; i++) samples.push(await run(TOKENS, 100 + i));
    loop.disable();
    const status = await runner.status();
    // The same model on two threads, briefly: on a busy two-core machine the threads wait on each other.
    const two = createRunner({ threads: 2, contextSize: 1024, logger: createLogger("silent") });
    const twoThreads = await (async () => {
      try {
        for await (const e of two.generate(input(4, 1))) void e;
        const t0 = performance.now();
        let tokens = 0;
        for await (const e of two.generate(input(32, 2))) if (e.type === "done") tokens = e.outputTokens;
        return tokens / ((performance.now() - t0) / 1000);
      } finally {
        await two.close();
      }
    })();
    const speeds = samples.map((s) => s.tokensPerSecond).sort((a, b) => a - b);
    const firsts = samples.map((s) => s.firstMs).sort((a, b) => a - b);
    const median = percentile(speeds, 50);
    const body = [
      `The tiny test model (llama architecture, ${fmt(model.bytes.length / 1024)} KB, random weights) in the local-model child process, ` +
        `${THREADS} thread(s), ${RUNS} answers of ${TOKENS} tokens each. **This measures the machine and the plumbing, not a real model:** ` +
        "a 0.5B–3B Q4 model from the catalogue is far slower per token, and random weights say nothing about the quality of the writing.",
      "",
      table(
        ["Measure", "Value"],
        [
          ["Tokens per second (median)", fmt(median)],
          ["Tokens per second (min / max)", `${fmt(speeds[0])} / ${fmt(speeds.at(-1)!)}`],
          ["Tokens per second with 2 threads (one answer of 32 tokens)", fmt(twoThreads)],
          ["Time to first token, warm (p50 / p95)", `${fmt(percentile(firsts, 50), 1)} ms / ${fmt(percentile(firsts, 95), 1)} ms`],
          ["Cold start: process start + model load + 8 tokens", `${fmt(cold.total)} ms`],
          ["Child process memory (RSS) with the model loaded", status.rssBytes ? `${fmt(status.rssBytes / 2 ** 20)} MiB` : "n/a"],
          ["Server event-loop delay while generating (p99 / max)", `${fmt(loop.percentile(99) / 1e6, 1)} ms / ${fmt(loop.max / 1e6, 1)} ms`],
        ],
      ),
    ].join("\n");
    writeSection("Local model (tiny GGUF) tokens per second", body);
    console.log(body);
  } finally {
    await runner.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
