import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { payloadTooLarge, unprocessable, unsupportedMediaType } from "@/server/lib/errors";
import { runImageWork } from "@/server/lib/image-work";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";

type AllowedMime = (typeof IMAGES.allowedMimeTypes)[number];

export interface ProcessedImage {
  data: Buffer;
  mimeType: AllowedMime;
  ext: "png" | "jpg" | "webp" | "gif";
  width: number;
  height: number;
  /** Server-made images (branded graphics) come with their alt text and what they were made from. */
  alt?: string;
  prompt?: string;
}

const EXT: Record<AllowedMime, ProcessedImage["ext"]> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };

const isAllowed = (mime: string): mime is AllowedMime => (IMAGES.allowedMimeTypes as readonly string[]).includes(mime);

const tooManyPixels = () => unprocessable(messages.images.tooManyPixels, "too_many_pixels");
const invalidImage = () => unprocessable(messages.images.invalidImage, "invalid_image");

/** Size and type checks that need no decoding: 413 over the cap, 415 unless the bytes are PNG, JPEG, WebP or GIF. */
export async function sniffImage(bytes: Uint8Array): Promise<AllowedMime> {
  if (bytes.byteLength > IMAGES.maxUploadBytes) throw payloadTooLarge(messages.images.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAllowed(type.mime)) throw unsupportedMediaType(messages.images.unsupportedType);
  return type.mime;
}

/**
 * Validates and re-encodes an uploaded image. The declared size is checked from the header before any pixel is
 * decoded (a small file declaring a huge canvas is refused), sharp enforces the same limit while decoding, and
 * re-encoding drops all metadata (EXIF, GPS, ICC comments) after turning the pixels upright. The decoding waits its
 * turn in the image queue (image-work.ts) for `userId`.
 */
export async function processImage(userId: string, bytes: Uint8Array): Promise<ProcessedImage> {
  const mimeType = await sniffImage(bytes);
  return runImageWork(userId, () => reencode(bytes, mimeType));
}

async function reencode(bytes: Uint8Array, mimeType: AllowedMime): Promise<ProcessedImage> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw invalidImage();
  });
  if (!meta.width || !meta.height) throw invalidImage();
  const pages = meta.pages ?? 1;
  if (meta.width * meta.height * pages > IMAGES.maxUploadPixels) throw tooManyPixels();

  const animated = pages > 1;
  let pipeline = sharp(bytes, { limitInputPixels: IMAGES.maxUploadPixels, animated });
  if (!animated) pipeline = pipeline.rotate();
  if (mimeType === "image/png") pipeline = pipeline.png();
  else if (mimeType === "image/jpeg") pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
  else if (mimeType === "image/webp") pipeline = pipeline.webp({ quality: 90 });
  else pipeline = pipeline.gif();

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, mimeType, ext: EXT[mimeType], width: info.width, height: info.pageHeight ?? info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    throw invalidImage();
  }
}
