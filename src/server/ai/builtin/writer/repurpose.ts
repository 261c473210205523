/**
 * Task "repurpose": the material rewritten for each target of the directive, in the target's form and limit,
 * as JSON {results: [{target, parts}]}. Social targets are social posts written with the platform's hints (an X
 * thread is numbered posts of at most 280 characters); the newsletter section and the blog outline are planned
 * from the material's key phrases like the newsletter and article templates.
 */
import { isRepurposeTarget, REPURPOSE_TARGETS, type RepurposeTargetId } from "@/shared/repurpose-targets";
import type { Rng } from "../prng";
import { articleTitles, conclusionHeadings } from "../phrases/headings";
import { closings } from "../phrases/elaborate";
import { planSections } from "../templates/sections";
import { bodyLines, chooseCta, genericLines, rotatePick } from "../templates/shared";
import { socialPost } from "../templates/social";
import { compress } from "../text/rephrase";
import { stripTerminal } from "../text/format";
import type { Platform, PromptHints } from "../text/prompt-hints";
import type { WriterContext } from "./context";

interface SocialShape {
  platform: Platform | null;
  thread?: boolean;
  length?: PromptHints["length"];
  hashtags?: PromptHints["hashtags"];
  emojiLevel: 0 | 1 | 2;
}

const SOCIAL: Partial<Record<RepurposeTargetId, SocialShape>> = {
  x_thread: { platform: "x", thread: true, emojiLevel: 1 },
  linkedin_post: { platform: "linkedin", length: "long", emojiLevel: 0 },
  instagram_caption: { platform: "instagram", hashtags: "more", emojiLevel: 2 },
  bluesky_post: { platform: null, length: "short", hashtags: "none", emojiLevel: 1 },
  mastodon_post: { platform: null, emojiLevel: 1 },
};

function social(ctx: WriterContext, id: RepurposeTargetId, shape: SocialShape, rng: Rng): string[] {
  const target = REPURPOSE_TARGETS[id];
  const hints: PromptHints = {
    ...ctx.hints,
    platform: shape.platform,
    thread: shape.thread ?? false,
    length: shape.length ?? ctx.hints.length,
    hashtags: shape.hashtags ?? ctx.hints.hashtags,
    bullets: shape.thread ? Math.min(5, Math.max(2, ctx.src.keySentences.length)) : ctx.hints.bullets,
    maxChars: target.maxChars,
  };
  const text = socialPost({ ...ctx, hints, emojiLevel: ctx.brand.noEmojis ? 0 : shape.emojiLevel }, rng);
  // A thread comes back as numbered posts ("1/4 ...") separated by blank lines.
  return shape.thread ? text.split(/\n\n(?=\d+\/\d+ )/) : [text];
}

function newsletterSection(ctx: WriterContext, rng: Rng): string {
  const first = bodyLines(ctx, rng, 1, { maxWords: 32, frameChance: 0 })[0];
  const lead = first ?? genericLines(ctx, rng, ["explain"])[0];
  // The lead's sentence is not said again in the body.
  const [section] = planSections(ctx, rng, 1, { min: 2, max: 3, skipSentences: ctx.src.keySentences.slice(0, first ? 1 : 0) });
  const heading = section?.heading ?? ctx.Topic;
  const body = section ? section.sentences.join(" ") : genericLines(ctx, rng, ["example", "practical"]).join(" ");
  return [`## ${heading}`, lead, body, chooseCta(ctx, rng)].filter(Boolean).join("\n\n");
}

function blogOutline(ctx: WriterContext, rng: Rng): string {
  const hasAngle = ctx.src.isBrief && ctx.core !== ctx.topic;
  const title = rotatePick(ctx, articleTitles(ctx.src.isBrief ? ctx.src.topic : ctx.topic, ctx.core, hasAngle), 0, "title");
  const sections = planSections(ctx, rng, 5, { min: 2, max: 3 });
  const bullet = (s: string) => `- ${stripTerminal(compress(s, 16))}`;
  const intro = bodyLines(ctx, rng, 1, { maxWords: 30, frameChance: 0 })[0] ?? genericLines(ctx, rng, ["explain"])[0];
  return [
    `# ${title}`,
    `Intro: ${intro}`,
    ...sections.map((s) => `## ${s.heading}\n${s.sentences.slice(0, 3).map(bullet).join("\n")}`),
    `## ${rotatePick(ctx, conclusionHeadings(), 0, "conclusion")}\n${bullet(rng.pick(closings(ctx.core, ctx.brand.name)))}\n${bullet(chooseCta(ctx, rng))}`,
  ].join("\n\n");
}

export function writeTarget(ctx: WriterContext, id: RepurposeTargetId): string[] {
  const rng = ctx.rng.fork(id);
  const shape = SOCIAL[id];
  if (shape) return social(ctx, id, shape, rng);
  return [id === "newsletter_section" ? newsletterSection(ctx, rng) : blogOutline(ctx, rng)];
}

export function repurpose(ctx: WriterContext): string {
  const targets = [...new Set((ctx.directive.targets ?? []).filter(isRepurposeTarget))];
  if (ctx.material.trim() === "") return JSON.stringify({ results: [] });
  return JSON.stringify({ results: targets.map((target) => ({ target, parts: writeTarget(ctx, target) })) }, null, 2);
}
