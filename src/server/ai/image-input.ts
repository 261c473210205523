/**
 * Images sent for analysis as data URLs: decoded, capped at 10 MB, sniffed by their bytes (never the declared
 * type) and re-encoded so no metadata (EXIF, GPS) reaches a provider or the store.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { badRequest, payloadTooLarge, unprocessable, unsupportedMediaType } from "@/server/lib/errors";
import { runImageWork } from "@/server/lib/image-work";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { invalidResponse } from "./upstream-errors";

type ImageMime = (typeof IMAGES.allowedMimeTypes)[number];

export interface DecodedImage {
  data: Uint8Array;
  mediaType: ImageMime;
  ext: "png" | "jpg" | "webp" | "gif";
}

const EXT: Record<ImageMime, DecodedImage["ext"]> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };
const DATA_URL_RE = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.+-]+)*;base64,/i;

const isAllowed = (mime: string): mime is ImageMime => (IMAGES.allowedMimeTypes as readonly string[]).includes(mime);

/** Decodes, checks and re-encodes one image sent by `userId` (the sharp work waits its turn in the image queue). */
export async function decodeImageDataUrl(userId: string, url: string): Promise<DecodedImage> {
  const header = DATA_URL_RE.exec(url);
  if (!header) throw badRequest(messages.images.invalidImage, "invalid_image");
  const base64 = url.slice(header[0].length);
  if (Math.floor((base64.length * 3) / 4) > IMAGES.maxUploadBytes + 2) throw payloadTooLarge(messages.images.tooLarge);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.byteLength > IMAGES.maxUploadBytes) throw payloadTooLarge(messages.images.tooLarge);
  if (bytes.byteLength === 0) throw badRequest(messages.images.invalidImage, "invalid_image");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAllowed(type.mime)) throw unsupportedMediaType(messages.images.unsupportedType);
  const mediaType = type.mime;
  return runImageWork(userId, () => reencode(bytes, mediaType));
}

async function reencode(bytes: Buffer, mediaType: ImageMime): Promise<DecodedImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(messages.images.invalidImage, "invalid_image");
  }
  if (!meta.width || !meta.height) throw unprocessable(messages.images.invalidImage, "invalid_image");
  if (meta.width * meta.height * (meta.pages ?? 1) > IMAGES.maxUploadPixels) throw unprocessable(messages.images.tooManyPixels, "too_many_pixels");

  // Every image is re-encoded, as uploads are, so no metadata survives: EXIF and GPS, and a GIF's comment and
  // application (XMP) blocks, which a stored GIF used to keep. Animated images keep their frames; still ones are
  // turned upright first.
  const animated = (meta.pages ?? 1) > 1;
  let pipeline = sharp(bytes, { limitInputPixels: IMAGES.maxUploadPixels, animated });
  if (!animated) pipeline = pipeline.rotate();
  if (mediaType === "image/png") pipeline = pipeline.png();
  else if (mediaType === "image/webp") pipeline = pipeline.webp({ quality: 90 });
  else if (mediaType === "image/gif") pipeline = pipeline.gif();
  else pipeline = pipeline.jpeg({ quality: 90 });
  try {
    return { data: new Uint8Array(await pipeline.toBuffer()), mediaType, ext: EXT[mediaType] };
  } catch {
    throw unprocessable(messages.images.invalidImage, "invalid_image");
  }
}

/** Provider output to PNG (the social_images bucket holds PNGs, spec §7), in the image queue for `userId`. */
export async function toPng(userId: string, bytes: Uint8Array, mediaType: string): Promise<Uint8Array> {
  if (mediaType === "image/png") return bytes;
  return runImageWork(userId, async () => {
    try {
      return new Uint8Array(await sharp(bytes, { limitInputPixels: IMAGES.maxUploadPixels }).png().toBuffer());
    } catch {
      throw invalidResponse();
    }
  });
}
