import { z } from "zod";
import { LIMITS } from "../constants";

/** A saved generated image (spec §3 user_images). `image_url` is the storage path; `url` a fresh signed URL. */
export const userImageSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  image_url: z.string(),
  prompt: z.string().nullable(),
  model: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  url: z.string(),
});
export type UserImage = z.infer<typeof userImageSchema>;

const dimension = z.number().int().min(1).max(10_000).nullish();
export const IMAGE_TAG_MAX = 20;

/** Saves a generated image: `path` is its key in the social_images bucket (as generate-image answers it). */
export const createUserImageBody = z.object({
  path: z.string().trim().min(1).max(600),
  prompt: z.string().max(LIMITS.promptTextChars).nullish(),
  model: z.string().max(LIMITS.nameChars).nullish(),
  width: dimension,
  height: dimension,
  tags: z.array(z.string().trim().min(1).max(50)).max(IMAGE_TAG_MAX).default([]),
});
export type CreateUserImageBody = z.input<typeof createUserImageBody>;

export const imageListFilters = z.object({
  q: z.string().trim().max(LIMITS.searchChars).optional(),
  tag: z.string().trim().max(50).optional(),
});

/** DELETE answer for stored files: the row is gone; `storage_error` says the file could not be removed. */
export const deleteResultSchema = z.object({ deleted: z.literal(true), storage_error: z.string().optional() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/**
 * Signed URLs are absolute (PUBLIC_URL). The web app loads them from its own origin instead, so they work behind
 * the dev proxy and under Cross-Origin-Resource-Policy: same-origin. Other URLs pass through unchanged.
 */
export function sameOriginStorageUrl(url: string): string {
  const at = url.indexOf("/api/storage/");
  return at > 0 && /^https?:\/\/[^/]+\/api\/storage\//.test(url) ? url.slice(at) : url;
}
