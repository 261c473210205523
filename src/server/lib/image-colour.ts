import sharp from "sharp";
import { IMAGES } from "@/shared/constants";
import { runImageWork } from "./image-work";

const HUES: [number, string][] = [
  [15, "red"],
  [45, "orange"],
  [70, "yellow"],
  [160, "green"],
  [200, "teal"],
  [255, "blue"],
  [290, "purple"],
  [335, "pink"],
  [360, "red"],
];

/** The name of an image's dominant colour (sharp's histogram peak); null when it cannot be read. */
export async function colourOf(bytes: Uint8Array): Promise<string | null> {
  const stats = await runImageWork("image-colour", () => sharp(bytes, { limitInputPixels: IMAGES.maxUploadPixels }).stats()).catch(() => null);
  if (!stats) return null;
  const [r, g, b] = [stats.dominant.r, stats.dominant.g, stats.dominant.b].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 0.15) return "black";
  if (max - min < 0.12) return max > 0.85 ? "white" : "grey";
  const d = max - min;
  const h = (max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4) * 60;
  return HUES.find(([limit]) => h < limit)?.[1] ?? "red";
}
