import { generateText, streamText } from "ai";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { builtinDirective } from "../directive";
import { createBuiltinProvider } from "../index";
import { measureImage } from "../vision/measure";

const solid = (w: number, h: number, rgb: [number, number, number]) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

describe("vision measurements", () => {
  it("measures size, orientation, aspect ratio, colour, brightness", async () => {
    const m = await measureImage(await solid(300, 200, [255, 0, 0]));
    expect(m).toMatchObject({ width: 300, height: 200, orientation: "landscape", aspectRatio: "3:2", saturationLabel: "vivid", contrastLabel: "low" });
    expect(m.colours[0].name).toMatch(/red/);
    expect(m.colours[0].share).toBeGreaterThan(0.95);
    const dark = await measureImage(await solid(100, 400, [10, 20, 60]));
    expect(dark).toMatchObject({ orientation: "portrait", aspectRatio: "1:4", brightnessLabel: "dark" });
    expect(dark.colours[0].name).toMatch(/blue|black/);
    const square = await measureImage(
      await sharp(await solid(64, 64, [250, 250, 245]))
        .jpeg()
        .toBuffer(),
    );
    expect(square).toMatchObject({ orientation: "square", brightnessLabel: "bright" });
  });

  it("names two colours of a split image", async () => {
    const img = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#1e3a8a" } })
      .composite([{ input: await solid(100, 100, [255, 140, 0]), left: 100, top: 0 }])
      .png()
      .toBuffer();
    const m = await measureImage(img);
    const names = m.colours.map((c) => c.name).join(" ");
    expect(names).toMatch(/blue/);
    expect(names).toMatch(/orange/);
  });
});

describe("builtin-vision through the AI SDK", () => {
  const model = createBuiltinProvider().languageModel("builtin-vision");

  it("writes a post from the text and the red of a 300x200 PNG, without the measurements", async () => {
    const png = await solid(300, 200, [255, 0, 0]);
    const result = await generateText({
      model,
      system: `Write an Instagram caption for this photo.\n${builtinDirective({ task: "post", contentType: "social_media" })}`,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Our new summer menu" },
            { type: "image", image: `data:image/png;base64,${png.toString("base64")}` },
          ],
        },
      ],
    });
    expect(result.text).not.toMatch(/Image 1|300 × 200|px\b/);
    expect(result.text).toMatch(/red/i);
    expect(result.text).toMatch(/summer menu/i);
    expect(result.text).toMatch(/#\w+/);
  });

  it("handles several images given as bytes, and an unreadable one, and streams", async () => {
    const images = [await solid(120, 240, [0, 128, 0]), await solid(200, 200, [250, 250, 250])];
    const result = streamText({
      model,
      messages: [
        {
          role: "user",
          content: [
            { type: "image", image: new Uint8Array(images[0]), mediaType: "image/png" },
            { type: "image", image: new Uint8Array(images[1]), mediaType: "image/png" },
            { type: "file", data: new Uint8Array([1, 2, 3]), mediaType: "image/png" },
          ],
        },
      ],
    });
    const text = await result.text;
    expect(text).not.toMatch(/Image \d|could not be read|× \d+ px/);
    expect(text).toMatch(/green/);
    expect(text).toMatch(/Swipe through all 2/);
  });

  it("writes like the writer when no image is attached", async () => {
    const result = await generateText({ model, prompt: "Remote work is here to stay. Small teams need clear habits." });
    expect(result.text).toMatch(/remote work/i);
  });
});
