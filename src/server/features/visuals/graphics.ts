/**
 * Branded graphics (issue 27 point 2): quote cards and carousel slides drawn from a draft's text in the brand kit's
 * colours, font and logo, rendered on the server (satori: layout to SVG; resvg: SVG to PNG; pdf-lib: one PDF page per
 * slide, a LinkedIn document post; slides are embedded as JPEG). Pure functions of their input: no storage, no database.
 *
 * Layout (tests check its pixels): the background colour fills the canvas; a bar of the primary colour runs along
 * the top (BAR px); the logo sits in the top-left corner at LOGO_BOX; the text is set in the secondary colour; a
 * carousel slide shows "n / total" at the bottom right in the primary colour.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { PDFDocument, rgb } from "pdf-lib";
import satori from "satori";
import sharp from "sharp";
import { GRAPHICS, type AspectRatio, ASPECT_SIZES } from "@/shared/contracts/visuals";

export interface Kit {
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  font: "inter";
  /** PNG/JPEG/WebP bytes of the logo, or null. */
  logo: Uint8Array | null;
}

export const BAR = 24;
export const LOGO_BOX = { x: 64, y: 64, size: 120 } as const;

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;
function fontData() {
  if (!fonts) {
    const dir = require.resolve("@fontsource/inter/package.json").replace(/package\.json$/, "files/");
    fonts = [
      { name: "Inter", data: readFileSync(`${dir}inter-latin-400-normal.woff`), weight: 400, style: "normal" },
      { name: "Inter", data: readFileSync(`${dir}inter-latin-700-normal.woff`), weight: 700, style: "normal" },
    ];
  }
  return fonts;
}

/**
 * The draft's text as slides: paragraphs first, long ones split at sentence ends (then words) to fit
 * GRAPHICS.slideChars. Markdown marks are dropped. More than GRAPHICS.maxSlides slides answers null (the caller
 * refuses it: the user shortens the text).
 */
export function splitSlides(text: string, maxChars: number = GRAPHICS.slideChars): string[] {
  const clean = text
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[*_`>]/g, "")
    .replace(/\r/g, "");
  const slides: string[] = [];
  for (const para of clean
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)) {
    let current = "";
    const pieces = para.match(/[^.!?]+[.!?]+["')]*\s*|[^.!?]+$/g) ?? [para];
    for (const raw of pieces) {
      const piece = raw.trim();
      if (!piece) continue;
      if (`${current} ${piece}`.trim().length <= maxChars) {
        current = `${current} ${piece}`.trim();
        continue;
      }
      if (current) slides.push(current);
      current = "";
      // A sentence longer than a slide is cut at word boundaries.
      let rest = piece;
      while (rest.length > maxChars) {
        const cut = rest.lastIndexOf(" ", maxChars);
        const at = cut > maxChars / 2 ? cut : maxChars;
        slides.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      current = rest;
    }
    if (current) slides.push(current);
  }
  return slides;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

async function logoDataUrl(logo: Uint8Array): Promise<string> {
  const png = await sharp(logo, { limitInputPixels: 40_000_000 })
    .resize(LOGO_BOX.size, LOGO_BOX.size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export interface SlideInput {
  text: string;
  /** 1-based position and count for a carousel; absent for a quote card. */
  index?: number;
  total?: number;
  kind: "quote" | "carousel";
}

/** One graphic as a PNG. */
export async function renderGraphic(kit: Kit, slide: SlideInput, aspect: AspectRatio): Promise<Buffer> {
  const { width, height } = ASPECT_SIZES[aspect];
  const fontSize = Math.round(Math.min(width, height) / (slide.text.length > 140 ? 18 : slide.text.length > 70 ? 14 : 11));
  const quote = slide.kind === "quote";
  const children: Node[] = [
    el("div", { position: "absolute", left: 0, top: 0, width, height: BAR, backgroundColor: kit.primaryColor }),
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        width: width - 2 * LOGO_BOX.x,
        height: height - 2 * (LOGO_BOX.y + LOGO_BOX.size),
        marginTop: LOGO_BOX.y + LOGO_BOX.size,
        marginLeft: LOGO_BOX.x,
        color: kit.secondaryColor,
        fontSize,
        fontWeight: quote ? 700 : 400,
        lineHeight: 1.3,
      },
      quote ? [el("div", { color: kit.primaryColor, fontSize: fontSize * 2, lineHeight: 1 }, "“"), el("div", {}, slide.text)] : slide.text,
    ),
  ];
  if (kit.logo) {
    children.push(
      el("img", { position: "absolute", left: LOGO_BOX.x, top: LOGO_BOX.y, width: LOGO_BOX.size, height: LOGO_BOX.size }, undefined, {
        src: await logoDataUrl(kit.logo),
        width: LOGO_BOX.size,
        height: LOGO_BOX.size,
      }),
    );
  }
  if (slide.index && slide.total) {
    children.push(
      el(
        "div",
        { position: "absolute", right: LOGO_BOX.x, bottom: LOGO_BOX.y / 2, color: kit.primaryColor, fontSize: 36, fontWeight: 700 },
        `${slide.index} / ${slide.total}`,
      ),
    );
  }
  const root = el("div", { display: "flex", position: "relative", width, height, backgroundColor: kit.backgroundColor, fontFamily: "Inter" }, children);
  const svg = await satori(root as never, { width, height, fonts: fontData() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng());
}

/** "#rrggbb" as pdf-lib's 0..1 channels. */
export function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The slides as one PDF, a page per slide at the slide's pixel size (points). The brand bar is drawn again as a
 * vector over the picture (same place, same colour), so the brand colour is in the page itself, not only in pixels.
 */
export async function slidesPdf(pngs: Uint8Array[], aspect: AspectRatio, title: string, primaryColor: string): Promise<Uint8Array> {
  const [r, g, b] = hexRgb(primaryColor).map((c) => c / 255);
  const { width, height } = ASPECT_SIZES[aspect];
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("Content Studio");
  for (const png of pngs) {
    // pdf-lib decodes a PNG in JavaScript (seconds for ten slides); a JPEG it embeds as is. sharp converts in native code.
    const image = await pdf.embedJpg(await sharp(png).jpeg({ quality: 92 }).toBuffer());
    const page = pdf.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
    page.drawRectangle({ x: 0, y: height - BAR, width, height: BAR, color: rgb(r, g, b) });
  }
  return pdf.save();
}
