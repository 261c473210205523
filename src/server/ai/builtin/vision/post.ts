/** A post inspired by measured images, following the prompt and whatever text came with them. */
import { POINTERS } from "../phrases/emoji";
import { toHashtag } from "../text/format";
import { hashtagCount, hashtags } from "../templates/hashtags";
import { bodyLines, chooseCta } from "../templates/shared";
import type { WriterContext } from "../writer/context";
import { keepFacts } from "../writer/keep-facts";
import { writePost } from "../writer/post";
import type { ColourFamily } from "./colours";
import { visualHooks, visualLine, visualVocabulary } from "./describe";
import type { ImageMeasure } from "./measure";

const HEARTS: Record<ColourFamily, string> = {
  red: "❤️",
  orange: "🧡",
  brown: "🤎",
  yellow: "💛",
  olive: "💚",
  green: "💚",
  teal: "🩵",
  blue: "💙",
  purple: "💜",
  pink: "🩷",
  black: "🖤",
  grey: "🩶",
  white: "🤍",
};

function socialFromImages(ctx: WriterContext, measures: ImageMeasure[]): string {
  const rng = ctx.rng.fork("vision");
  const v = visualVocabulary(measures[0]);
  let hook = rng.pick(visualHooks(v));
  if (ctx.emojiLevel >= 1) hook = `${hook} ${HEARTS[measures[0].colours[0]?.family ?? "white"]}`;
  const body: string[] = [];
  if (ctx.material.trim() !== "" && !ctx.src.isBrief) body.push(...bodyLines(ctx, rng, 2, { maxWords: 26 }));
  else if (ctx.material.trim() !== "") body.push(`${ctx.Topic}, captured in a single frame.`);
  body.push(visualLine(v, rng));
  if (measures.length > 1) body.push(`Swipe through all ${measures.length} to see the full set.`);
  let cta =
    ctx.src.cta || ctx.src.urls.length > 0
      ? chooseCta(ctx, rng)
      : rng.pick([
          "What's the first word that comes to mind when you see this?",
          "Which detail caught your eye first? Tell us below.",
          "Save this for a little inspiration later.",
        ]);
  if (ctx.emojiLevel >= 2) cta = `${POINTERS[0]} ${cta}`;
  const n = Math.max(3, hashtagCount(ctx));
  const moodTags = [...v.feelings.map((f) => toHashtag(f)), toHashtag(`${v.mood} vibes`)].filter((t): t is string => t !== null);
  const tags = ctx.brand.noHashtags || ctx.hints.hashtags === "none" ? [] : [...new Set([...hashtags(ctx, n), ...moodTags])].slice(0, n);
  return [hook, ...body, cta, tags.join(" ")].filter((b) => b.trim() !== "").join("\n\n");
}

/**
 * The post only: what was measured (size, colours, light) is the writer's context for the visual lines, never
 * customer copy. Images that could not be read are simply not described.
 */
export function visionPost(ctx: WriterContext, measures: ImageMeasure[]): string {
  if (measures.length === 0) return keepFacts(ctx, writePost(ctx));
  return keepFacts(ctx, ctx.contentType === "social_media" || ctx.contentType === "general" ? socialFromImages(ctx, measures) : writePost(ctx));
}
