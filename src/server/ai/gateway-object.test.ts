/** Structured output through the gateway with mock models: JSON mode, the fallback, one retry, the failure. */
import { UnsupportedFunctionalityError, type LanguageModelV3, type LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Config } from "@/server/config";
import { HttpError } from "@/server/lib/errors";
import { createLogger } from "@/server/lib/logger";
import type { UsageRecord } from "./ai.repository";
import { createGateway } from "./gateway";
import type { ResolvedModel } from "./model-resolver";
import { ideasFallback, ideasSchema } from "./parse-output";

const usage = { inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 2, text: 2, reasoning: undefined } };
const provider: ResolvedModel = { id: "00000000-0000-4000-8000-000000000001", name: "Mock", modelId: "mock", provider: "openai-compatible", type: "text" };
const builtin: ResolvedModel = { ...provider, provider: "builtin" };

const answer = (text: string) => ({ content: [{ type: "text" as const, text }], finishReason: { unified: "stop" as const, raw: "stop" }, usage, warnings: [] });

/** A model answering `texts` in order and keeping the options it was called with. */
function scripted(texts: (string | Error)[]) {
  const seen: LanguageModelV3CallOptions[] = [];
  const lm = new MockLanguageModelV3({
    doGenerate: async (options) => {
      seen.push(options);
      const next = texts.shift();
      if (next instanceof Error) throw next;
      return answer(next ?? "");
    },
  });
  return { lm, seen };
}

function setup(lm: LanguageModelV3) {
  const rows: UsageRecord[] = [];
  const gateway = createGateway({
    ai: { rateLimitPerMinute: 60 } as Config["ai"],
    repo: { allModels: async () => [], insertUsage: async (r) => void rows.push(...r) },
    clock: { now: () => new Date() },
    providers: {
      languageModel: () => lm,
      imageModel: () => {
        throw new Error("no images");
      },
    },
    rateLimiter: { take: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
    logger: createLogger("silent"),
    timeouts: { textMs: 1000, imageMs: 1000 },
    retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} },
    modelCacheMs: 0,
    nextSeed: () => 1,
  });
  return { gateway, rows };
}

const call = (model: ResolvedModel) => ({
  userId: "u1",
  operation: "ideas",
  model,
  system: "s",
  prompt: "p",
  schema: ideasSchema,
  schemaName: "ideas",
  fallback: ideasFallback,
});

describe("gateway.generateObject", () => {
  it("asks a provider for JSON with the schema and answers the parsed object", async () => {
    const { lm, seen } = scripted(['{"ideas": ["One", "Two"]}']);
    const { gateway, rows } = setup(lm);
    expect(await gateway.generateObject(call(provider))).toMatchObject({ object: { ideas: ["One", "Two"] }, structured: true });
    const format = seen[0].responseFormat as { type: string; schema: { properties: Record<string, unknown> }; name: string };
    expect(format).toMatchObject({ type: "json", name: "ideas" });
    expect(Object.keys(format.schema.properties)).toEqual(["ideas"]);
    await gateway.drain();
    expect(rows.map((r) => r.outcome)).toEqual(["ok"]);
  });

  it("reads the built-in writer's text with the fallback, without asking for JSON", async () => {
    const { lm, seen } = scripted(["1. First idea\n2. Second idea"]);
    const { gateway } = setup(lm);
    expect(await gateway.generateObject(call(builtin))).toMatchObject({ object: { ideas: ["First idea", "Second idea"] }, structured: false });
    expect(seen[0].responseFormat).toBeUndefined();
  });

  it("falls back to text when the provider has no JSON mode", async () => {
    const { lm, seen } = scripted([new UnsupportedFunctionalityError({ functionality: "responseFormat" }), '- Plain idea']);
    const { gateway } = setup(lm);
    expect(await gateway.generateObject(call(provider))).toMatchObject({ object: { ideas: ["Plain idea"] }, structured: false });
    expect(seen.map((o) => o.responseFormat?.type)).toEqual(["json", undefined]);
  });

  it("retries a malformed answer once", async () => {
    const { lm, seen } = scripted(['{"ideas": "not a list"}', '{"ideas": ["Fixed"]}']);
    const { gateway, rows } = setup(lm);
    expect((await gateway.generateObject(call(provider))).object).toEqual({ ideas: ["Fixed"] });
    expect(seen).toHaveLength(2);
    await gateway.drain();
    expect(rows.map((r) => [r.outcome, r.errorCode])).toEqual([
      ["error", "ai_invalid_response"],
      ["ok", null],
    ]);
  });

  it("answers 'Invalid response from AI service' after a second malformed answer", async () => {
    const { lm, seen } = scripted(["nothing useful", "still nothing"]);
    const { gateway } = setup(lm);
    const err = await gateway.generateObject(call(provider)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 502, code: "ai_invalid_response", message: "Invalid response from AI service" });
    expect(seen).toHaveLength(2);
  });

  it("validates nested shapes", async () => {
    const schema = z.object({ headlines: z.array(z.object({ text: z.string().max(10) })) });
    const { lm } = scripted(['{"headlines": [{"text": "far too long for ten"}]}', '{"headlines": [{"text": "short"}]}']);
    const { gateway } = setup(lm);
    const out = await gateway.generateObject({ ...call(provider), schema, schemaName: "headlines", fallback: () => undefined });
    expect(out.object).toEqual({ headlines: [{ text: "short" }] });
  });
});
