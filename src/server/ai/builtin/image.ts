/**
 * builtin-image: an abstract picture per prompt (a gradient and soft shapes in colours the prompt's words suggest),
 * drawn as SVG and rasterised to PNG with resvg, as an ImageModelV3. Deterministic for a prompt, seed and index.
 */
import type { ImageModelV3, SharedV3Warning } from "@ai-sdk/provider";
import { Resvg } from "@resvg/resvg-js";
import { hashString } from "./text";

export const MAX_IMAGES_PER_CALL = 4;
const DEFAULT_SIDE = 1024;
const [MIN_SIDE, MAX_SIDE] = [16, 4096];

const PALETTES: [RegExp, string[]][] = [
  [/\b(ocean|sea|water|sky|blue|lake|river|rain|winter|ice|calm)\b/i, ["#0b3d91", "#1e6fd9", "#5fa8f5", "#bfe0ff", "#123a6b"]],
  [/\b(forest|green|leaf|leaves|garden|park|tree|trees|nature|spring|grass|plant)\b/i, ["#1b5e20", "#2e7d32", "#66bb6a", "#a5d6a7", "#0d3b12"]],
  [/\b(sunset|sunrise|warm|fire|autumn|orange|red|desert|summer|bread|loaf|coffee)\b/i, ["#b71c1c", "#e65100", "#ff8f00", "#ffcc80", "#6d1b1b"]],
  [/\b(night|space|star|stars|galaxy|dark|purple|city)\b/i, ["#1a0933", "#3f1d6b", "#7b3fb3", "#c49bf0", "#0b0420"]],
  [/\b(pink|flower|flowers|rose|love|blossom)\b/i, ["#880e4f", "#d81b60", "#f06292", "#f8bbd0", "#4a0727"]],
];
const FALLBACK = ["#263238", "#00897b", "#ffb300", "#e0f2f1", "#37474f"];

/** The prompt's palette: the colour words it names, or one picked by its hash. */
function paletteFor(prompt: string): string[] {
  return PALETTES.find(([re]) => re.test(prompt))?.[1] ?? (/\w/.test(prompt) ? PALETTES[hashString(prompt) % PALETTES.length][1] : FALLBACK);
}

/** An SVG of the given size: a gradient background and a few translucent circles or bands placed by the seed. */
export function sceneSvg(prompt: string, width: number, height: number, seed: number): string {
  const colours = paletteFor(prompt);
  const rand = (i: number) => hashString(String(i), seed) / 2 ** 32;
  const shapes: string[] = [];
  const circles = rand(0) < 0.5;
  for (let i = 1; i <= 6; i++) {
    const fill = colours[1 + (i % 3)];
    if (circles) {
      shapes.push(
        `<circle cx="${(rand(i) * width).toFixed(1)}" cy="${(rand(i + 10) * height).toFixed(1)}" r="${((0.1 + rand(i + 20) * 0.3) * Math.min(width, height)).toFixed(1)}" fill="${fill}" fill-opacity="0.45"/>`,
      );
    } else {
      const y = ((i / 7) * height).toFixed(1);
      const amp = (rand(i) * 0.12 * height).toFixed(1);
      shapes.push(`<path d="M0 ${y} Q ${width / 2} ${y}-${amp} ${width} ${y} L ${width} ${height} L 0 ${height} Z" fill="${fill}" fill-opacity="0.3"/>`);
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${rand(30).toFixed(2)}" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[4]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...shapes,
    "</svg>",
  ].join("");
}

function dimensions(size: string | undefined, aspectRatio: string | undefined, warnings: SharedV3Warning[]): { width: number; height: number } {
  const clamp = (v: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(v)));
  if (size) {
    const [w, h] = size.split("x").map(Number);
    if (w > 0 && h > 0) {
      if (clamp(w) !== w || clamp(h) !== h) warnings.push({ type: "other", message: `size clamped to ${MIN_SIDE}..${MAX_SIDE} px` });
      return { width: clamp(w), height: clamp(h) };
    }
    warnings.push({ type: "unsupported", feature: "size", details: `cannot read size "${size}"` });
  }
  const [a, b] = (aspectRatio ?? "").split(":").map(Number);
  if (a > 0 && b > 0)
    return a >= b ? { width: DEFAULT_SIDE, height: clamp((DEFAULT_SIDE * b) / a) } : { width: clamp((DEFAULT_SIDE * a) / b), height: DEFAULT_SIDE };
  return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
}

export function createImageModel(opts: { seed?: number } = {}): ImageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "builtin",
    modelId: "builtin-image",
    maxImagesPerCall: MAX_IMAGES_PER_CALL,
    async doGenerate(options) {
      options.abortSignal?.throwIfAborted();
      const warnings: SharedV3Warning[] = [];
      if (options.files?.length) warnings.push({ type: "unsupported", feature: "files", details: "image editing is not available offline" });
      if (options.mask) warnings.push({ type: "unsupported", feature: "mask" });
      const { width, height } = dimensions(options.size, options.aspectRatio, warnings);
      const prompt = options.prompt ?? "";
      const seed = (options.seed ?? hashString(prompt)) ^ (opts.seed ?? 0);
      const images = Array.from({ length: Math.max(1, options.n) }, (_, i) => {
        const svg = sceneSvg(prompt, width, height, hashString(`${prompt}\u0000${i}`, seed));
        return new Uint8Array(new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng());
      });
      return {
        images,
        warnings,
        providerMetadata: { builtin: { images: images.map(() => ({ palette: paletteFor(prompt), width, height })) } },
        response: { timestamp: new Date(), modelId: "builtin-image", headers: undefined },
      };
    },
  };
}
