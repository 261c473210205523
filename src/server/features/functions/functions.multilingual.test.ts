/**
 * Output languages and repurposing (issue 13) through the real provider path against the fake upstream: the
 * language and the targets reach the prompt, the brand's language is the default, the repurpose answer is
 * validated (asked again once when malformed) and counted against each target's limit.
 */
import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { errorOf, useProviderSuite } from "./functions.test-app";

const suite = useProviderSuite();
const { post } = suite;

const systemOf = (i = 0) => String(suite.fake.requests[i].messages.find((m) => m.role === "system")?.content);
const SOURCE = "We launch Pulse, our analytics dashboard, on 3 March. It shows churn in real time. Read more at https://example.com/pulse";

describe("output language", () => {
  it("puts the chosen language in the prompt of every kind of call", async () => {
    suite.fake.script({ kind: "reply", text: "Wir starten Pulse." }, { kind: "reply", text: "Pulse startet." }, { kind: "reply", text: '{"ideas": ["Eine Idee"]}' });
    expect((await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", modelId: "default", language: "de" })).status).toBe(200);
    expect((await post("adjust-post", { originalPost: SOURCE, adjustmentNotes: "Translate", modelId: "default", language: "ja" })).status).toBe(200);
    const ideas = await post("generate-social-posts", { prompt: "Launch ideas", numPosts: 1, modelId: "default", language: "es" });
    expect(ideas.status).toBe(200);
    expect(systemOf(0)).toContain("Write all of the content in German (Deutsch)");
    expect(systemOf(1)).toContain("Japanese (日本語)");
    expect(systemOf(2)).toContain("Spanish (Español)");
  });

  it("defaults to the brand's language, then English", async () => {
    const res = await suite.app.t.request("/api/brands", { method: "POST", token: suite.app.admin.access_token, json: { brand_name: "Crumb", language: "fr" } });
    expect(res.status).toBe(201);
    const brand = (await res.json()) as { id: string; language: string };
    expect(brand.language).toBe("fr");
    await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", modelId: "default", brandId: brand.id });
    await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", modelId: "default" });
    expect(systemOf(0)).toContain("French (Français)");
    expect(systemOf(1)).toContain("Write all of the content in English");
  });

  it("refuses a language that is not on the list", async () => {
    const res = await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post", modelId: "default", language: "xx" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.generation.invalidLanguage);
    expect(suite.fake.requests).toHaveLength(0);
  });
});

describe("repurpose", () => {
  const long = `2/3 ${"x".repeat(290)}`;
  const answer = {
    results: [
      { target: "x_thread", parts: ["1/3 Pulse launches on 3 March.", long, "3/3 Read more at https://example.com/pulse"] },
      { target: "linkedin_post", parts: ["Pulse shows churn in real time. Launching 3 March."] },
      { target: "newsletter_section", parts: ["## Meet Pulse\n\nChurn, in real time, from 3 March."] },
    ],
  };

  it("sends every target's form and limit and the language, and counts each part against its limit", async () => {
    suite.fake.script({ kind: "reply", text: JSON.stringify(answer) });
    const res = await post("repurpose", { text: SOURCE, targets: ["x_thread", "linkedin_post", "newsletter_section"], language: "de", modelId: "default" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { language: string; results: { target: string; over: boolean; max: number; parts: { count: number; over: boolean }[] }[] };
    expect(body.language).toBe("de");
    expect(body.results.map((r) => r.target)).toEqual(["x_thread", "linkedin_post", "newsletter_section"]);
    const thread = body.results[0];
    expect(thread.max).toBe(280);
    expect(thread.parts.map((p) => p.over)).toEqual([false, true, false]);
    expect(thread.parts[1].count).toBe(294);
    expect(thread.over).toBe(true);
    expect(body.results[1].over).toBe(false);
    const system = systemOf();
    expect(system).toContain('"x_thread" (X thread)');
    expect(system).toContain("At most 280 characters per post");
    expect(system).toContain('"linkedin_post" (LinkedIn post)');
    expect(system).toContain('"newsletter_section" (Email newsletter section)');
    expect(system).not.toContain("instagram_caption");
    expect(system).toContain("German (Deutsch)");
  });

  it("asks once more when the answer leaves a target out, then fails", async () => {
    const partial = { results: answer.results.slice(0, 1) };
    suite.fake.script({ kind: "reply", text: JSON.stringify(partial) }, { kind: "reply", text: JSON.stringify(answer) });
    const ok = await post("repurpose", { text: SOURCE, targets: ["x_thread", "linkedin_post", "newsletter_section"], modelId: "default" });
    expect(ok.status).toBe(200);
    expect(suite.fake.requests).toHaveLength(2);

    suite.fake.reset();
    suite.fake.script({ kind: "reply", text: JSON.stringify(partial) }, { kind: "reply", text: "not json at all" });
    const bad = await post("repurpose", { text: SOURCE, targets: ["x_thread", "linkedin_post"], modelId: "default" });
    expect(bad.status).toBe(502);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("validates the body: targets from the list, once each; unknown fields answer 422", async () => {
    expect((await post("repurpose", { text: SOURCE, targets: [] })).status).toBe(400);
    expect((await errorOf(await post("repurpose", { text: SOURCE, targets: ["fax"] }))).message).toBe(messages.repurpose.chooseTargets);
    expect((await errorOf(await post("repurpose", { text: SOURCE, targets: ["x_thread", "x_thread"] }))).message).toBe(messages.repurpose.duplicateTargets);
    const unknown = await post("repurpose", { text: SOURCE, targets: ["x_thread"], userId: "someone" });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe("unknown_field");
    expect(suite.fake.requests).toHaveLength(0);
  });
});
