import { generateImageResult } from "@/shared/contracts/functions";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";

/** One generated image as the playground shows it; `path` (its storage key) is what saving needs. */
export interface GeneratedImageView {
  url: string;
  path: string | null;
}

/** A failure already worded as one of the spec's image generation messages. */
export class ImageGenerationError extends Error {
  override name = "ImageGenerationError";
}

/**
 * Reads generate-image's answer: {images: [{supabaseUrl, replicateUrl, path}], predictionId}, or the older
 * {imageUrls}, or {error}. Anything else is the spec's 'Invalid response format' error.
 */
export function parseGenerationResponse(raw: unknown): GeneratedImageView[] {
  if (raw == null || raw === "") throw new ImageGenerationError(messages.images.noData);
  if (typeof raw !== "object") throw new ImageGenerationError(messages.images.invalidFormat);
  const body = raw as Record<string, unknown>;
  if (body.error) throw new ImageGenerationError(messages.images.apiError(typeof body.error === "string" ? body.error : JSON.stringify(body.error)));
  const parsed = generateImageResult.safeParse(raw);
  if (parsed.success && parsed.data.images.length) {
    return parsed.data.images.map((img) => ({ url: img.supabaseUrl || img.replicateUrl, path: img.path || null }));
  }
  if (Array.isArray(body.imageUrls) && body.imageUrls.length && body.imageUrls.every((u) => typeof u === "string")) {
    return (body.imageUrls as string[]).map((url) => ({ url, path: null }));
  }
  if (parsed.success || (Array.isArray(body.images) && body.images.length === 0)) throw new ImageGenerationError(messages.images.noData);
  throw new ImageGenerationError(messages.images.invalidFormat);
}

/** The message to show for a failed generation (spec §8). */
export function generationErrorMessage(err: unknown): string {
  if (err instanceof ImageGenerationError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  if (/cors|failed to fetch/i.test(message)) return messages.images.corsError;
  if (err instanceof ApiError) return messages.images.functionError(err.message);
  return messages.images.functionError(message || messages.common.somethingWentWrong);
}
