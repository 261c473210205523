/** Browser helpers for files: saving an image to disk, showing a size. */
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };

/**
 * Fetches an image and saves it as a file named `${baseName}.${ext}` (png unless the bytes say otherwise).
 * Throws when the image cannot be fetched, so the caller can show 'Download Failed'.
 */
export async function downloadImage(url: string, baseName: string): Promise<void> {
  const res = await fetch(sameOriginStorageUrl(url), { credentials: "same-origin" });
  if (!res.ok) throw new Error(messages.images.downloadStatus(res.status));
  const blob = await res.blob();
  const ext = EXTENSIONS[blob.type.split(";")[0]] ?? "png";
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = `${baseName.replace(/[^\w.-]+/g, "-").slice(0, 80) || "image"}.${ext}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** 1536 → "1.5 KB": file sizes for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
