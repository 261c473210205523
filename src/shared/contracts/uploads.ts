import { z } from "zod";

/** An uploaded image (spec §3 post_images). `image_url` is the signed URL made at upload; `url` a fresh one. */
export const uploadedImageSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  image_path: z.string(),
  image_url: z.string(),
  prompt: z.string().nullable(),
  model: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadResponseSchema = z.object({ data: z.array(uploadedImageSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
