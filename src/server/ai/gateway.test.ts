/** The gateway's own behaviour with mock models: deadlines, stream endings, usage rows and the rate limit. */
import type { LanguageModelV3, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { Config } from "@/server/config";
import { createLogger } from "@/server/lib/logger";
import type { UsageRecord } from "./ai.repository";
import { createGateway } from "./gateway";
import type { ResolvedModel } from "./model-resolver";
import type { ProviderSet } from "./providers";

const usage = { inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 2, text: 2, reasoning: undefined } };
const model: ResolvedModel = { id: "00000000-0000-4000-8000-000000000001", name: "Mock", modelId: "mock", provider: "openai-compatible", type: "text" };

function streamOf(parts: LanguageModelV3StreamPart[], opts: { holdOpen?: boolean } = {}) {
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      for (const p of parts) controller.enqueue(p);
      if (!opts.holdOpen) controller.close();
    },
  });
}

function setup(lm: LanguageModelV3, options: { allowed?: boolean; textMs?: number } = {}) {
  const rows: UsageRecord[] = [];
  const providers: ProviderSet = {
    languageModel: () => lm,
    imageModel: () => {
      throw new Error("no images");
    },
  };
  const gateway = createGateway({
    ai: { rateLimitPerMinute: 60 } as Config["ai"],
    repo: { allModels: async () => [], insertUsage: async (r) => void rows.push(...r) },
    clock: { now: () => new Date() },
    providers,
    rateLimiter: { take: async () => ({ allowed: options.allowed ?? true, retryAfterSeconds: options.allowed === false ? 7 : 0 }) },
    logger: createLogger("silent"),
    timeouts: { textMs: options.textMs ?? 1000, imageMs: 1000 },
    retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} },
    modelCacheMs: 0,
    nextSeed: () => 1,
  });
  const call = { userId: "u1", operation: "test", model, system: "s", prompt: "p" };
  return { gateway, rows, call };
}

describe("gateway", () => {
  it("answers the text and records one ok row", async () => {
    const lm = new MockLanguageModelV3({
      doGenerate: { content: [{ type: "text", text: " Hi there " }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] },
    });
    const { gateway, rows, call } = setup(lm);
    expect(await gateway.generateText(call)).toEqual({ text: "Hi there", tokensIn: 3, tokensOut: 2 });
    await gateway.drain();
    expect(rows).toMatchObject([{ userId: "u1", model: "mock", provider: "openai-compatible", operation: "test", outcome: "ok", tokensIn: 3, tokensOut: 2 }]);
  });

  it("times out a model that never answers with 504 and an error row", async () => {
    const lm = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) => new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason))),
    });
    const { gateway, rows, call } = setup(lm, { textMs: 30 });
    await expect(gateway.generateText(call)).rejects.toMatchObject({ status: 504, code: "ai_timeout" });
    await gateway.drain();
    expect(rows).toMatchObject([{ outcome: "error", errorCode: "ai_timeout" }]);
  });

  it("streams pieces and resolves done with the whole text", async () => {
    const lm = new MockLanguageModelV3({
      doStream: {
        stream: streamOf([
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "1" },
          { type: "text-delta", id: "1", delta: "Hello " },
          { type: "text-delta", id: "1", delta: "world" },
          { type: "text-end", id: "1" },
          { type: "finish", usage, finishReason: { unified: "stop", raw: "stop" } },
        ]),
      },
    });
    const { gateway, rows, call } = setup(lm);
    const stream = await gateway.streamText(call);
    const pieces: string[] = [];
    for await (const piece of stream.deltas) pieces.push(piece);
    expect(pieces).toEqual(["Hello ", "world"]);
    expect(await stream.done).toEqual({ text: "Hello world", tokensIn: 3, tokensOut: 2 });
    await gateway.drain();
    expect(rows).toMatchObject([{ outcome: "ok" }]);
  });

  it("maps an error part midway and rejects done", async () => {
    const lm = new MockLanguageModelV3({
      doStream: {
        stream: streamOf([
          { type: "text-delta", id: "1", delta: "Hel" },
          { type: "error", error: new Error("boom") },
        ]),
      },
    });
    const { gateway, rows, call } = setup(lm);
    const stream = await gateway.streamText(call);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const piece of stream.deltas) seen.push(piece);
      })(),
    ).rejects.toMatchObject({ status: 502 });
    expect(seen).toEqual(["Hel"]);
    await expect(stream.done).rejects.toMatchObject({ status: 502 });
    await gateway.drain();
    expect(rows).toMatchObject([{ outcome: "error", errorCode: "ai_error" }]);
  });

  it("rejects before streaming when the model sends no text at all", async () => {
    const lm = new MockLanguageModelV3({ doStream: { stream: streamOf([{ type: "finish", usage, finishReason: { unified: "stop", raw: "stop" } }]) } });
    const { gateway, call } = setup(lm);
    await expect(gateway.streamText(call)).rejects.toMatchObject({ status: 502, code: "ai_invalid_response" });
  });

  it("cancels the upstream and records client_closed when the consumer stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        controller.enqueue({ type: "text-delta", id: "1", delta: "a" });
        controller.enqueue({ type: "text-delta", id: "1", delta: "b" });
      },
      cancel() {
        cancelled = true;
      },
    });
    const { gateway, rows, call } = setup(new MockLanguageModelV3({ doStream: { stream } }));
    const result = await gateway.streamText(call);
    for await (const piece of result.deltas) {
      expect(piece).toBe("a");
      break;
    }
    expect(cancelled).toBe(true);
    await gateway.drain();
    expect(rows).toMatchObject([{ outcome: "error", errorCode: "client_closed" }]);
  });

  it("answers 429 with the catalogue message when the user's bucket is empty", async () => {
    const { gateway } = setup(new MockLanguageModelV3(), { allowed: false });
    await expect(gateway.limit("u1")).rejects.toMatchObject({
      status: 429,
      message: "You are sending requests too quickly. Please wait a moment and try again.",
      headers: { "Retry-After": "7" },
    });
  });
});
