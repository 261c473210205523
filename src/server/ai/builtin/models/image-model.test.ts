import { createHash } from "node:crypto";
import { generateImage } from "ai";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createBuiltinProvider } from "../index";

const hash = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("builtin-image through the AI SDK", () => {
  const model = createBuiltinProvider().imageModel("builtin-image");

  it("renders 4 distinct PNGs of exactly the asked size", async () => {
    const { images } = await generateImage({ model, prompt: "sunset over the ocean", n: 4, size: "512x768" });
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img.mediaType).toBe("image/png");
      const meta = await sharp(Buffer.from(img.uint8Array)).metadata();
      expect(meta).toMatchObject({ format: "png", width: 512, height: 768 });
    }
    expect(new Set(images.map((i) => hash(i.uint8Array))).size).toBe(4);
  });

  it("is deterministic for a prompt and seed, and differs across prompts and seeds", async () => {
    const run = (prompt: string, seed?: number) => generateImage({ model, prompt, n: 1, size: "128x128", seed }).then((r) => hash(r.image.uint8Array));
    expect(await run("forest")).toBe(await run("forest"));
    expect(await run("forest")).not.toBe(await run("city skyline"));
    expect(await run("forest", 1)).not.toBe(await run("forest", 2));
  });

  it("takes its palette from colour words in the prompt", async () => {
    const dominant = async (prompt: string) => {
      const { image } = await generateImage({ model, prompt, n: 1, size: "64x64" });
      const { channels } = await sharp(Buffer.from(image.uint8Array)).stats();
      return channels.slice(0, 3).map((c) => c.mean);
    };
    const [r1, , b1] = await dominant("a calm ocean");
    expect(b1).toBeGreaterThan(r1);
    const [r2, g2, b2] = await dominant("a forest walk");
    expect(g2).toBeGreaterThan(r2);
    expect(g2).toBeGreaterThan(b2);
    const [r3, , b3] = await dominant("warm sunset");
    expect(r3).toBeGreaterThan(b3);
  });

  it("defaults to 1024x1024 and splits more than 4 images over several calls", async () => {
    const { images, providerMetadata } = await generateImage({ model, prompt: "abstract shapes", n: 5 });
    expect(images).toHaveLength(5);
    const meta = await sharp(Buffer.from(images[0].uint8Array)).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect(providerMetadata.builtin.images.length).toBeGreaterThan(0);
  });
});
