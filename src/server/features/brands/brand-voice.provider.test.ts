/**
 * A brand's voice through a provider with structured output (a fake OpenAI-compatible upstream): the profile is
 * the model's JSON, validated and asked once more when broken; the tone is checked by the model; the fix is the
 * model's rewrite with the issues listed; the voice goes into every generation's system prompt.
 */
import { describe, expect, it } from "vitest";
import type { LearnedVoice, VoiceCheck, VoiceFix, VoiceProfile } from "@/shared/contracts/brand-voice";
import { messages } from "@/shared/messages";
import { errorOf, useProviderSuite } from "../functions/functions.test-app";

const suite = useProviderSuite();
const req = (path: string, json?: unknown, method = "POST") => suite.app.t.request(path, { method, token: suite.app.admin.access_token, json });

async function brand(): Promise<string> {
  const res = await req("/api/brands", { brand_name: "Crumb" });
  return ((await res.json()) as { id: string }).id;
}

const profile: VoiceProfile = {
  tone: "Warm, plain and local",
  sentence_length: { average_words: 9, max_words: 16 },
  vocabulary_use: ["fresh", "neighbours"],
  vocabulary_avoid: ["artisanal"],
  example_phrasings: ["Fresh from our oven."],
};
const samples = ["Fresh from our oven.", "Morning, neighbours!", "Bread, baked today."];
const system = (i: number) => String(suite.fake.requests[i].messages.find((m) => m.role === "system")?.content);

describe("learning a voice from a provider", () => {
  it("answers the model's profile, asking with the JSON schema", async () => {
    const id = await brand();
    suite.fake.script({ kind: "reply", text: JSON.stringify(profile) });
    const res = await req(`/api/brands/${id}/voice/learn`, { samples, modelId: "default" });
    expect(res.status).toBe(200);
    expect((await res.json()) as LearnedVoice).toEqual({ profile, source: "model" });
    expect(suite.fake.requests[0].body.response_format).toEqual({ type: "json_object" });
    expect(JSON.stringify(suite.fake.requests[0].messages)).toContain("Sample 2:\\nMorning, neighbours!");
  });

  it("asks once more when the answer does not match the schema, then uses the valid one", async () => {
    const id = await brand();
    suite.fake.script({ kind: "reply", text: JSON.stringify({ ...profile, sentence_length: "short" }) }, { kind: "reply", text: JSON.stringify(profile) });
    const res = await req(`/api/brands/${id}/voice/learn`, { samples, modelId: "default" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as LearnedVoice).profile).toEqual(profile);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("fails with the catalogue's message after a second broken answer", async () => {
    const id = await brand();
    suite.fake.script({ kind: "reply", text: "not json" }, { kind: "reply", text: '{"tone": ""}' });
    const res = await req(`/api/brands/${id}/voice/learn`, { samples, modelId: "default" });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(messages.generation.invalidResponse);
    expect(suite.fake.requests).toHaveLength(2);
  });
});

describe("the voice with a provider", () => {
  async function voiced(): Promise<string> {
    const id = await brand();
    const res = await req(`/api/brands/${id}/voice`, { profile, required_spellings: [{ use: "email", instead_of: ["e-mail"] }], banned_words: [{ word: "synergy", instead: null }] }, "PUT");
    expect(res.status).toBe(200);
    return id;
  }

  it("goes into the generation's system prompt and its spellings into the answer", async () => {
    const id = await voiced();
    suite.fake.script({ kind: "reply", text: "Order by e-mail today." });
    const res = await req("/api/functions/generate-text-post", { textContent: "Bread", promptText: "Write a post", modelId: "default", contentType: "social_media", brandId: id });
    expect(((await res.json()) as { content: string }).content).toBe("Order by email today.");
    expect(system(0)).toContain("Tone of voice: Warm, plain and local");
    expect(system(0)).toContain('Banned words, never write them: "synergy"');
    expect(system(0)).toContain('write "email" (never "e-mail")');
  });

  it("checks the tone with the model and places its quotes among the rules' issues", async () => {
    const id = await voiced();
    const text = "Our synergy is unmatched. We are thrilled to announce artisanal loaves.";
    suite.fake.script({ kind: "reply", text: JSON.stringify({ issues: [{ quote: "We are thrilled to announce", reason: "Corporate, not warm" }, { quote: "not in the text", reason: "x" }] }) });
    const check = (await (await req(`/api/brands/${id}/voice-check`, { text, modelId: "default" })).json()) as VoiceCheck;
    expect(check.tone_checked_by).toBe("model");
    expect(check.issues.map((i) => [i.kind, text.slice(i.start, i.end)])).toEqual([
      ["banned_word", "synergy"],
      ["tone", "We are thrilled to announce"],
      ["tone", "artisanal"],
    ]);
    expect(check.score).toBe(60);
  });

  it("fixes with the model's rewrite, the issues listed in its prompt", async () => {
    const id = await voiced();
    const noTone = { kind: "reply" as const, text: '{"issues": []}' };
    suite.fake.script(noTone, { kind: "reply", text: "Fresh bread, real neighbours. Send an e-mail." }, noTone);
    const fixed = (await (await req(`/api/brands/${id}/voice-fix`, { text: "Our synergy is real.", modelId: "default" })).json()) as VoiceFix;
    expect(fixed).toMatchObject({ text: "Fresh bread, real neighbours. Send an email.", fixed_by: "model", check: { score: 100 } });
    expect(system(1)).toContain('- "synergy": "synergy" is a banned word for this brand.');
  });
});
