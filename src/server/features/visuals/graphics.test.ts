/** Pixel checks of the branded graphics: the brand colours where the layout puts them, the logo in its corner. */
import { pdfStreams } from "../../../../tests/helpers/pdf-streams";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BAR, LOGO_BOX, renderGraphic, slidesPdf, splitSlides, type Kit } from "./graphics";

const KIT: Kit = { primaryColor: "#e11d48", secondaryColor: "#0f172a", backgroundColor: "#fef3c7", font: "inter", logo: null };

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("splitSlides", () => {
  it("keeps paragraphs, splits long ones at sentence ends and long sentences at words, within the cap", () => {
    const text = `# Five tips\n\nFirst tip is short.\n\n${"Sentence number one is here. ".repeat(12)}\n\n${"word ".repeat(120)}`;
    const slides = splitSlides(text, 220);
    expect(slides[0]).toBe("Five tips");
    expect(slides[1]).toBe("First tip is short.");
    expect(slides.every((s) => s.length <= 220 && s.length > 0)).toBe(true);
    expect(
      slides
        .join(" ")
        .split(/\s+/)
        .filter((w) => w === "word"),
    ).toHaveLength(120);
  });
});

describe("renderGraphic", () => {
  it("paints the background, the brand bar along the top and the slide counter in the brand colours", async () => {
    const png = await renderGraphic(KIT, { text: "Fresh sourdough every morning.", index: 2, total: 5, kind: "carousel" }, "1:1");
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1080]);
    expect(await pixel(png, 540, Math.floor(BAR / 2))).toEqual([0xe1, 0x1d, 0x48]);
    expect(await pixel(png, 10, 1000)).toEqual([0xfe, 0xf3, 0xc7]);
    expect(await pixel(png, 540, BAR + 4)).toEqual([0xfe, 0xf3, 0xc7]);
  });

  it("puts the logo in the top-left box and nowhere else", async () => {
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 128, b: 0 } } })
      .png()
      .toBuffer();
    const png = await renderGraphic({ ...KIT, logo }, { text: "A quote worth sharing.", kind: "quote" }, "4:5");
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    const c = LOGO_BOX.x + LOGO_BOX.size / 2;
    expect(await pixel(png, c, LOGO_BOX.y + LOGO_BOX.size / 2)).toEqual([0, 128, 0]);
    expect(await pixel(png, LOGO_BOX.x + 2, LOGO_BOX.y + 2)).toEqual([0, 128, 0]);
    // Just outside the box: background again.
    expect(await pixel(png, LOGO_BOX.x + LOGO_BOX.size + 6, LOGO_BOX.y + 10)).toEqual([0xfe, 0xf3, 0xc7]);
    expect(await pixel(png, 1080 - LOGO_BOX.x - 10, LOGO_BOX.y + 10)).toEqual([0xfe, 0xf3, 0xc7]);
  });
});

describe("slidesPdf", () => {
  it("makes one page per slide at the slide's size, with the brand colour drawn on each page", async () => {
    const pngs = await Promise.all([1, 2, 3].map((i) => renderGraphic(KIT, { text: `Slide ${i}`, index: i, total: 3, kind: "carousel" }, "1.91:1")));
    const bytes = await slidesPdf(pngs, "1.91:1", "Tips", KIT.primaryColor);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 1200, height: 628 });
    // The bar's fill operator: 0xe1/255 0x1d/255 0x48/255 rg.
    expect(pdfStreams(bytes).some((s) => /0\.88\d* 0\.11\d* 0\.28\d* rg/.test(s))).toBe(true);
  });
});
