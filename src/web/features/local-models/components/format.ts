import type { DownloadProgress } from "@/shared/contracts/local-models";
import { formatBytes } from "@/web/lib/files";
import { localModelCopy as copy } from "../copy";

/** 75 → "1 min 15 s", 8 → "8 s": how long a download has left, for people. */
export function formatDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 && minutes < 10 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "12 MB of 380 MB · 4.2 MB/s · about 1 min 28 s left" (speed and time only while bytes arrive). */
export function progressLine(d: DownloadProgress, moving: boolean): string {
  const parts = [copy.progress(formatBytes(d.received_bytes), d.total_bytes === null ? null : formatBytes(d.total_bytes))];
  if (moving && d.bytes_per_second) {
    parts.push(copy.speed(formatBytes(d.bytes_per_second)));
    if (d.total_bytes !== null && d.total_bytes > d.received_bytes)
      parts.push(copy.remaining(formatDuration((d.total_bytes - d.received_bytes) / d.bytes_per_second)));
  }
  return parts.join(" · ");
}
