import { z } from "zod";
import { LIMITS } from "../constants";
import { PUBLISHABLE_PLATFORMS } from "../platform-limits";
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
  updated_at: z.string(),
});
export type PublishingAccount = z.infer<typeof publishingAccountSchema>;

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
  bucket: z.enum(["image-storage", "social_images"]),
  path: z.string().min(1).max(512),
  /** Alt text (issue 27): sent with the image to Bluesky and Mastodon. */
  alt: z.string().max(1000).optional(),
});
export type PostImage = z.infer<typeof postImageSchema>;

const content = z.string().trim().min(1, "Text content is required for text-based posts").max(LIMITS.contentChars);
const when = instantSchema;

export const schedulePostsBody = z
  .strictObject({
    account_ids: z.array(z.string().uuid()).min(1, "Choose at least one account").max(20),
    content,
    content_type: z.enum(["social_media", "email_broadcast", "newsletter", "article", "general"]).default("social_media"),
    images: z.array(postImageSchema).max(10).default([]),
    /** ISO time with offset; omitted with publish_now. Stored in UTC. */
    scheduled_at: when.optional(),
    publish_now: z.boolean().default(false),
  })
  .refine((b) => b.publish_now || b.scheduled_at, { message: "Pick a date and time, or choose Publish now", path: ["scheduled_at"] });
export type SchedulePostsBody = z.input<typeof schedulePostsBody>;

export const updatePostBody = z.strictObject({
  content: content.optional(),
  images: z.array(postImageSchema).max(10).optional(),
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
  scheduled_at: z.string(),
  status: z.enum(POST_STATUSES),
  attempts: z.number().int(),
  published_at: z.string().nullable(),
  post_url: z.string().nullable(),
  error: z.string().nullable(),
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
