import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";
import { api } from "@/web/lib/api-client";
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

/**
 * analyze-image takes data URLs (spec §7). A stored image is read as its owner (bearer token), so it works even
 * after its signed URL has expired.
 */
async function storedImageBlob(file: Extract<RowFile, { kind: "stored" }>): Promise<Blob> {
  const res = file.path
    ? await api.fetch(`/storage/${BUCKETS[file.source]}/${file.path.split("/").map(encodeURIComponent).join("/")}`)
    : await fetch(sameOriginStorageUrl(file.url));
  if (!res.ok) throw new Error(messages.images.errorLoadingImage);
  return res.blob();
}

export async function toDataUrl(file: RowFile): Promise<string> {
  return blobToDataUrl(file.kind === "local" ? file.file : await storedImageBlob(file));
}
