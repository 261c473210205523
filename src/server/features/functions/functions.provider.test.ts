/**
 * The AI functions through the real provider path (OpenAI-compatible SDK provider → HTTP) against a fake upstream
 * on loopback: success, streaming, retries, timeouts, bad answers, usage rows, brand rules.
 */
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiUsage } from "@/server/db/schema";
import { messages } from "@/shared/messages";
import { createUser } from "../../../../tests/helpers/users";
import { readSse, useProviderSuite } from "./functions.test-app";

const suite = useProviderSuite();

const post = (path: string, json: unknown, token = suite.app.admin.access_token) => suite.app.t.request(`/api/functions/${path}`, { method: "POST", token, json });
const textPost = (extra: Record<string, unknown> = {}) => ({
  textContent: "We opened a new bakery in Leeds",
  promptText: "Write a warm LinkedIn post",
  modelId: "default",
  contentType: "social_media",
  ...extra,
});

async function usageRows() {
  await suite.app.t.deps.services.ai!.drain();
  return suite.app.t.database.db.select().from(aiUsage).where(eq(aiUsage.provider, "openai-compatible"));
}

describe("generate-text-post through an OpenAI-compatible provider", () => {
  it("answers the model's text and sends the prompt, template and key upstream", async () => {
    suite.fake.script({ kind: "reply", text: "  Fresh bread, fresh start in Leeds.  " });
    const res = await post("generate-text-post", textPost({ additionalContext: "Opening day is Saturday" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ content: "Fresh bread, fresh start in Leeds." });

    const [req] = suite.fake.requests;
    expect(req.model).toBe("default");
    expect(req.headers.authorization).toBe("Bearer sk-fake-test");
    const system = String(req.messages.find((m) => m.role === "system")?.content);
    expect(system).toContain("Write a warm LinkedIn post");
    expect(system).toContain("Opening day is Saturday");
    expect(system).toContain("social media post");
    expect(system).not.toContain("[[builtin:");
    expect(JSON.stringify(req.messages.find((m) => m.role === "user")?.content)).toContain("We opened a new bakery in Leeds");
  });

  it("analyze-image sends the row's own text with the images and the additional context in the brief", async () => {
    suite.fake.script({ kind: "reply", text: "Golden crusts at the Leeds bakery." });
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    const res = await post("analyze-image", {
      images: [png],
      textContent: "Our sourdough from the Leeds bakery",
      promptText: "Write an Instagram caption",
      additionalContext: "Open from 7am on Saturdays",
      modelId: "default",
      contentType: "social_media",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { content: string }).content).toBe("Golden crusts at the Leeds bakery.");
    const [req] = suite.fake.requests;
    const user = JSON.stringify(req.messages.find((m) => m.role === "user")?.content);
    expect(user).toContain("Our sourdough from the Leeds bakery");
    expect(user).toContain("image");
    expect(String(req.messages.find((m) => m.role === "system")?.content)).toContain("Open from 7am on Saturdays");
  });

  it("uses the default model when none is named, once the admin made the upstream model the default", async () => {
    await suite.app.t.request(`/api/models/${suite.app.model.id}/default`, { method: "POST", token: suite.app.admin.access_token });
    suite.fake.script({ kind: "reply", text: "From the default." });
    const res = await post("generate-text-post", textPost({ modelId: undefined }));
    expect(await res.json()).toMatchObject({ content: "From the default." });
    expect(suite.fake.requests).toHaveLength(1);
  });

  it("streams Server-Sent Events: delta pieces, then done with the result", async () => {
    suite.fake.script({ kind: "reply", text: "One two three four five six seven eight.", chunks: 4 });
    const res = await post("generate-text-post?stream=1", textPost());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("One two three four five six seven eight.");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { content: "One two three four five six seven eight." } });
    expect(suite.fake.requests[0].stream).toBe(true);
  });

  it("retries a 429 and then succeeds", async () => {
    suite.fake.script({ kind: "status", status: 429, message: "slow down" }, { kind: "reply", text: "Second time lucky." });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ content: "Second time lucky." });
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("gives up after the retries with a clear message that leaks nothing", async () => {
    suite.fake.setDefault({ kind: "status", status: 500, message: "stack trace at /srv/secret/internal.py" });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    // Which connection failed and how, never the generic "unavailable right now".
    expect(body.error).toMatchObject({ code: "ai_upstream_error", message: messages.generation.upstreamServerError("OpenAI-compatible (environment)", 500) });
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(suite.fake.requests).toHaveLength(3);
  });

  it("answers 503 when the upstream keeps rate limiting", async () => {
    suite.fake.setDefault({ kind: "status", status: 429 });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.upstreamRateLimited);
  });

  it("does not retry a rejected request (401) and says so", async () => {
    suite.fake.script({ kind: "status", status: 401, message: "bad key" });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(502);
    // The provider's own reason, naming the connection, instead of a generic "rejected".
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      messages.generation.upstreamKeyRefused("OpenAI-compatible (environment)", 401, "bad key"),
    );
    expect(suite.fake.requests).toHaveLength(1);
  });

  it("times out a slow upstream with 504", async () => {
    await suite.replaceApp({ gateway: { timeouts: { textMs: 150 } } });
    suite.fake.script({ kind: "slow", delayMs: 2000 });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.upstreamTimedOut("OpenAI-compatible (environment)"));
  });

  it("answers 'Invalid response from AI service' for a malformed or empty answer", async () => {
    suite.fake.script({ kind: "malformed" });
    let res = await post("generate-text-post", textPost());
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Invalid response from AI service");

    suite.fake.script({ kind: "empty" });
    res = await post("generate-text-post", textPost());
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Invalid response from AI service");
  });

  it("answers a failure before the first streamed piece as a JSON error, and one midway as an SSE error", async () => {
    suite.fake.setDefault({ kind: "status", status: 503 });
    let res = await post("adjust-post?stream=1", { originalPost: "Hello", adjustmentNotes: "shorter", modelId: "default" });
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toContain("application/json");

    suite.fake.setDefault({ kind: "cut", text: "A beginning" });
    res = await post("expand-content?stream=1", { content: "Hello there", mode: "short", modelId: "default" });
    expect(res.status).toBe(200);
    const events = await readSse(res);
    expect(events[0]).toEqual({ event: "delta", data: { text: "A beginning" } });
    expect(events.at(-1)?.event).toBe("error");
    // The broken stream names the connection and says what happened, in words: no "UND_ERR_SOCKET", no "Invalid response".
    const broken = events.at(-1)?.data as { message: string; code: string };
    expect(broken.message).toBe(messages.generation.upstreamConnectionLost("OpenAI-compatible (environment)", messages.generation.networkReasons.UND_ERR_SOCKET));
    expect(broken.message).not.toMatch(/UND_ERR|Invalid response|unavailable right now/);
  });

  it("names the connection and says 'connection refused' in words when nothing listens at its address", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    await suite.replaceApp({ env: { OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${closed}/v1` } });
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(503);
    const { message } = ((await res.json()) as { error: { message: string } }).error;
    expect(message).toBe(messages.generation.upstreamUnreachable("OpenAI-compatible (environment)", messages.generation.networkReasons.ECONNREFUSED));
    expect(message).not.toContain("ECONNREFUSED");
  });

  it("writes one ai_usage row per call with tokens, latency and outcome", async () => {
    suite.fake.script({ kind: "reply", text: "Counted.", usage: { prompt_tokens: 40, completion_tokens: 7 } }, { kind: "malformed" });
    await post("generate-text-post", textPost());
    await post("generate-text-post", textPost());
    const rows = await usageRows();
    expect(rows).toHaveLength(2);
    const ok = rows.find((r) => r.outcome === "ok")!;
    expect(ok).toMatchObject({ userId: suite.app.admin.user.id, model: "default", operation: "generate-text-post", tokensIn: 40, tokensOut: 7, errorCode: null });
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((r) => r.outcome === "error")).toMatchObject({ errorCode: "ai_invalid_response", tokensIn: null });
  });

  it("records streamed usage too", async () => {
    suite.fake.script({ kind: "reply", text: "Streamed and counted.", usage: { prompt_tokens: 5, completion_tokens: 3 } });
    await readSse(await post("generate-text-post?stream=1", textPost()));
    const rows = await usageRows();
    expect(rows).toMatchObject([{ outcome: "ok", tokensIn: 5, tokensOut: 3 }]);
  });
});

describe("brand rules on upstream output", () => {
  async function brand(token: string) {
    const res = await suite.app.t.request("/api/brands", {
      method: "POST",
      token,
      json: { brand_name: "Crumb", brand_voice: "Warm and plain", no_emojis: true, no_dashes: true, no_semicolons: true, spelling_preference: "british" },
    });
    return ((await res.json()) as { id: string }).id;
  }
  const RAW = "Big news 🎉 — we opened; come and see.\nFresh bread every day – all week 🍞.\nSee you soon; bring a friend.";

  it("puts the brand in the system prompt and enforces its rules on the answer", async () => {
    const brandId = await brand(suite.app.admin.access_token);
    suite.fake.script({ kind: "reply", text: RAW });
    const res = await post("generate-text-post", textPost({ brandId }));
    const { content } = (await res.json()) as { content: string };
    expect(content).not.toMatch(/[—–;]|\p{Extended_Pictographic}/u);
    expect(content).toContain("Big news");
    const system = String(suite.fake.requests[0].messages[0].content);
    expect(system).toContain("Brand: Crumb");
    expect(system).toContain("Never use emojis.");
    expect(system).toContain("British English");
  });

  it("enforces them on streamed pieces and on the done result alike", async () => {
    const brandId = await brand(suite.app.admin.access_token);
    suite.fake.script({ kind: "reply", text: RAW, chunks: 9 });
    const events = await readSse(await post("generate-text-post?stream=1", textPost({ brandId })));
    const streamed = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    const done = events.find((e) => e.event === "done")?.data as { content: string };
    expect(done.content).not.toMatch(/[—–;]|\p{Extended_Pictographic}/u);
    expect(streamed).not.toMatch(/[—–;]|\p{Extended_Pictographic}/u);
    expect(streamed.trim()).toBe(done.content);
  });

  it("refuses another user's brand with 404", async () => {
    const other = await createUser(suite.app.t);
    const brandId = await brand(other.access_token);
    const res = await post("generate-text-post", textPost({ brandId }));
    expect(res.status).toBe(404);
    expect(suite.fake.requests).toHaveLength(0);
  });
});

describe("structured answers from a provider", () => {
  it("asks again until it has exactly `count` distinct alternatives", async () => {
    suite.fake.script({ kind: "reply", text: "First take\n---ALTERNATIVE---\nSecond take\n---ALTERNATIVE---\nsecond TAKE" }, { kind: "reply", text: "Third take" });
    const res = await post("generate-alternatives", { textContent: "Original", promptText: "Punchy", count: 3, modelId: "default" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alternatives: ["First take", "Second take", "Third take"] });
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("reads topics and ideas out of JSON, fenced or not", async () => {
    suite.fake.script({
      kind: "reply",
      text: '```json\n[{"topic":"Sourdough","details":"Why it takes two days"},{"topic":"Opening hours","details":"Early mornings"}]\n```',
    });
    let res = await post("process-notes", { notes: "sourdough takes two days; we open at 7", modelId: "default" });
    expect(await res.json()).toEqual({
      topics: [
        { topic: "Sourdough", details: "Why it takes two days" },
        { topic: "Opening hours", details: "Early mornings" },
      ],
    });

    suite.fake.script({ kind: "reply", text: 'Here you go: ["Behind the oven", "Meet the bakers", "A day in flour"]' });
    res = await post("generate-social-posts", { prompt: "bakery ideas", numPosts: 2, contentType: "social_media", modelId: "default" });
    expect(await res.json()).toEqual({ ideas: ["Behind the oven", "Meet the bakers"] });
  });

  it("asks for JSON with a schema (structured output) and reads the object", async () => {
    suite.fake.script({ kind: "reply", text: '{"topics":[{"topic":"Sourdough","details":"Two days of work"}]}' });
    const res = await post("process-notes", { notes: "sourdough takes two days", modelId: "default" });
    expect(await res.json()).toEqual({ topics: [{ topic: "Sourdough", details: "Two days of work" }] });
    const format = suite.fake.requests[0].body.response_format as { type: string; json_schema?: { schema?: { properties?: Record<string, unknown> } } };
    expect(format.type).toMatch(/^json/);
    if (format.type === "json_schema") expect(Object.keys(format.json_schema?.schema?.properties ?? {})).toEqual(["topics"]);
  });

  it("asks once more when the answer is malformed, then answers 'Invalid response from AI service'", async () => {
    suite.fake.script({ kind: "reply", text: "Sorry, I cannot help with that." }, { kind: "reply", text: '{"ideas": ["Behind the oven"]}' });
    let res = await post("generate-social-posts", { prompt: "bakery ideas", numPosts: 1, contentType: "social_media", modelId: "default" });
    expect(await res.json()).toEqual({ ideas: ["Behind the oven"] });
    expect(suite.fake.requests).toHaveLength(2);

    suite.fake.reset();
    suite.fake.script({ kind: "reply", text: "no structure here" }, { kind: "reply", text: "still none" });
    res = await post("process-notes", { notes: "anything", modelId: "default" });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.invalidResponse);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("answers 422 'No ideas received from AI.' when the model gives none", async () => {
    suite.fake.script({ kind: "reply", text: "[]" });
    const res = await post("generate-with-clusters", {
      prompt: "ideas",
      clusterPosts: ["A post about bread"],
      contentType: "social_media",
      numPosts: 3,
      modelId: "default",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("No ideas received from AI.");
  });
});

describe("rate limit and model availability", () => {
  it("limits AI calls per user with 429 and Retry-After", async () => {
    await suite.replaceApp({ env: { AI_RATE_LIMIT_PER_MINUTE: "2" } });
    expect((await post("generate-text-post", textPost())).status).toBe(200);
    expect((await post("generate-text-post", textPost())).status).toBe(200);
    const res = await post("generate-text-post", textPost());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.aiRateLimited);
    expect(suite.fake.requests).toHaveLength(2);
  });

  it("answers 422 for an inactive, unknown or unconfigured model without calling anyone", async () => {
    let res = await post("generate-text-post", textPost({ modelId: "gpt-4o-mini" }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.modelNotAvailable);

    res = await post("generate-text-post", textPost({ modelId: "no-such-model" }));
    expect(res.status).toBe(422);

    await suite.app.t.request(`/api/models/${suite.app.model.id}`, { method: "PATCH", token: suite.app.admin.access_token, json: { is_active: false } });
    res = await post("generate-text-post", textPost());
    expect(res.status).toBe(422);
    expect(suite.fake.requests).toHaveLength(0);
  });

  it("answers 422 'not configured' for an active model whose provider lost its key", async () => {
    const { aiConnections, aiModels } = await import("@/server/db/schema");
    // An OpenAI connection whose key is gone, with an active model.
    const [conn] = await suite.app.t.database.db.insert(aiConnections).values({ kind: "openai", name: "OpenAI without key" }).returning();
    await suite.app.t.database.db.insert(aiModels).values({ provider: "openai", connectionId: conn.id, modelId: "gpt-4o-mini", name: "GPT-4o mini", isActive: true });
    const openai = await suite.app.t.database.db.query.aiModels.findFirst({ where: (m) => and(eq(m.provider, "openai"), eq(m.modelId, "gpt-4o-mini")) });
    const res = await post("generate-text-post", textPost({ modelId: openai!.id }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.generation.modelNotConfigured);
  });
});
