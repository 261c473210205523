/**
 * generate-headlines and generate-seo: through the fake OpenAI-compatible upstream (schema sent, answers checked
 * against the limits, one regeneration, then a clear error) and on the built-in writer (real, in-limit output).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it extends zod for OpenAPI before any shared contract module builds its schemas.
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { headlinesAnswerSchema, seoAnswerSchema } from "@/shared/contracts/headlines-seo";
import { messages } from "@/shared/messages";
import { SEO_LIMITS } from "@/shared/seo-limits";
import { createUser } from "../../../../tests/helpers/users";
import { errorOf, useProviderSuite } from "./functions.test-app";

const LAUNCH =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead.";
const GOOD_SEO = {
  metaTitle: "Analytics dashboard for real-time campaigns",
  metaDescription: "See campaign performance across every channel in real time.",
  slug: "analytics-dashboard",
  keywords: ["analytics", "dashboard", "campaigns", "cost per lead", "marketing"],
  ogTitle: "Meet the new analytics dashboard",
  ogDescription: "Real-time campaign performance across all channels.",
};
const headlinesJson = (n: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ headlines: Array.from({ length: n }, (_, i) => ({ text: `Headline number ${i + 1}`, formula: i % 2 ? "How to" : "question", ...extra })) });

describe("through a provider", () => {
  const suite = useProviderSuite();
  const { post } = suite;

  it("asks for the headline schema and the count, and answers them with formulas and character counts", async () => {
    suite.fake.script({ kind: "reply", text: headlinesJson(4) });
    const res = await post("generate-headlines", { textContent: LAUNCH, count: 3, modelId: "default" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { headlines: { text: string; formula: string; chars: number }[] };
    expect(body.headlines).toEqual([
      { text: "Headline number 1", formula: "question", chars: 17 },
      { text: "Headline number 2", formula: "how-to", chars: 17 },
      { text: "Headline number 3", formula: "question", chars: 17 },
    ]);
    const [req] = suite.fake.requests;
    const system = String(req.messages.find((m) => m.role === "system")?.content);
    expect(system).toContain("Write 3 distinct headlines");
    expect(system).toContain("how-to");
    // JSON mode (with the schema where the provider takes one; this OpenAI-compatible one takes json_object).
    expect((req.body.response_format as { type: string }).type).toMatch(/^json/);
  });

  it("writes headlines and SEO copy in the page's language and for the banner's brand, like every other function", async () => {
    const created = await suite.app.t.request("/api/brands", {
      method: "POST",
      token: suite.app.admin.access_token,
      json: { brand_name: "Krume", brand_voice: "Warm und schlicht", target_audience: "Hamburger Cafés" },
    });
    const brandId = ((await created.json()) as { id: string }).id;
    suite.fake.script({ kind: "reply", text: headlinesJson(3) }, { kind: "reply", text: JSON.stringify(GOOD_SEO) });
    expect((await post("generate-headlines", { textContent: LAUNCH, count: 3, modelId: "default", language: "de", brandId })).status).toBe(200);
    expect((await post("generate-seo", { textContent: LAUNCH, modelId: "default", language: "de", brandId })).status).toBe(200);
    expect(suite.fake.requests).toHaveLength(2);
    for (const req of suite.fake.requests) {
      const system = String(req.messages.find((m) => m.role === "system")?.content);
      expect(system).toContain("Write all of the content in German");
      expect(system).not.toContain("Write all of the content in English");
      expect(system).toContain("Brand: Krume");
      expect(system).toContain("Warm und schlicht");
    }
  });

  it("regenerates once when headlines break the schema (too few), and then answers", async () => {
    suite.fake.script({ kind: "reply", text: headlinesJson(2) }, { kind: "reply", text: headlinesJson(5) });
    const res = await post("generate-headlines", { textContent: LAUNCH, count: 5, modelId: "default" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { headlines: unknown[] }).headlines).toHaveLength(5);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("regenerates once when SEO copy breaks a limit, then gives a clear error", async () => {
    const tooLong = { ...GOOD_SEO, metaTitle: "x".repeat(SEO_LIMITS.metaTitle + 1) };
    const fourKeywords = { ...GOOD_SEO, keywords: GOOD_SEO.keywords.slice(0, 4) };
    suite.fake.script({ kind: "reply", text: JSON.stringify(tooLong) }, { kind: "reply", text: JSON.stringify(GOOD_SEO) });
    let res = await post("generate-seo", { textContent: LAUNCH, modelId: "default" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD_SEO);
    expect(suite.fake.requests).toHaveLength(2);
    const system = String(suite.fake.requests[0].messages.find((m) => m.role === "system")?.content);
    expect(system).toContain("at most 60 characters");
    expect(system).toContain("exactly 5 keywords");

    suite.fake.reset();
    suite.fake.script({ kind: "reply", text: JSON.stringify(tooLong) }, { kind: "reply", text: JSON.stringify(fourKeywords) });
    res = await post("generate-seo", { textContent: LAUNCH, modelId: "default" });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: "ai_out_of_limits", message: messages.seo.outOfLimits });
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("gives the headline error after two answers with unknown formulas", async () => {
    suite.fake.script({ kind: "reply", text: headlinesJson(3, { formula: "poetry" }) }, { kind: "reply", text: headlinesJson(3, { formula: "poetry" }) });
    const res = await post("generate-headlines", { textContent: LAUNCH, count: 3, modelId: "default" });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(messages.headlines.outOfLimits);
  });
});

describe("on the built-in writer", () => {
  let t: TestApp;
  let token: string;
  const post = (path: string, json: unknown) => t.request(`/api/functions/${path}`, { method: "POST", token, json });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t)).access_token;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("writes ten headlines on ten formulas from the text", async () => {
    const res = await post("generate-headlines", { textContent: LAUNCH, count: 10 });
    expect(res.status).toBe(200);
    const { headlines } = (await res.json()) as { headlines: { text: string; formula: string; chars: number }[] };
    expect(headlinesAnswerSchema(10).safeParse({ headlines }).success).toBe(true);
    expect(new Set(headlines.map((h) => h.formula)).size).toBe(10);
    for (const h of headlines) expect(h.chars).toBe([...h.text].length);
    expect(headlines.some((h) => h.text.includes("analytics dashboard"))).toBe(true);
  });

  it("writes SEO copy within every limit", async () => {
    const res = await post("generate-seo", { textContent: LAUNCH, contentType: "article" });
    expect(res.status).toBe(200);
    const seo = await res.json();
    expect(seoAnswerSchema.safeParse(seo).success).toBe(true);
  });

  it("answers 400 for a bad count and 422 for a field it does not take", async () => {
    let res = await post("generate-headlines", { textContent: LAUNCH, count: 21 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.headlines.countRange);
    res = await post("generate-seo", { textContent: LAUNCH, userId: "someone" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("unknown_field");
    res = await post("generate-seo", {});
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.seo.textRequired);
  });
});
