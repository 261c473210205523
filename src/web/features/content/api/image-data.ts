import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";
import { client } from "@/web/lib/api-client";
import type { RowFile } from "../lib/post-row";

const BUCKETS = { uploaded: "image-storage", generated: "social_images" } as const;

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(messages.images.invalidImage));
    reader.readAsDataURL(blob);
  });
}

/** GET /api/storage/{bucket}/{owner}/{file} as the owner (bearer token); a stored path is `owner/file`. */
async function ownBlob(bucket: (typeof BUCKETS)[keyof typeof BUCKETS], path: string): Promise<Blob> {
  const [owner = "", ...rest] = path.split("/");
  const { data, response } = await client.GET("/api/storage/{bucket}/{owner}/{file}", {
    params: { path: { bucket, owner, file: rest.join("/") } },
    parseAs: "blob",
  });
  if (!response.ok || !data) throw new Error(messages.images.errorLoadingImage);
  return data;
}

/**
 * analyze-image takes data URLs (spec §7). A stored image is read as its owner (bearer token), so it works even
 * after its signed URL has expired.
 */
async function storedImageBlob(file: Extract<RowFile, { kind: "stored" }>): Promise<Blob> {
  if (file.path) return ownBlob(BUCKETS[file.source], file.path);
  const res = await fetch(sameOriginStorageUrl(file.url));
  if (!res.ok) throw new Error(messages.images.errorLoadingImage);
  return res.blob();
}

export async function toDataUrl(file: RowFile): Promise<string> {
  return blobToDataUrl(file.kind === "local" ? file.file : await storedImageBlob(file));
}
