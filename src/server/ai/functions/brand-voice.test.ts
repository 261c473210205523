/** Learning a voice through the gateway with mock models: the profile's validation, one retry, the derived fallback. */
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { Config } from "@/server/config";
import { createLogger } from "@/server/lib/logger";
import { voiceProfileSchema, type VoiceProfile } from "@/shared/contracts/brand-voice";
import type { AiGateway } from "../ai-gateway";
import { createGateway } from "../gateway";
import type { ResolvedModel } from "../model-resolver";
import { jsonInText, learnVoice, placeToneIssues } from "./brand-voice";

const profile: VoiceProfile = {
  tone: "Warm",
  sentence_length: { average_words: 8, max_words: 14 },
  vocabulary_use: ["fresh"],
  vocabulary_avoid: ["synergy"],
  example_phrasings: ["Fresh today."],
};
const samples = ["We bake at dawn!", "Fresh bread for you.", "We love our town."];
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } };

/** A gateway whose one model (of `provider`) answers `texts` in order. */
function gatewayAnswering(provider: ResolvedModel["provider"], texts: string[]) {
  let calls = 0;
  const lm = new MockLanguageModelV3({
    doGenerate: async () => {
      calls++;
      return { content: [{ type: "text" as const, text: texts.shift() ?? "" }], finishReason: { unified: "stop" as const, raw: "stop" }, usage, warnings: [] };
    },
  });
  const model: ResolvedModel = { id: "00000000-0000-4000-8000-000000000001", name: "Mock", modelId: "mock", provider, type: "text" };
  const gateway = createGateway({
    ai: { rateLimitPerMinute: 60 } as Config["ai"],
    repo: { allModels: async () => [], insertUsage: async () => {} },
    clock: { now: () => new Date() },
    providers: { languageModel: () => lm, imageModel: () => Promise.reject(new Error("no images")) as never },
    rateLimiter: { take: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
    logger: createLogger("silent"),
    timeouts: { textMs: 1000, imageMs: 1000 },
    retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} },
    modelCacheMs: 0,
    nextSeed: () => 1,
  });
  const ai = { ...gateway, resolve: async () => model } as unknown as AiGateway;
  return { ctx: { ai, userId: "u1", brand: null }, calls: () => calls };
}

describe("learnVoice", () => {
  it("answers a valid profile from the model", async () => {
    const { ctx, calls } = gatewayAnswering("openai-compatible", [JSON.stringify(profile)]);
    expect(await learnVoice(ctx, samples)).toEqual({ profile, source: "model" });
    expect(calls()).toBe(1);
  });

  it("asks once more when the profile does not match the schema", async () => {
    const broken = { ...profile, sentence_length: { average_words: "eight" } };
    const { ctx, calls } = gatewayAnswering("openai-compatible", [JSON.stringify(broken), `Here it is:\n\`\`\`json\n${JSON.stringify(profile)}\n\`\`\``]);
    expect(await learnVoice(ctx, samples)).toEqual({ profile, source: "model" });
    expect(calls()).toBe(2);
  });

  it("fails with 'Invalid response from AI service' after two broken answers", async () => {
    const { ctx, calls } = gatewayAnswering("openai-compatible", ['{"tone": ""}', "no json at all"]);
    await expect(learnVoice(ctx, samples)).rejects.toMatchObject({ status: 502, message: "Invalid response from AI service" });
    expect(calls()).toBe(2);
  });

  it("derives the profile without calling a model that has no structured output", async () => {
    const { ctx, calls } = gatewayAnswering("builtin", []);
    const learned = await learnVoice(ctx, samples);
    expect(learned.source).toBe("derived");
    expect(voiceProfileSchema.safeParse(learned.profile).success).toBe(true);
    expect(calls()).toBe(0);
  });
});

describe("the structured answers' validation", () => {
  it("refuses profiles with missing, empty or oversized fields", () => {
    expect(voiceProfileSchema.safeParse({ ...profile, tone: " " }).success).toBe(false);
    expect(voiceProfileSchema.safeParse({ ...profile, vocabulary_use: Array.from({ length: 21 }, (_, i) => `w${i}`) }).success).toBe(false);
    const { example_phrasings: _, ...missing } = profile;
    expect(voiceProfileSchema.safeParse(missing).success).toBe(false);
  });

  it("reads JSON inside a model's prose", () => {
    expect(jsonInText('Sure! {"a": 1} Hope this helps.')).toEqual({ a: 1 });
    expect(jsonInText("no braces")).toBeUndefined();
  });

  it("places the model's tone quotes in the text and drops those it did not quote exactly", () => {
    const text = "We are thrilled to announce bread.";
    const issues = placeToneIssues(text, { issues: [{ quote: "thrilled to announce", reason: "Corporate" }, { quote: "invented", reason: "x" }] }, []);
    expect(issues).toEqual([{ kind: "tone", start: 7, end: 27, text: "thrilled to announce", reason: "Corporate", suggestion: null }]);
  });
});
