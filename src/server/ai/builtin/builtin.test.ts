/**
 * The built-in offline demo through the AI SDK, as the gateway calls it: every task answers in the shape its caller
 * parses (the callers' own schemas), keeps the user's facts, leaves internal notes out, honours platform limits
 * and brand rules, and is deterministic per input and seed. Template prose itself is not pinned.
 */
import { createHash } from "node:crypto";
import { NoSuchModelError } from "@ai-sdk/provider";
import { generateImage, generateText, streamText } from "ai";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { headlinesAnswerSchema, seoAnswerSchema } from "@/shared/contracts/headlines-seo";
import { REPURPOSE_TARGET_IDS, checkTarget } from "@/shared/repurpose-targets";
import { HEADLINE_FORMULAS } from "@/shared/seo-limits";
import { ALTERNATIVE_SEPARATOR, BuiltinCannotError, builtinDirective, type BuiltinDirective } from "../directive";
import { repurposeSchema } from "../functions/repurpose";
import { BUILTIN_MODELS } from "../model-catalog";
import { ideasFallback, parseAlternatives, topicsFallback, ideasSchema, topicsSchema } from "../parse-output";
import { createBuiltinProvider } from "./index";
import { chunkText, write } from "./models";

const LAUNCH =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month. Try it free for 14 days at https://example.com/dashboard.";
const BAKERY = "Our bakery in Leeds now bakes sourdough every morning. We use local flour and a three-day ferment.";
const CONTEXT = "The shop opens at 7am on Saturdays. Keep the tone warm. Internal note: the oven repair is overdue.";
const EMOJI = /\p{Extended_Pictographic}/u;

const run = (d: BuiltinDirective, user: string, template = "", seed = 0) => write(`${template}\n${builtinDirective(d)}`, user, seed).text;
const post = (contentType: BuiltinDirective["contentType"], template = "Write a post", user = LAUNCH, extra: Partial<BuiltinDirective> = {}) =>
  run({ task: "post", contentType, context: CONTEXT, ...extra }, user, template);

describe("the provider", () => {
  const provider = createBuiltinProvider();
  it("serves the catalogue's three models as v3 models and refuses other ids", () => {
    expect(BUILTIN_MODELS.map((m) => [m.model_id, m.type])).toEqual([
      ["builtin-writer", "text"],
      ["builtin-vision", "vision"],
      ["builtin-image", "image"],
    ]);
    // Named honestly: a template demo, not a language model (issue 11 point 4).
    expect(BUILTIN_MODELS.map((m) => m.name)).toEqual([
      "Built-in template writer (demo)",
      "Built-in template vision (demo)",
      "Built-in procedural images (demo)",
    ]);
    expect(provider.languageModel("builtin-writer")).toMatchObject({ specificationVersion: "v3", provider: "builtin", modelId: "builtin-writer" });
    expect(provider.languageModel("builtin-vision").modelId).toBe("builtin-vision");
    expect(provider.imageModel("builtin-image")).toMatchObject({ specificationVersion: "v3", maxImagesPerCall: 4 });
    expect(() => provider.languageModel("gpt-5" as never)).toThrow(NoSuchModelError);
    expect(() => provider.imageModel("builtin-writer" as never)).toThrow(NoSuchModelError);
    expect(() => provider.embeddingModel("x")).toThrow(NoSuchModelError);
  });
});

describe("builtin-writer through the AI SDK", () => {
  const model = createBuiltinProvider().languageModel("builtin-writer");
  const system = `Write a LinkedIn post.\n${builtinDirective({ task: "post", contentType: "social_media" })}`;

  it("generates and streams the same text, with usage of about one token per four characters", async () => {
    const result = await generateText({ model, system, prompt: LAUNCH });
    expect(result.text).toMatch(/analytics dashboard/i);
    expect(result.text).not.toContain("[[builtin:");
    expect(result.finishReason).toBe("stop");
    expect(result.usage.outputTokens).toBe(Math.ceil(result.text.length / 4));
    expect(result.usage.inputTokens).toBe(Math.ceil((system.length + LAUNCH.length) / 4));
    expect(result.response.modelId).toBe("builtin-writer");
    const streamed = streamText({ model, system, prompt: LAUNCH });
    const chunks: string[] = [];
    for await (const delta of streamed.textStream) chunks.push(delta);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("")).toBe(result.text);
    expect(await streamed.finishReason).toBe("stop");
  });

  it("is deterministic, and consecutive seeds give different drafts", async () => {
    const draft = (seed?: number) => generateText({ model, system, prompt: LAUNCH, seed }).then((r) => r.text);
    expect(await draft()).toBe(await draft());
    const seeded = await Promise.all([1, 2, 3, 4].map((seed) => draft(seed)));
    expect(new Set(seeded).size).toBe(4);
  });

  it("honours maxOutputTokens (finish reason length) but never cuts JSON answers", async () => {
    const cut = await generateText({ model, system: builtinDirective({ task: "post", contentType: "article" }), prompt: LAUNCH, maxOutputTokens: 20 });
    expect(cut.text.length).toBeLessThanOrEqual(80);
    expect(cut.finishReason).toBe("length");
    const seo = await generateText({ model, system: builtinDirective({ task: "seo", contentType: "article" }), prompt: LAUNCH, maxOutputTokens: 20 });
    expect(seoAnswerSchema.safeParse(JSON.parse(seo.text)).success).toBe(true);
  });

  it("waits between chunks only when asked to, and stops on abort", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const slow = createBuiltinProvider({ chunkDelayMs: 5 }).languageModel("builtin-writer");
      let finished = false;
      const text = streamText({ model: slow, system, prompt: LAUNCH }).text.then((value) => ((finished = true), value));
      await vi.advanceTimersByTimeAsync(0);
      expect(finished).toBe(false);
      await vi.runAllTimersAsync();
      expect(await text).not.toBe("");
    } finally {
      vi.useRealTimers();
    }
    const controller = new AbortController();
    controller.abort();
    await expect(generateText({ model, system, prompt: LAUNCH, abortSignal: controller.signal, maxRetries: 0 })).rejects.toThrow();
  });

  it("chunks text into word groups that join back exactly", () => {
    const text = "Hello  world,\n\nthis is a  test.  ";
    expect(chunkText(text, 3).join("")).toBe(text);
    expect(chunkText("", 1)).toEqual([]);
  });
});

describe("posts", () => {
  it("keeps every sentence of the text and the context's facts, and leaves wishes and internal notes out", () => {
    for (const type of ["social_media", "email_broadcast", "newsletter", "article", "general"] as const) {
      const text = post(type);
      for (const sentence of [...LAUNCH.split(/(?<=\.) /), "The shop opens at 7am on Saturdays."]) expect(text, type).toContain(sentence);
      expect(text, type).not.toMatch(/oven repair|Internal note|Keep the tone/);
    }
  });

  it("gives each content type its form", () => {
    expect(post("social_media")).toMatch(/\n\n#\w+( #\w+)*$/);
    expect(post("email_broadcast")).toMatch(/^Subject: .+\n\n.+,\n\n[\s\S]+\n\n.+,\nThe team$/);
    expect(run({ task: "post", contentType: "email_broadcast", brand: { brand_name: "Crumb" } }, BAKERY)).toMatch(/\nThe Crumb team$/);
    for (const type of ["newsletter", "article"] as const) expect(post(type)).toMatch(/^# .+\n\n[\s\S]+\n\n## .+\n\n/);
    expect(post("general").split("\n\n").length).toBeGreaterThanOrEqual(3);
  });

  it("follows the platform the prompt names", () => {
    const x = post("social_media", "A post for X", LAUNCH.repeat(3));
    expect([...x].length).toBeLessThanOrEqual(280);
    expect(post("social_media", "Write a LinkedIn post")).not.toMatch(EMOJI);
    const instagram = post("social_media", "Write an Instagram caption");
    expect(instagram).toMatch(EMOJI);
    expect(instagram.match(/#\w+/g)!.length).toBeGreaterThanOrEqual(5);
    expect(post("social_media", "A post without hashtags")).not.toMatch(/#\w/);
    const numbered = post("social_media", "Write 5 numbered posts for Instagram", BAKERY);
    expect(numbered.split("\n").filter((l) => /^\d+\. /.test(l))).toHaveLength(5);
  });

  it("applies the brand's hard rules to whatever the template wrote", () => {
    const brand = { no_emojis: true, no_dashes: true, no_semicolons: true };
    const text = post("social_media", "Fun Instagram post with lots of emojis", `${BAKERY} Fresh; warm — and local.`, { brand });
    expect(text).not.toMatch(/[—–;]|\p{Extended_Pictographic}/u);
  });

  it("writes from the prompt when there is no text, and alternatives the gateway can split", () => {
    expect(run({ task: "post", contentType: "general" }, "", "Our summer sale starts on Friday.")).toContain("Our summer sale starts on Friday.");
    for (const count of [3, 10]) {
      const answer = run({ task: "alternatives", contentType: "social_media", count }, BAKERY);
      expect(answer.split(`\n${ALTERNATIVE_SEPARATOR}\n`)).toHaveLength(count);
      expect(new Set(parseAlternatives(answer)).size).toBe(count);
    }
  });
});

describe("adjust and expand", () => {
  const adjust = (notes: string, text = `${LAUNCH}\n\nWe're thrilled! 🚀\n\n#Analytics #Marketing`) =>
    run({ task: "adjust", contentType: "social_media", notes }, text);

  it("makes the changes it knows, in combination", () => {
    const base = `${LAUNCH}\n\nWe're thrilled! 🚀\n\n#Analytics #Marketing`;
    expect(adjust("make it shorter").length).toBeLessThan(base.length);
    expect(adjust("make it longer").length).toBeGreaterThan(base.length);
    const formal = adjust("Make it shorter and more formal");
    expect(formal).toContain("We are thrilled.");
    expect(formal).not.toMatch(/!|\p{Extended_Pictographic}|what's/u);
    expect(adjust("more casual", "We are glad. It is done.")).toBe("We're glad. It's done.");
    expect(adjust("remove hashtags")).not.toMatch(/#\w/);
    expect(adjust("no emojis")).not.toMatch(EMOJI);
    expect(adjust("add emojis", LAUNCH)).toMatch(EMOJI);
    expect(adjust("add hashtags", LAUNCH)).toMatch(/#\w+/);
  });

  it("says what it cannot do instead of answering the text unchanged", () => {
    expect(() => adjust("translate it into French")).toThrow(new BuiltinCannotError("translate it into French"));
    expect(() => adjust("shorter and mention the free shipping")).toThrow(BuiltinCannotError);
  });

  it("expands to the mode's length with the text's own sentences first", () => {
    const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).length;
    const lengths = (["short", "medium", "long"] as const).map((mode) => run({ task: "expand", contentType: "general", mode }, "Sourdough every morning."));
    for (const t of lengths) expect(t.startsWith("Sourdough every morning.")).toBe(true);
    expect(lengths.map(sentences)).toEqual([3, 5, 8]);
  });
});

describe("structured answers in the callers' schemas", () => {
  it("topics and ideas", () => {
    const notes = `${BAKERY}\nWe also run bread classes on Sundays. Prices rise next month because flour costs more.`;
    const topics = topicsSchema.parse(topicsFallback(run({ task: "topics", contentType: "general", count: 3 }, notes))).topics;
    expect(topics).toHaveLength(3);
    expect(new Set(topics.map((t) => t.topic)).size).toBe(3);
    const ideas = ideasSchema.parse(ideasFallback(run({ task: "ideas", contentType: "social_media", count: 4 }, "Prompt: Ideas for our bakery launch"))).ideas;
    expect(ideas).toHaveLength(4);
    expect(new Set(ideas).size).toBe(4);
    expect(ideas.join(" ")).toMatch(/bakery/);
  });

  it("headlines: count of them, formulas taking turns, within the limit", () => {
    for (const count of [3, 10, 20]) {
      const answer = headlinesAnswerSchema(count).parse(JSON.parse(run({ task: "headlines", contentType: "article", count }, LAUNCH)));
      expect(new Set(answer.headlines.map((h) => h.text)).size).toBe(count);
      expect(new Set(answer.headlines.map((h) => h.formula)).size).toBe(Math.min(count, HEADLINE_FORMULAS.length));
      expect(answer.headlines.some((h) => h.text.includes("analytics dashboard"))).toBe(true);
    }
  });

  it("SEO copy within every limit, also for long and odd input", () => {
    for (const text of [LAUNCH, LAUNCH.repeat(6), "ÉCLAIRS!!!", "x"]) {
      expect(seoAnswerSchema.safeParse(JSON.parse(run({ task: "seo", contentType: "article" }, text))).success, text).toBe(true);
    }
  });

  it("repurposes for every target, each in its form and within its limit", () => {
    const targets = [...REPURPOSE_TARGET_IDS];
    const answer = repurposeSchema(targets).parse(JSON.parse(run({ task: "repurpose", contentType: "general", targets }, LAUNCH.repeat(4))));
    for (const r of answer.results) expect(checkTarget(r.target, r.parts).over, `${r.target}: ${r.parts.join("|")}`).toBe(false);
    const byId = Object.fromEntries(answer.results.map((r) => [r.target, r.parts]));
    expect(byId.x_thread[0]).toMatch(/^1\/\d+ /);
    expect(byId.blog_outline[0]).toMatch(/^# .+\n[\s\S]*\n## /);
    expect(byId.newsletter_section[0]).toMatch(/^## /);
    expect(byId.linkedin_post[0]).not.toContain("##");
    expect(new Set(answer.results.map((r) => r.parts.join())).size).toBe(targets.length);
  });
});

const solid = (w: number, h: number, rgb: [number, number, number]) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

describe("builtin-vision through the AI SDK", () => {
  const model = createBuiltinProvider().languageModel("builtin-vision");

  it("writes from the text and the image's main colour, without printing measurements", async () => {
    const png = await solid(300, 200, [220, 20, 20]);
    const result = await generateText({
      model,
      system: `Write an Instagram caption for this photo.\n${builtinDirective({ task: "post", contentType: "social_media" })}`,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Our new summer menu is here." },
            { type: "image", image: `data:image/png;base64,${png.toString("base64")}` },
          ],
        },
      ],
    });
    expect(result.text).toMatch(/\bred\b/i);
    expect(result.text).toContain("Our new summer menu is here.");
    expect(result.text).not.toMatch(/300|200|px\b/);
  });

  it("handles several images as bytes and skips an unreadable one; without images it is the writer", async () => {
    const images = [await solid(120, 240, [0, 140, 0]), await solid(200, 200, [20, 40, 200])];
    const text = await streamText({
      model,
      messages: [
        {
          role: "user",
          content: [
            ...images.map((b) => ({ type: "image" as const, image: new Uint8Array(b), mediaType: "image/png" })),
            { type: "file", data: new Uint8Array([1, 2, 3]), mediaType: "image/png" },
          ],
        },
      ],
    }).text;
    expect(text).toMatch(/green/);
    expect(text).toMatch(/Swipe through all 2/);
    expect((await generateText({ model, prompt: "Remote work is here to stay." })).text).toMatch(/remote work/i);
  });
});

describe("builtin-image through the AI SDK", () => {
  const model = createBuiltinProvider().imageModel("builtin-image");
  const hash = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

  it("renders distinct PNGs of the asked size, deterministic per prompt and seed", async () => {
    const { images } = await generateImage({ model, prompt: "sunset over the ocean", n: 4, size: "512x768" });
    for (const img of images) expect(await sharp(Buffer.from(img.uint8Array)).metadata()).toMatchObject({ format: "png", width: 512, height: 768 });
    expect(new Set(images.map((i) => hash(i.uint8Array))).size).toBe(4);
    const one = (prompt: string, seed?: number) => generateImage({ model, prompt, n: 1, size: "128x128", seed }).then((r) => hash(r.image.uint8Array));
    expect(await one("forest")).toBe(await one("forest"));
    expect(await one("forest")).not.toBe(await one("city skyline"));
    expect(await one("forest", 1)).not.toBe(await one("forest", 2));
  });

  it("takes its colours from the prompt's words, defaults to 1024x1024 and splits more than 4 images", async () => {
    const mean = async (prompt: string) => {
      const { image } = await generateImage({ model, prompt, n: 1, size: "64x64" });
      return (await sharp(Buffer.from(image.uint8Array)).stats()).channels.slice(0, 3).map((c) => c.mean);
    };
    const [r1, , b1] = await mean("a calm ocean");
    expect(b1).toBeGreaterThan(r1);
    const [r2, g2, b2] = await mean("a forest walk");
    expect(g2).toBeGreaterThan(Math.max(r2, b2));
    const [r3, , b3] = await mean("warm sunset");
    expect(r3).toBeGreaterThan(b3);
    const { images } = await generateImage({ model, prompt: "abstract shapes", n: 5 });
    expect(images).toHaveLength(5);
    expect(await sharp(Buffer.from(images[0].uint8Array)).metadata()).toMatchObject({ width: 1024, height: 1024 });
  });
});
