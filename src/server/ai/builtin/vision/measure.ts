/** Measures an image with sharp: size, orientation, aspect ratio, dominant colours, brightness, contrast. */
import sharp from "sharp";
import { runImageWork } from "@/server/lib/image-work";
import { IMAGES } from "@/shared/constants";
import { colourName, COOL_FAMILIES, rgbToHsl, WARM_FAMILIES, type ColourFamily } from "./colours";

export interface DominantColour {
  name: string;
  family: ColourFamily;
  share: number;
  hex: string;
}

export interface ImageMeasure {
  width: number;
  height: number;
  format: string | null;
  orientation: "landscape" | "portrait" | "square";
  aspectRatio: string;
  brightness: number;
  brightnessLabel: "dark" | "balanced" | "bright";
  contrast: number;
  contrastLabel: "low" | "moderate" | "high";
  saturation: number;
  saturationLabel: "muted" | "moderate" | "vivid";
  colours: DominantColour[];
  temperature: "warm" | "cool" | "neutral";
  detail: "smooth" | "moderate" | "detailed";
  brightestArea: string | null;
}

const SIDE = 64;
const COMMON_RATIOS: ReadonlyArray<[number, number]> = [
  [1, 1],
  [4, 3],
  [3, 2],
  [16, 9],
  [21, 9],
  [5, 4],
  [3, 4],
  [2, 3],
  [9, 16],
  [4, 5],
  [2, 1],
  [1, 2],
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function aspectRatio(w: number, h: number): string {
  const g = gcd(w, h);
  if (w / g <= 21 && h / g <= 21) return `${w / g}:${h / g}`;
  const r = w / h;
  const near = COMMON_RATIOS.find(([a, b]) => Math.abs(a / b - r) / r < 0.03);
  return near ? `about ${near[0]}:${near[1]}` : `${r.toFixed(2)}:1`;
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

const AREAS = ["top left", "top", "top right", "left", "center", "right", "bottom left", "bottom", "bottom right"];

/** The built-in vision model's sharp work waits in the image queue like every other image (image-work.ts). */
export function measureImage(input: Uint8Array): Promise<ImageMeasure> {
  return runImageWork("builtin-vision", () => measure(input));
}

async function measure(input: Uint8Array): Promise<ImageMeasure> {
  const meta = await sharp(input, { limitInputPixels: IMAGES.maxUploadPixels }).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  const { data } = await sharp(input, { limitInputPixels: IMAGES.maxUploadPixels })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize(SIDE, SIDE, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  const n = SIDE * SIDE;
  const lum = new Float64Array(n);
  const buckets = new Map<string, { family: ColourFamily; count: number; r: number; g: number; b: number }>();
  let satSum = 0;
  let warm = 0;
  let cool = 0;
  for (let i = 0; i < n; i++) {
    const r = data[i * 3];
    const g = data[i * 3 + 1];
    const b = data[i * 3 + 2];
    lum[i] = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    const hsl = rgbToHsl(r, g, b);
    satSum += hsl.s * (1 - Math.abs(2 * hsl.l - 1));
    const { name, family } = colourName(hsl);
    if (WARM_FAMILIES.has(family)) warm++;
    if (COOL_FAMILIES.has(family)) cool++;
    const bucket = buckets.get(name) ?? { family, count: 0, r: 0, g: 0, b: 0 };
    bucket.count++;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(name, bucket);
  }
  const mean = lum.reduce((a, v) => a + v, 0) / n;
  const contrast = Math.sqrt(lum.reduce((a, v) => a + (v - mean) ** 2, 0) / n);
  const saturation = satSum / n;
  let edges = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE - 1; x++) edges += Math.abs(lum[y * SIDE + x] - lum[y * SIDE + x + 1]);
  }
  const detail = edges / (SIDE * (SIDE - 1));
  const grid = Array.from({ length: 9 }, () => 0);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) grid[Math.min(2, Math.floor((y * 3) / SIDE)) * 3 + Math.min(2, Math.floor((x * 3) / SIDE))] += lum[y * SIDE + x];
  }
  const cell = (SIDE * SIDE) / 9;
  const brightestIdx = grid.indexOf(Math.max(...grid));
  const colours = [...buckets.entries()]
    .map(([name, b]) => ({ name, family: b.family, share: b.count / n, hex: hex(b.r / b.count, b.g / b.count, b.b / b.count) }))
    .sort((a, b) => b.share - a.share)
    .filter((c, i) => i === 0 || c.share >= 0.05)
    .slice(0, 3);
  const ratio = width / Math.max(1, height);
  return {
    width,
    height,
    format: meta.format ?? null,
    orientation: ratio > 1.05 ? "landscape" : ratio < 0.95 ? "portrait" : "square",
    aspectRatio: aspectRatio(width, height),
    brightness: mean,
    brightnessLabel: mean < 0.33 ? "dark" : mean > 0.66 ? "bright" : "balanced",
    contrast,
    contrastLabel: contrast < 0.12 ? "low" : contrast > 0.25 ? "high" : "moderate",
    saturation,
    saturationLabel: saturation < 0.18 ? "muted" : saturation > 0.45 ? "vivid" : "moderate",
    colours,
    temperature: warm > cool * 1.5 && warm > n * 0.15 ? "warm" : cool > warm * 1.5 && cool > n * 0.15 ? "cool" : "neutral",
    detail: detail < 0.03 ? "smooth" : detail > 0.09 ? "detailed" : "moderate",
    brightestArea: grid[brightestIdx] / cell - mean > 0.08 ? AREAS[brightestIdx] : null,
  };
}
