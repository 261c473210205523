import { z } from "zod";
import { postNumbersSchema } from "./analytics";
import { LIMITS } from "../constants";
import { MAX_THREAD_PARTS, PUBLISHABLE_PLATFORMS } from "../platform-limits";
import { instantSchema } from "./instant";

const url = z.string().trim().url().max(2000);
const secret = z.string().trim().min(1, "Required").max(2000);

/** Connecting an account: each platform's fields. Secrets are write-only (never answered). */
export const publishingAccountBody = z.discriminatedUnion("platform", [
  z.strictObject({
    platform: z.literal("bluesky"),
    service_url: url.default("https://bsky.social"),
    identifier: z.string().trim().min(1, "Required").max(300),
    app_password: secret,
  }),
  z.strictObject({ platform: z.literal("mastodon"), instance_url: url, access_token: secret }),
  z.strictObject({ platform: z.literal("webhook"), webhook_url: url, secret: z.string().trim().min(16, "At least 16 characters").max(2000) }),
]);
export type PublishingAccountBody = z.input<typeof publishingAccountBody>;

export const publishingAccountSchema = z.object({
  account_id: z.string().uuid(),
  platform: z.enum(PUBLISHABLE_PLATFORMS),
  /** Non-secret settings (service_url, identifier, instance_url, webhook_url). */
  settings: z.record(z.string(), z.string()),
  /** The last 4 characters of the secret, or "" for short ones. */
  secret_hint: z.string(),
  checked_at: z.string().nullable(),
  check_error: z.string().nullable(),
  /** OAuth platforms: when the access token runs out (renewed before then). */
  token_expires_at: z.string().nullable(),
  /** Set when the platform refused the access (revoked, renewal failed): shown beside "Reconnect". */
  reconnect_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type PublishingAccount = z.infer<typeof publishingAccountSchema>;

/** POST /api/publishing-accounts/{id}/oauth: where to send the browser to grant access. */
export const oauthStartSchema = z.object({ authorize_url: z.string() });
export type OAuthStart = z.infer<typeof oauthStartSchema>;

/** GET /api/publishing-accounts/{id}/targets: the places a connected account may post to (a member's Facebook Pages). */
export const publishingTargetsSchema = z.object({
  /** The one posts go to now. */
  current: z.string().nullable(),
  /** Every place; one entry (or none) when there is nothing to choose. */
  targets: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PublishingTargets = z.infer<typeof publishingTargetsSchema>;
export const chooseTargetBody = z.strictObject({ target_id: z.string().min(1).max(100) });

export const publishingAccountTestSchema = z.object({ ok: z.boolean(), message: z.string(), checked_at: z.string() });
export type PublishingAccountTest = z.infer<typeof publishingAccountTestSchema>;

/** Realtime: a per-user channel; each event reaches only the owner's sockets (the hub addresses it to them). */
export const POSTS_CHANNEL = "scheduled-posts";
export const POST_UPDATED_EVENT = "post-updated";
export interface PostUpdatedPayload {
  id: string;
  status: PostStatus;
}

export const POST_STATUSES = ["scheduled", "publishing", "published", "failed", "missed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const postImageSchema = z.object({
  /** `documents`: a PDF from the Documents library, posted as a document (a carousel on LinkedIn). */
  bucket: z.enum(["image-storage", "social_images", "documents"]),
  path: z.string().min(1).max(512),
  /** Alt text (issue 27): sent with the image to Bluesky and Mastodon. */
  alt: z.string().max(1000).optional(),
});
export type PostImage = z.infer<typeof postImageSchema>;

const content = z.string().trim().min(1, "Text content is required for text-based posts").max(LIMITS.contentChars);
const when = instantSchema;
/** A thread: two or more parts, each posted as a reply to the one before (content is then the parts joined). */
const parts = z.array(z.string().trim().min(1, "A part of the thread is empty").max(LIMITS.contentChars)).min(2, "A thread has at least two parts").max(MAX_THREAD_PARTS);
const firstComment = z.string().trim().min(1).max(LIMITS.contentChars);

export const schedulePostsBody = z
  .strictObject({
    account_ids: z.array(z.string().uuid()).min(1, "Choose at least one account").max(20),
    content,
    content_type: z.enum(["social_media", "email_broadcast", "newsletter", "article", "general"]).default("social_media"),
    images: z.array(postImageSchema).max(10).default([]),
    /**
     * A PDF from Documents (a carousel made by Branded graphics), posted as a document where the platform takes
     * one (LinkedIn): those accounts get the document instead of `images`, every other account gets `images`.
     */
    document: z.strictObject({ path: z.string().min(1).max(512) }).optional(),
    parts: parts.optional(),
    /** Posted as a comment on the post once it is live (LinkedIn). */
    first_comment: firstComment.optional(),
    /** ISO time with offset; omitted with publish_now. Stored in UTC. */
    scheduled_at: when.optional(),
    publish_now: z.boolean().default(false),
    /** The draft the post comes from: a writer's post needs it, and waits for its approval (issue 26). */
    draft_id: z.string().uuid().optional(),
  })
  .refine((b) => b.publish_now || b.scheduled_at, { message: "Pick a date and time, or choose Publish now", path: ["scheduled_at"] });
export type SchedulePostsBody = z.input<typeof schedulePostsBody>;

export const updatePostBody = z.strictObject({
  content: content.optional(),
  images: z.array(postImageSchema).max(10).optional(),
  /** null: no longer a thread. */
  parts: parts.nullable().optional(),
  first_comment: firstComment.nullable().optional(),
  scheduled_at: when.optional(),
});
export type UpdatePostBody = z.input<typeof updatePostBody>;

export const scheduledPostSchema = z.object({
  id: z.string().uuid(),
  account_id: z.string().uuid(),
  account_name: z.string(),
  platform: z.string(),
  batch_id: z.string().uuid(),
  content: z.string(),
  content_type: z.string(),
  images: z.array(postImageSchema.extend({ url: z.string() })),
  parts: z.array(z.string()).nullable(),
  first_comment: z.string().nullable(),
  /** How many parts (and the first comment) are live: a thread that failed half way continues from the next. */
  published_parts: z.number().int(),
  scheduled_at: z.string(),
  status: z.enum(POST_STATUSES),
  attempts: z.number().int(),
  published_at: z.string().nullable(),
  post_url: z.string().nullable(),
  error: z.string().nullable(),
  /** A published post's newest numbers from its platform (analytics); null before the first collection or where none are given. */
  metrics: postNumbersSchema.nullable(),
  draft_id: z.string().uuid().nullable(),
  /** A writer's post still waiting for its draft's approval ("Needs approval" on the calendar). */
  needs_approval: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScheduledPost = z.infer<typeof scheduledPostSchema>;

export const postsQuerySchema = z.object({
  from: when.optional(),
  to: when.optional(),
  account_id: z.string().uuid().optional(),
  status: z.enum(POST_STATUSES).optional(),
  /** Only posts still to be sent, soonest first (the dashboard's next posts). */
  upcoming: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
