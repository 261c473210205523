/** Every AI function with no provider keys at all: the built-in offline models answer (spec §7 shapes). */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentClusters, clusterPosts, contentHistory } from "@/server/db/schema";
import { messages } from "@/shared/messages";
import { errorOf, readSse, useBuiltinSuite, useGateway } from "./functions.test-app";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

const suite = useBuiltinSuite();
const { post } = suite;

async function pngDataUrl(color: { r: number; g: number; b: number }, width = 64, height = 48) {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const SOURCE = "Our bakery in Leeds now bakes sourdough every morning. We use local flour and a three-day ferment.";

describe("text functions on the built-in writer", () => {
  it.each(["social_media", "email_broadcast", "newsletter", "article", "general"])("generate-text-post writes a %s", async (contentType) => {
    const res = await post("generate-text-post", { textContent: SOURCE, promptText: "Write an engaging post", contentType });
    expect(res.status).toBe(200);
    const { content } = (await res.json()) as { content: string };
    expect(content.length).toBeGreaterThan(40);
    expect(content).not.toContain("[[builtin:");
  });

  it("a second Generate on the same input writes a different draft (a seed per request)", async () => {
    let seed = 0;
    await useGateway(suite.t, { nextSeed: () => (seed += 1) });
    const body = { textContent: SOURCE, promptText: "Write an engaging post", contentType: "social_media" };
    const first = ((await (await post("generate-text-post", body)).json()) as { content: string }).content;
    const second = ((await (await post("generate-text-post", body)).json()) as { content: string }).content;
    expect(second).not.toBe(first);
    seed = 0;
    const again = ((await (await post("generate-text-post", body)).json()) as { content: string }).content;
    expect(again).toBe(first);
  });

  it("streams like any other model", async () => {
    const res = await post("generate-text-post?stream=1", { textContent: SOURCE, promptText: "Write a LinkedIn post", contentType: "social_media" });
    const events = await readSse(res);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    expect(text.trim()).toBe((done.data as { content: string }).content);
  });

  it("generate-alternatives answers exactly count distinct versions", async () => {
    const res = await post("generate-alternatives", { textContent: SOURCE, promptText: "Short and punchy", count: 4, contentType: "social_media" });
    expect(res.status).toBe(200);
    const { alternatives } = (await res.json()) as { alternatives: string[] };
    expect(alternatives).toHaveLength(4);
    expect(new Set(alternatives).size).toBe(4);
    for (const a of alternatives) expect(a.trim()).not.toBe("");
  });

  it("adjust-post says what the built-in writer cannot do (422) instead of the post unchanged", async () => {
    const res = await post("adjust-post", { originalPost: SOURCE, adjustmentNotes: "translate it into French" });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: "builtin_cannot", message: messages.generation.builtinCannot("translate it into French") });
    expect(messages.generation.builtinCannot("x")).toMatch(/^The built-in writer can't do this: x/);
  });

  it("generate-text-post keeps the additional context's facts and leaves its internal notes out", async () => {
    const res = await post("generate-text-post", {
      textContent: SOURCE,
      promptText: "Write an engaging post",
      additionalContext: "The shop opens at 7am on Saturdays. Internal note: the oven repair is overdue.",
      contentType: "social_media",
    });
    const { content } = (await res.json()) as { content: string };
    expect(content).toContain("7am on Saturdays");
    expect(content).not.toMatch(/oven repair|Internal note/);
    expect(content).toContain("Leeds");
  });

  it("analyze-image writes from the row's text and context and never prints the image measurements", async () => {
    const res = await post("analyze-image", {
      images: [await pngDataUrl({ r: 230, g: 120, b: 20 }, 80, 60)],
      textContent: "Pumpkin loaves are back at our Leeds bakery",
      additionalContext: "Each loaf costs £4.50.",
      promptText: "Write an Instagram caption",
      contentType: "social_media",
    });
    expect(res.status).toBe(200);
    const { content } = (await res.json()) as { content: string };
    expect(content).toMatch(/pumpkin loaves/i);
    expect(content).toContain("£4.50");
    expect(content).not.toMatch(/Image 1|80 × 60|\bpx\b/);
  });

  it("adjust-post and expand-content answer text", async () => {
    let res = await post("adjust-post", { originalPost: SOURCE, adjustmentNotes: "make it shorter and more casual" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { content: string }).content.length).toBeGreaterThan(10);

    for (const mode of ["short", "medium", "long"]) {
      res = await post("expand-content", { content: "Sourdough every morning.", mode });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { expandedContent: string }).expandedContent.length).toBeGreaterThan(20);
    }
  });

  it("process-notes answers topics with details", async () => {
    const res = await post("process-notes", {
      notes: `${SOURCE}\nWe also run bread classes on Sundays. Prices rise next month because flour costs more.`,
      count: 10,
      modelId: null,
    });
    expect(res.status).toBe(200);
    const { topics } = (await res.json()) as { topics: { topic: string; details: string }[] };
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.length).toBeLessThanOrEqual(10);
    for (const topic of topics) expect(topic).toEqual({ topic: expect.any(String), details: expect.any(String) });
  });

  it("generate-social-posts, and generate-text-post given an idea request, answer ideas", async () => {
    let res = await post("generate-social-posts", { prompt: "Ideas for our bakery launch", numPosts: 3, contentType: "social_media" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ideas: string[] }).ideas.length).toBeGreaterThan(0);

    res = await post("generate-text-post", { prompt: "Ideas for a newsletter about bread", numPosts: 2, contentType: "newsletter", user_id: suite.other.user.id });
    expect(res.status).toBe(200);
    const { ideas } = (await res.json()) as { ideas: string[] };
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.length).toBeLessThanOrEqual(2);
  });

  it("enforces a brand's rules on the built-in writer's output", async () => {
    const brand = await suite.t.request("/api/brands", {
      method: "POST",
      token: suite.user.access_token,
      json: { brand_name: "Crumb", no_emojis: true, no_dashes: true, no_semicolons: true },
    });
    const { id } = (await brand.json()) as { id: string };
    const res = await post("generate-text-post", {
      textContent: SOURCE,
      promptText: "Fun Instagram post with lots of emojis",
      contentType: "social_media",
      brandId: id,
    });
    const { content } = (await res.json()) as { content: string };
    expect(content).not.toMatch(/[—–;]|\p{Extended_Pictographic}/u);
  });
});

describe("generate-with-clusters", () => {
  async function clusterWithPosts(userId: string) {
    const db = suite.t.database.db;
    const workspaceId = await personalWorkspaceOf(suite.t, userId);
    const [cluster] = await db.insert(contentClusters).values({ userId, workspaceId, name: "Launch posts" }).returning();
    const posts = await db
      .insert(contentHistory)
      .values([
        { userId, workspaceId, content: "Fresh sourdough drops at 7am. Come early, it sells out.", contentType: "social_media" },
        { userId, workspaceId, content: "Meet Amy, our head baker, who has shaped loaves for ten years.", contentType: "social_media" },
      ])
      .returning();
    await db.insert(clusterPosts).values(posts.map((p) => ({ clusterId: cluster.id, postId: p.id })));
    return cluster.id;
  }

  it("loads the caller's cluster posts when only a cluster id is sent", async () => {
    const clusterId = await clusterWithPosts(suite.user.user.id);
    const res = await post("generate-with-clusters", { clusterId, prompt: "More like these", clusterPosts: [], contentType: "social_media", numPosts: 3 });
    expect(res.status).toBe(200);
    const { ideas } = (await res.json()) as { ideas: string[] };
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.length).toBeLessThanOrEqual(3);
  });

  it("answers 404 for another user's cluster and 400 without any cluster", async () => {
    const clusterId = await clusterWithPosts(suite.other.user.id);
    let res = await post("generate-with-clusters", { clusterId, prompt: "More", clusterPosts: [], contentType: "social_media", numPosts: 3 });
    expect(res.status).toBe(404);
    res = await post("generate-with-clusters", { prompt: "More", clusterPosts: [], contentType: "social_media", numPosts: 3 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.generation.selectClusterFirst);
  });

  it("uses posts and an inline brand sent in the body", async () => {
    const res = await post("generate-with-clusters", {
      prompt: "Ideas",
      clusterPosts: ["Our croissants take three days to make.", "We bake with local butter."],
      brandContext: { brand_name: "Crumb", no_emojis: true, brand_voice: "Warm" },
      contentType: "social_media",
      numPosts: 2,
    });
    expect(res.status).toBe(200);
    const { ideas } = (await res.json()) as { ideas: string[] };
    for (const idea of ideas) expect(idea).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe("images", () => {
  it("analyze-image writes from the images and answers loadable URLs for them", async () => {
    const images = [await pngDataUrl({ r: 230, g: 120, b: 20 }), await pngDataUrl({ r: 20, g: 60, b: 200 }, 40, 80)];
    const res = await post("analyze-image", { images, promptText: "Describe for Instagram", contentType: "social_media" });
    expect(res.status).toBe(200);
    const { content, imageUrls } = (await res.json()) as { content: string; imageUrls: string[] };
    expect(content.length).toBeGreaterThan(20);
    expect(imageUrls).toHaveLength(2);
    const url = new URL(imageUrls[0]);
    expect(url.pathname).toMatch(new RegExp(`^/api/storage/image-storage/${suite.user.user.id}/\\d+-[0-9a-f]+\\.png$`));
    const file = await suite.t.request(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
  });

  it("refuses what is not an image, too many images, and none", async () => {
    let res = await post("analyze-image", { images: [`data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`], promptText: "x" });
    expect(res.status).toBe(415);
    const one = await pngDataUrl({ r: 1, g: 2, b: 3 });
    res = await post("analyze-image", { images: [one, one, one, one, one], promptText: "x" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.generation.tooManyImages);
    res = await post("analyze-image", { images: [], promptText: "x" });
    expect((await errorOf(res)).message).toBe(messages.images.selectAtLeastOne);
  });

  it("generate-image stores PNGs under the caller's id and answers signed URLs", async () => {
    const res = await post("generate-image", { prompt: "A loaf of bread at sunrise", count: 2, width: 512, height: 768, userId: suite.other.user.id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: { supabaseUrl: string; replicateUrl: string; path: string }[]; predictionId: string };
    expect(body.images).toHaveLength(2);
    expect(body.predictionId).toEqual(expect.any(String));
    for (const image of body.images) {
      expect(image.path).toMatch(new RegExp(`^${suite.user.user.id}/\\d+-[0-9a-f]+\\.png$`));
      expect(image.replicateUrl).toBe(image.supabaseUrl);
      const url = new URL(image.supabaseUrl);
      const file = await suite.t.request(`${url.pathname}${url.search}`);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "png", width: 512, height: 768 });
    }
  });

  it("validates prompt and sizes", async () => {
    let res = await post("generate-image", { prompt: "   " });
    expect((await errorOf(res)).message).toBe(messages.images.promptRequired);
    res = await post("generate-image", { prompt: "bread", width: 500 });
    expect((await errorOf(res)).message).toBe(messages.generation.invalidImageSize);
    res = await post("generate-image", { prompt: "bread", count: 5 });
    expect((await errorOf(res)).message).toBe(messages.generation.imageCountRange);
  });

  it("answers 503 when the app has no storage", async () => {
    const storage = suite.t.deps.services.storage;
    suite.t.deps.services.storage = undefined;
    try {
      const res = await post("generate-image", { prompt: "bread" });
      expect(res.status).toBe(503);
    } finally {
      suite.t.deps.services.storage = storage;
    }
  });
});

describe("validation and access", () => {
  it.each([
    ["generate-text-post", { textContent: "  ", promptText: "x" }, messages.generation.textRequired],
    ["generate-text-post", {}, messages.generation.textRequired],
    ["generate-alternatives", { textContent: "x", count: 11 }, messages.generation.alternativesRange],
    ["generate-alternatives", { textContent: "x", count: 0 }, messages.generation.alternativesRange],
    ["adjust-post", { originalPost: "x", adjustmentNotes: "   " }, messages.generation.adjustmentNotesRequired],
    ["expand-content", { content: "", mode: "short" }, messages.generation.enterContentFirst],
    ["expand-content", { content: "x", mode: "huge" }, messages.generation.invalidExpansionMode],
    ["generate-with-clusters", { prompt: "x", clusterPosts: ["a"], contentType: "social_media", numPosts: 11 }, messages.generation.postsRange],
    ["process-notes", { notes: "  " }, messages.notes.enterContentFirst],
    ["generate-social-posts", { prompt: "", numPosts: 3, contentType: "social_media" }, messages.generation.enterContentFirst],
  ])("%s %j answers 400 %s", async (name, body, message) => {
    const res = await post(name, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("needs a signed-in user", async () => {
    const res = await suite.t.request("/api/functions/generate-text-post", { method: "POST", json: { textContent: "x", promptText: "y" } });
    expect(res.status).toBe(401);
  });

  it("never lets a body's user id choose whose brand is used", async () => {
    const brand = await suite.t.request("/api/brands", { method: "POST", token: suite.other.access_token, json: { brand_name: "Theirs" } });
    const { id } = (await brand.json()) as { id: string };
    const res = await post("generate-text-post", { textContent: "x", promptText: "y", brandId: id, userId: suite.other.user.id, user_id: suite.other.user.id });
    expect(res.status).toBe(404);
  });
});
