/**
 * Repurpose targets (issue 13): what one piece of content can become, each with its form, its limit and the
 * content page its results land on. Social limits come from the platform table, so a repurposed post is
 * counted exactly as the publishing screens count it.
 */
import type { ContentType } from "./content-types";
import type { Platform } from "./contracts/accounts";
import { countForPlatform, countGraphemes, PLATFORM_LIMITS } from "./platform-limits";

export const REPURPOSE_TARGET_IDS = [
  "x_thread",
  "linkedin_post",
  "instagram_caption",
  "bluesky_post",
  "mastodon_post",
  "newsletter_section",
  "blog_outline",
] as const;
export type RepurposeTargetId = (typeof REPURPOSE_TARGET_IDS)[number];

export interface RepurposeTarget {
  id: RepurposeTargetId;
  label: string;
  /** The platform whose counting rules apply; null for targets measured in plain characters. */
  platform: Platform | null;
  /** The most each part may hold (each post of a thread), in `unit`. */
  maxChars: number;
  unit: "graphemes" | "characters";
  /** A thread has several parts (2 to maxParts); every other target has one. */
  maxParts: number;
  /** The content page the result lands on. */
  contentType: ContentType;
  /** How the model should shape it, for the prompt. */
  form: string;
}

const limit = (platform: Platform) => ({ platform, maxChars: PLATFORM_LIMITS[platform].maxChars, unit: PLATFORM_LIMITS[platform].unit });

export const REPURPOSE_TARGETS: Record<RepurposeTargetId, RepurposeTarget> = {
  x_thread: {
    id: "x_thread",
    label: "X thread",
    ...limit("twitter"),
    maxParts: 12,
    contentType: "social_media",
    form: "A thread of 3 to 8 posts for X. Each post stands alone, is at most 280 characters and starts with its number (1/5). The first post hooks, the last one calls to action.",
  },
  linkedin_post: {
    id: "linkedin_post",
    label: "LinkedIn post",
    ...limit("linkedin"),
    maxParts: 1,
    contentType: "social_media",
    form: "One LinkedIn post: a strong first line, short paragraphs, a professional tone, a question or call to action, at most 3 hashtags.",
  },
  instagram_caption: {
    id: "instagram_caption",
    label: "Instagram caption",
    ...limit("instagram"),
    maxParts: 1,
    contentType: "social_media",
    form: "One Instagram caption: a hook in the first line, a friendly tone, 'link in bio' instead of links, up to 8 hashtags at the end.",
  },
  bluesky_post: {
    id: "bluesky_post",
    label: "Bluesky post",
    ...limit("bluesky"),
    maxParts: 1,
    contentType: "social_media",
    form: "One Bluesky post of at most 300 characters: conversational, one idea, at most one link.",
  },
  mastodon_post: {
    id: "mastodon_post",
    label: "Mastodon post",
    ...limit("mastodon"),
    maxParts: 1,
    contentType: "social_media",
    form: "One Mastodon post of at most 500 characters: plain and friendly, CamelCase hashtags at the end.",
  },
  newsletter_section: {
    id: "newsletter_section",
    label: "Email newsletter section",
    platform: null,
    maxChars: 2500,
    unit: "characters",
    maxParts: 1,
    contentType: "newsletter",
    form: "One section of an email newsletter: a short heading, two or three short paragraphs, and a one-line call to action.",
  },
  blog_outline: {
    id: "blog_outline",
    label: "Blog outline",
    platform: null,
    maxChars: 4000,
    unit: "characters",
    maxParts: 1,
    contentType: "article",
    form: "A blog post outline in Markdown: a title (#), an intro line, 4 to 6 section headings (##) with 2 or 3 bullet points each, and a conclusion.",
  },
};

export function isRepurposeTarget(value: unknown): value is RepurposeTargetId {
  return typeof value === "string" && (REPURPOSE_TARGET_IDS as readonly string[]).includes(value);
}

/** The length of one part as its target counts it. */
export function countForTarget(id: RepurposeTargetId, text: string): number {
  const target = REPURPOSE_TARGETS[id];
  if (target.platform) return countForPlatform(target.platform, text);
  return target.unit === "graphemes" ? countGraphemes(text) : [...text].length;
}

export interface PartCheck {
  text: string;
  count: number;
  over: boolean;
}

export interface TargetCheck {
  parts: PartCheck[];
  max: number;
  /** Any part over its limit, or more parts than the target takes. */
  over: boolean;
}

/** Counts every part of a result and flags those over the target's limit. */
export function checkTarget(id: RepurposeTargetId, parts: string[]): TargetCheck {
  const target = REPURPOSE_TARGETS[id];
  const checked = parts.map((text) => {
    const count = countForTarget(id, text);
    return { text, count, over: count > target.maxChars };
  });
  return { parts: checked, max: target.maxChars, over: checked.some((p) => p.over) || parts.length > target.maxParts };
}

/** How a result reads as one text (a thread's posts separated by blank lines). */
export const joinParts = (parts: string[]): string => parts.join("\n\n");
