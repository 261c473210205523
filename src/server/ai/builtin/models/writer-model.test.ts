import { generateText, streamText } from "ai";
import { describe, expect, it, vi } from "vitest";
import { ALTERNATIVE_SEPARATOR, builtinDirective } from "../directive";
import { createBuiltinProvider } from "../index";
import { chunkText } from "./stream";

const SOURCE =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month.";
const system = `Write a LinkedIn post.\n${builtinDirective({ task: "post", contentType: "social_media" })}`;

describe("builtin-writer through the AI SDK", () => {
  const model = createBuiltinProvider().languageModel("builtin-writer");

  it("generates text with generateText, with usage of about one token per four characters", async () => {
    const result = await generateText({ model, system, prompt: SOURCE });
    expect(result.text).toMatch(/analytics dashboard/i);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.usage.inputTokens).toBe(Math.ceil((system.length + SOURCE.length) / 4));
    expect(result.response.modelId).toBe("builtin-writer");
  });

  it("streams the same text in several chunks with streamText", async () => {
    const expected = (await generateText({ model, system, prompt: SOURCE })).text;
    const result = streamText({ model, system, prompt: SOURCE });
    const chunks: string[] = [];
    for await (const delta of result.textStream) chunks.push(delta);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("")).toBe(expected);
    expect(await result.text).toBe(expected);
    expect((await result.usage).outputTokens).toBe(Math.ceil(expected.length / 4));
    expect(await result.finishReason).toBe("stop");
  });

  it("is deterministic, and the call's seed changes the draft", async () => {
    const a = await generateText({ model, system, prompt: SOURCE });
    const b = await generateText({ model, system, prompt: SOURCE });
    expect(b.text).toBe(a.text);
    const seeded = await Promise.all([1, 2, 3, 4].map((seed) => generateText({ model, system, prompt: SOURCE, seed })));
    expect(seeded.some((r) => r.text !== a.text)).toBe(true);
  });

  it("works with messages, and with alternatives the gateway can split", async () => {
    const result = await generateText({
      model,
      messages: [
        { role: "system", content: builtinDirective({ task: "alternatives", contentType: "social_media", count: 3 }) },
        { role: "user", content: SOURCE },
      ],
    });
    expect(result.text.split(`\n${ALTERNATIVE_SEPARATOR}\n`)).toHaveLength(3);
  });

  it("honours maxOutputTokens (finish reason length) but never cuts JSON answers", async () => {
    const cut = await generateText({ model, system: builtinDirective({ task: "post", contentType: "article" }), prompt: SOURCE, maxOutputTokens: 20 });
    expect(cut.text.length).toBeLessThanOrEqual(80);
    expect(cut.finishReason).toBe("length");
    const topics = await generateText({
      model,
      system: builtinDirective({ task: "topics", contentType: "general", count: 10 }),
      prompt: SOURCE,
      maxOutputTokens: 20,
    });
    expect(JSON.parse(topics.text)).toHaveLength(10);
  });

  it("waits between chunks only when asked to, and stops on abort", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // Without a delay the stream finishes while no timer has run; with one it waits for the timers.
      expect(await streamText({ model, system, prompt: SOURCE }).text).not.toBe("");
      const slow = createBuiltinProvider({ chunkDelayMs: 5 }).languageModel("builtin-writer");
      let finished = false;
      const text = streamText({ model: slow, system, prompt: SOURCE }).text.then((value) => ((finished = true), value));
      await vi.advanceTimersByTimeAsync(0);
      expect(finished).toBe(false);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      await vi.runAllTimersAsync();
      expect(await text).not.toBe("");
    } finally {
      vi.useRealTimers();
    }

    const controller = new AbortController();
    controller.abort();
    await expect(generateText({ model, system, prompt: SOURCE, abortSignal: controller.signal, maxRetries: 0 })).rejects.toThrow();
  });

  it("chunks text into word groups that join back exactly", () => {
    const text = "Hello  world,\n\nthis is a  test.  ";
    expect(chunkText(text, 3).join("")).toBe(text);
    expect(chunkText("", 1)).toEqual([]);
  });
});
