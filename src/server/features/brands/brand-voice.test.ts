/**
 * A brand's voice through the API on the built-in models: saved per brand in its workspace, learned from samples
 * (derived: the built-in writer has no structured output), applied to generation, checked and fixed; roles.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { BrandVoice, LearnedVoice, VoiceCheck, VoiceFix } from "@/shared/contracts/brand-voice";
import type { SessionDto } from "@/shared/contracts/auth";
import { twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";

const suite = twoUserSuite();
let t: TestApp, alice: SessionDto, bob: SessionDto;
beforeAll(() => void ({ t, alice, bob } = suite));

const call = (path: string, token: string, method = "GET", json?: unknown, headers?: Record<string, string>) =>
  t.request(path, { method, token, json, headers });

async function brand(token: string, headers?: Record<string, string>): Promise<string> {
  const res = await call("/api/brands", token, "POST", { brand_name: "Crumb" }, headers);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const terms = {
  required_spellings: [{ use: "email", instead_of: ["e-mail"] }],
  banned_words: [{ word: "synergy", instead: null }, { word: "cheap", instead: "affordable" }],
};

const samples = [
  "We bake before sunrise! Your bread is ready at seven.",
  "We love sourdough. Your orders keep our ovens warm.",
  "Fresh bread every morning. We bake it for you!",
];

describe("the brand's voice", () => {
  it("is empty until saved, then keeps the profile and terminology", async () => {
    const id = await brand(alice.access_token);
    const empty = (await (await call(`/api/brands/${id}/voice`, alice.access_token)).json()) as BrandVoice;
    expect(empty).toEqual({ brand_id: id, profile: null, profile_source: null, required_spellings: [], banned_words: [], updated_at: null });

    const learned = await call(`/api/brands/${id}/voice/learn`, alice.access_token, "POST", { samples });
    expect(learned.status).toBe(200);
    const { profile, source } = (await learned.json()) as LearnedVoice;
    expect(source).toBe("derived");
    expect(profile.vocabulary_use).toContain("bread");
    expect(profile.tone).toContain('speaks as "we"');

    const saved = await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", { profile, profile_source: source, ...terms });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ profile, profile_source: "derived", ...terms });

    // Terminology changes alone keep the profile; a profile sent without a source was edited by hand.
    await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", { banned_words: [] });
    const edited = { ...profile, tone: "Warm" };
    const after = (await (await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", { profile: edited })).json()) as BrandVoice;
    expect(after).toMatchObject({ profile: edited, profile_source: "edited", required_spellings: terms.required_spellings, banned_words: [] });
  });

  it("refuses fewer than 3 or more than 10 samples with the spec's words", async () => {
    const id = await brand(alice.access_token);
    for (const n of [2, 11]) {
      const res = await call(`/api/brands/${id}/voice/learn`, alice.access_token, "POST", { samples: Array.from({ length: n }, (_, i) => `Sample ${i}.`) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Pick 3 to 10 samples");
    }
  });

  it("is another workspace's: 404 for every route", async () => {
    const id = await brand(alice.access_token);
    for (const [path, method, json] of [
      ["voice", "GET", undefined],
      ["voice", "PUT", terms],
      ["voice/learn", "POST", { samples }],
      ["voice-check", "POST", { text: "Hi" }],
      ["voice-fix", "POST", { text: "Hi" }],
    ] as const) {
      expect((await call(`/api/brands/${id}/${path}`, bob.access_token, method, json)).status).toBe(404);
    }
  });
});

describe("voice check and fix", () => {
  it("scores a draft, highlights what breaks the rules and fixes it", async () => {
    const id = await brand(alice.access_token);
    await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", terms);
    const text = "Real synergy at cheap prices. Send an e-mail.";
    const res = await call(`/api/brands/${id}/voice-check`, alice.access_token, "POST", { text });
    expect(res.status).toBe(200);
    const check = (await res.json()) as VoiceCheck;
    expect(check.tone_checked_by).toBe("rules");
    expect(check.issues.map((i) => [i.kind, text.slice(i.start, i.end)])).toEqual([
      ["banned_word", "synergy"],
      ["banned_word", "cheap"],
      ["spelling", "e-mail"],
    ]);
    expect(check.score).toBe(50);

    const fixed = (await (await call(`/api/brands/${id}/voice-fix`, alice.access_token, "POST", { text })).json()) as VoiceFix;
    expect(fixed).toMatchObject({ text: "Real at affordable prices. Send an email.", fixed_by: "rules", check: { score: 100, issues: [] } });
  });

  it("lets writers check and fix, only admins change the voice, viewers neither", async () => {
    const writer = await createUser(t);
    const viewer = await createUser(t);
    const team = await createTeamWorkspace(t, alice.user.id, [
      { userId: writer.user.id, role: "writer" },
      { userId: viewer.user.id, role: "viewer" },
    ]);
    const ws = inWorkspace(team);
    const id = await brand(alice.access_token, ws);
    expect((await call(`/api/brands/${id}/voice`, writer.access_token, "PUT", terms, ws)).status).toBe(403);
    expect((await call(`/api/brands/${id}/voice/learn`, writer.access_token, "POST", { samples }, ws)).status).toBe(403);
    expect((await call(`/api/brands/${id}/voice`, viewer.access_token, "GET", undefined, ws)).status).toBe(200);
    expect((await call(`/api/brands/${id}/voice-check`, viewer.access_token, "POST", { text: "Hi" }, ws)).status).toBe(403);
    expect((await call(`/api/brands/${id}/voice-check`, writer.access_token, "POST", { text: "Hi" }, ws)).status).toBe(200);
    expect((await call(`/api/brands/${id}/voice-fix`, writer.access_token, "POST", { text: "Hi" }, ws)).status).toBe(200);
    expect((await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", terms, ws)).status).toBe(200);
  });
});

describe("generation with the brand", () => {
  it("applies the required spellings to the built-in writer's output", async () => {
    const generate = async (brandId: string) => {
      const res = await call("/api/functions/generate-text-post", alice.access_token, "POST", {
        textContent: "Send us an e-mail about our e-mail newsletter. E-mail works best.",
        promptText: "Write an engaging post",
        contentType: "social_media",
        brandId,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { content: string }).content;
    };
    const id = await brand(alice.access_token);
    expect(await generate(id)).toMatch(/e-mail/i);
    await call(`/api/brands/${id}/voice`, alice.access_token, "PUT", terms);
    const content = await generate(id);
    expect(content).not.toMatch(/e-mail/i);
    expect(content).toMatch(/email/i);
  });
});
