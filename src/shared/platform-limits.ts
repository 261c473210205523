import type { Platform } from "./contracts/accounts";

/** Platforms the server publishes to; the others are copy-out only (preview, counter, copy). */
export const PUBLISHABLE_PLATFORMS = ["bluesky", "mastodon", "webhook", "linkedin", "twitter", "threads", "facebook", "instagram"] as const;
export type PublishablePlatform = (typeof PUBLISHABLE_PLATFORMS)[number];

export function isPublishable(platform: string): platform is PublishablePlatform {
  return (PUBLISHABLE_PLATFORMS as readonly string[]).includes(platform);
}

export interface PlatformLimit {
  /** The most the platform accepts, counted as `unit` says. */
  maxChars: number;
  unit: "graphemes" | "characters";
  maxImages: number;
  /** A cap on the text's UTF-8 bytes as well (Bluesky's record schema: 3,000 bytes beside 300 graphemes). */
  maxBytes?: number;
  /** Videos per post (none where the product does not send video to the platform). */
  maxVideos: number;
  /** PDF documents per post (LinkedIn's document posts: a carousel). */
  maxDocuments: number;
  /** Publishes a thread as a chain of replies (each part within maxChars). */
  threads: boolean;
  /** Posts a first comment under the post once it is live. */
  firstComment: boolean;
  /** Refuses a post without an image (Instagram). */
  needsMedia: boolean;
}

/** Parts a thread may have. */
export const MAX_THREAD_PARTS = 25;

/**
 * Each platform's own limits: Bluesky counts 300 graphemes and at most 3,000 bytes
 * (a post of emoji or combining marks passes the first and fails the second), Mastodon 500 characters (a link counts as 23),
 * X 280 characters, Threads 500 (a carousel of up to 20), Instagram 2,200 and never text alone (an image or a carousel of up to 10),
 * Facebook Pages 63,206. A webhook carries what the receiver accepts; 10,000 keeps a runaway post out.
 */
export const PLATFORM_LIMITS: Record<Platform, PlatformLimit> = {
  bluesky: { maxChars: 300, unit: "graphemes", maxImages: 4, maxBytes: 3000, maxVideos: 0, maxDocuments: 0, threads: true, firstComment: false, needsMedia: false },
  mastodon: { maxChars: 500, unit: "characters", maxImages: 4, maxVideos: 0, maxDocuments: 0, threads: true, firstComment: false, needsMedia: false },
  webhook: { maxChars: 10_000, unit: "characters", maxImages: 10, maxVideos: 0, maxDocuments: 0, threads: false, firstComment: false, needsMedia: false },
  twitter: { maxChars: 280, unit: "characters", maxImages: 4, maxVideos: 0, maxDocuments: 0, threads: true, firstComment: false, needsMedia: false },
  instagram: { maxChars: 2200, unit: "characters", maxImages: 10, maxVideos: 0, maxDocuments: 0, threads: false, firstComment: true, needsMedia: true },
  facebook: { maxChars: 63_206, unit: "characters", maxImages: 10, maxVideos: 0, maxDocuments: 0, threads: false, firstComment: true, needsMedia: false },
  threads: { maxChars: 500, unit: "characters", maxImages: 20, maxVideos: 0, maxDocuments: 0, threads: true, firstComment: false, needsMedia: false },
  linkedin: { maxChars: 3000, unit: "characters", maxImages: 9, maxVideos: 0, maxDocuments: 1, threads: false, firstComment: true, needsMedia: false },
  tiktok: { maxChars: 2200, unit: "characters", maxImages: 35, maxVideos: 0, maxDocuments: 0, threads: false, firstComment: false, needsMedia: true },
};

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
const utf8 = new TextEncoder();
const URL_PATTERN = /https?:\/\/[^\s]+/g;
const MASTODON_URL_LENGTH = 23;

export function countGraphemes(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The length of `text` as the platform counts it. */
export function countForPlatform(platform: Platform, text: string): number {
  if (PLATFORM_LIMITS[platform].unit === "graphemes") return countGraphemes(text);
  if (platform === "mastodon") {
    const links = text.match(URL_PATTERN) ?? [];
    const withoutLinks = text.replace(URL_PATTERN, "");
    return [...withoutLinks].length + links.length * MASTODON_URL_LENGTH;
  }
  return [...text].length;
}

export interface LimitCheck {
  count: number;
  max: number;
  /** Over the count or over the bytes: the platform would refuse it. */
  over: boolean;
  imagesOver: boolean;
  /** Set when the platform caps bytes too and the text passes that cap (the count itself fits or not). */
  bytesOver?: { bytes: number; maxBytes: number };
}

export function checkLimits(platform: Platform, text: string, imageCount: number): LimitCheck {
  const limit = PLATFORM_LIMITS[platform];
  const count = countForPlatform(platform, text);
  const check: LimitCheck = { count, max: limit.maxChars, over: count > limit.maxChars, imagesOver: imageCount > limit.maxImages };
  if (limit.maxBytes !== undefined) {
    const bytes = utf8.encode(text).byteLength;
    if (bytes > limit.maxBytes) return { ...check, over: true, bytesOver: { bytes, maxBytes: limit.maxBytes } };
  }
  return check;
}
