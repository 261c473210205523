/**
 * Alt text for a stored image (issue 27 point 3). A vision model of the workspace writes it when one is connected;
 * otherwise the built-in describer says honestly what it knows: the prompt the image was made from (or the concept's
 * words), its shape and its dominant colour. It never claims to see what it cannot.
 */
import { colourOf } from "@/server/lib/image-colour";
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
