/**
 * Alt text for a stored image (issue 27 point 3). A vision model of the workspace writes it when one is connected;
 * otherwise the built-in describer says honestly what it knows: the prompt the image was made from (or the concept's
 * words), its shape and its dominant colour. It never claims to see what it cannot.
 */
import sharp from "sharp";
import { runImageWork } from "@/server/lib/image-work";
import { IMAGES } from "@/shared/constants";
import type { FunctionContext } from "./text-job";
import { ALT_MAX } from "@/shared/contracts/visuals";

export interface DescribeInput {
  bytes: Uint8Array;
  mime: string;
  prompt: string | null;
  width: number | null;
  height: number | null;
}

export interface Described {
  alt: string;
  source: "vision" | "builtin";
}

const ALT_SYSTEM =
  "You write alt text for images posted on social media. Describe what the image shows for someone who cannot see it: the subject, the setting, any text in it, in one or two plain sentences under 250 characters. Do not start with 'Image of' or 'Picture of'. Answer with the alt text only.";

function shapeOf(width: number | null, height: number | null): string {
  if (!width || !height) return "An image";
  const r = width / height;
  if (r > 1.2) return "A wide image";
  if (r < 0.83) return "A tall image";
  return "A square image";
}

/** The built-in describer: the prompt's words, the shape and the dominant colour; nothing it cannot know. */
export function builtinAlt(input: { prompt: string | null; width: number | null; height: number | null; colour: string | null }): string {
  const tone = input.colour ? `, mostly ${input.colour}` : "";
  const prompt = input.prompt
    ?.replace(/\s+/g, " ")
    .replace(/,?\s*no text\s*$/i, "")
    .trim();
  if (prompt) return clipAlt(`${capitalise(prompt.replace(/[.!]+$/, ""))}${tone}.`);
  return clipAlt(`${shapeOf(input.width, input.height)}${tone}.`);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The name of an image's dominant colour (sharp's histogram peak); null when it cannot be read. */
async function colourOf(bytes: Uint8Array): Promise<string | null> {
  const stats = await runImageWork("describer", () => sharp(bytes, { limitInputPixels: IMAGES.maxUploadPixels }).stats()).catch(() => null);
  if (!stats) return null;
  const [r, g, b] = [stats.dominant.r, stats.dominant.g, stats.dominant.b].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 0.15) return "black";
  if (max - min < 0.12) return max > 0.85 ? "white" : "grey";
  const d = max - min;
  const h = (max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4) * 60;
  const hues: [number, string][] = [
    [15, "red"],
    [45, "orange"],
    [70, "yellow"],
    [160, "green"],
    [200, "teal"],
    [255, "blue"],
    [290, "purple"],
    [335, "pink"],
  ];
  return hues.find(([limit]) => h < limit)?.[1] ?? "red";
}

const clipAlt = (text: string) => (text.length > ALT_MAX ? `${text.slice(0, ALT_MAX - 1).trimEnd()}…` : text);

export async function describeImage(ctx: FunctionContext, input: DescribeInput): Promise<Described> {
  const model = await ctx.ai.resolve("vision").catch(() => null);
  if (model && model.provider !== "builtin") {
    const { text } = await ctx.ai.generateText({
      userId: ctx.userId,
      workspaceId: ctx.workspaceId,
      operation: "describe-image",
      model,
      system: ALT_SYSTEM,
      prompt: input.prompt ? `The image was made from this prompt: ${input.prompt}` : "Describe the attached image.",
      images: [{ data: input.bytes, mediaType: input.mime }],
      maxOutputTokens: 200,
      signal: ctx.signal,
    });
    const alt = text.replace(/^["']|["']$/g, "").trim();
    if (alt) return { alt: clipAlt(alt), source: "vision" };
  }
  return { alt: builtinAlt({ ...input, colour: await colourOf(input.bytes) }), source: "builtin" };
}
