/**
 * suggest-visuals (issue 27 point 1): structured output through a provider (schema asked for, a broken answer asked
 * once more, then a clear error; the platform's aspect ratio wins) and deterministic concepts on the built-in writer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it extends zod for OpenAPI before any shared contract module builds its schemas.
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { visualsAnswerSchema, type SuggestVisualsResult } from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { createUser } from "../../../../tests/helpers/users";
import { errorOf, useProviderSuite } from "./functions.test-app";

const POST = "Our bakery in Leeds opens on Saturday. Fresh sourdough, cinnamon buns and the best flat white in town. Come say hello!";
const concept = (i: number, extra: Record<string, unknown> = {}) => ({
  shows: `Concept ${i}`,
  why: "It fits.",
  prompt: `A photo number ${i}`,
  aspectRatio: "1:1",
  alt: `Alt ${i}`,
  ...extra,
});
const answer = (n: number, extra: Record<string, unknown> = {}) => JSON.stringify({ concepts: Array.from({ length: n }, (_, i) => concept(i + 1, extra)) });

describe("through a provider", () => {
  const suite = useProviderSuite();
  const { post } = suite;

  it("asks for the concept schema and answers three concepts in the platform's aspect ratio", async () => {
    suite.fake.script({ kind: "reply", text: answer(3) });
    const res = await post("suggest-visuals", { textContent: POST, platform: "instagram", modelId: "default" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SuggestVisualsResult;
    expect(body.concepts).toHaveLength(3);
    expect(body.concepts.map((c) => c.aspectRatio)).toEqual(["4:5", "4:5", "4:5"]);
    expect(body.concepts[0]).toMatchObject({ shows: "Concept 1", prompt: "A photo number 1", alt: "Alt 1" });
    const [req] = suite.fake.requests;
    const system = String(req.messages.find((m) => m.role === "system")?.content);
    expect(system).toContain('"aspectRatio" (always "4:5")');
    expect((req.body.response_format as { type: string }).type).toMatch(/^json/);
  });

  it("asks once more when the answer breaks the schema (two concepts, no alt text), then answers", async () => {
    suite.fake.script({ kind: "reply", text: answer(2) }, { kind: "reply", text: answer(3) });
    const res = await post("suggest-visuals", { textContent: POST, modelId: "default" });
    expect(res.status).toBe(200);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("gives a clear error after two broken answers", async () => {
    suite.fake.script({ kind: "reply", text: answer(3, { alt: "" }) }, { kind: "reply", text: "not json at all" });
    const res = await post("suggest-visuals", { textContent: POST, modelId: "default" });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(messages.visuals.invalidConcepts);
    expect(suite.fake.requests).toHaveLength(2);
  });
});

describe("on the built-in writer", () => {
  let t: TestApp;
  let token: string;
  const post = (json: unknown) => t.request("/api/functions/suggest-visuals", { method: "POST", token, json });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t)).access_token;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("answers three valid, distinct concepts from the post, the same each time", async () => {
    const res = await post({ textContent: POST, platform: "linkedin" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SuggestVisualsResult;
    expect(visualsAnswerSchema.safeParse(body).success).toBe(true);
    expect(new Set(body.concepts.map((c) => c.prompt)).size).toBe(3);
    expect(body.concepts.every((c) => c.aspectRatio === "1.91:1")).toBe(true);
    expect(body.concepts.some((c) => /bakery|sourdough|leeds/i.test(c.prompt))).toBe(true);
    const again = (await (await post({ textContent: POST, platform: "linkedin" })).json()) as SuggestVisualsResult;
    expect(again).toEqual(body);
  });

  it("answers 400 without text and 422 for an unknown field", async () => {
    let res = await post({ textContent: " " });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.visuals.textRequired);
    res = await post({ textContent: POST, size: "huge" });
    expect(res.status).toBe(422);
  });
});
