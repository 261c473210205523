import { z } from "zod";
import { messages } from "../messages";
import { PLATFORMS } from "./accounts";
import { requiredText } from "./common";

/**
 * Review links (issue 26 point 6): a client without an account reads some drafts of a workspace, each shown as a
 * post on its platform, and comments under a name. The public side (`/api/review/{token}`) answers only the
 * link's drafts with minimal fields: no user ids, no other draft, nothing else of the workspace.
 */
export const REVIEW = {
  defaultExpiryDays: 14,
  maxExpiryDays: 90,
  maxDrafts: 50,
  maxLabelChars: 120,
  maxNameChars: 80,
  maxCommentChars: 2000,
  /** The most comments answered per draft on the public page (newest kept). */
  maxCommentsShown: 200,
  /** Public reads per link and per address a minute. */
  readsPerMinute: 60,
  /** Comments per link and per address a minute (a burst, refilled over the minute). */
  commentsPerMinute: 10,
  /** Signed image addresses on the public page live this long (seconds). */
  imageUrlTtlSeconds: 3600,
  /** The web path of a link: the token follows. */
  path: "/review/",
} as const;

export const REVIEW_LINK_STATES = ["active", "expired", "revoked"] as const;
export type ReviewLinkState = (typeof REVIEW_LINK_STATES)[number];

export const reviewPlatformSchema = z.enum(PLATFORMS);

export const createReviewLinkBody = z.strictObject({
  draft_ids: z.array(z.string().uuid()).min(1, messages.review.chooseDrafts).max(REVIEW.maxDrafts),
  label: z.string().trim().max(REVIEW.maxLabelChars).default(""),
  platform: reviewPlatformSchema.default("linkedin"),
  expires_in_days: z.number().int().min(1).max(REVIEW.maxExpiryDays).default(REVIEW.defaultExpiryDays),
});

export const reviewLinkSchema = z.object({
  id: z.string().uuid(),
  label: z.string(),
  platform: reviewPlatformSchema,
  draft_count: z.number().int(),
  state: z.enum(REVIEW_LINK_STATES),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  comment_count: z.number().int(),
  created_at: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** The new link with its token: answered this once (only its hash is kept). `path` is the web page to send. */
export const createdReviewLinkSchema = reviewLinkSchema.extend({ token: z.string(), path: z.string() });

/** A client's comment as the workspace's members read it. */
export const memberReviewCommentSchema = z.object({
  id: z.string().uuid(),
  draft_id: z.string().uuid(),
  reviewer_name: z.string(),
  body: z.string(),
  link_label: z.string(),
  created_at: z.string(),
});
export type MemberReviewComment = z.infer<typeof memberReviewCommentSchema>;

export const reviewCommentsQuery = z.object({ draft_ids: z.string().max(REVIEW.maxDrafts * 37).optional() });

/** What the public page gets: each draft as its post (text, images, when last changed) and the clients' comments. */
export const publicReviewDraftSchema = z.object({
  id: z.string().uuid(),
  text: z.string(),
  images: z.array(z.string()),
  updated_at: z.string(),
  comments: z.array(z.object({ name: z.string(), body: z.string(), created_at: z.string() })),
});
export const publicReviewSchema = z.object({
  label: z.string(),
  platform: reviewPlatformSchema,
  expires_at: z.string(),
  drafts: z.array(publicReviewDraftSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export type PublicReviewDraft = z.infer<typeof publicReviewDraftSchema>;

export const reviewTokenParams = z.object({ token: z.string().min(1).max(100) });

export const publicReviewCommentBody = z.strictObject({
  draft_id: z.string().uuid(),
  name: requiredText(REVIEW.maxNameChars, messages.review.nameRequired),
  body: requiredText(REVIEW.maxCommentChars, messages.review.commentRequired),
});
