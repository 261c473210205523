import sharp from "sharp";
import { HttpError } from "@/server/lib/errors";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { FairSlots } from "./fair-slots";

/**
 * Every decode and re-encode with sharp goes through this one queue: at most `concurrency` images at once, each on
 * one libvips thread, so images take at most that many cores (eight 40-megapixel JPEGs held both cores for 27 s
 * when each upload ran at once on every core). sharp works on libuv's threads, so the event loop stays free;
 * waiting is shared fairly between users. Past `maxQueued` waiting, 503 with Retry-After.
 */
sharp.concurrency(1);

let limits: { concurrency: number; maxQueued: number } = IMAGES.processing;
const slots = new FairSlots();
let peak = 0;

/** The server's limits (config.images): read at each call, so a change to the object applies to the next image. */
export function useImageLimits(configured: { concurrency: number; maxQueued: number }): void {
  limits = configured;
}

/** Images being processed now, the most at once since the last reset, and how many wait. */
export function imageWorkStats(): { running: number; waiting: number; peak: number } {
  const { running, waiting } = slots.stats();
  return { running, waiting, peak };
}

export function resetImageWorkPeak(): void {
  peak = slots.stats().running;
}

/** Runs `work` (sharp calls) when the queue lets it; `owner` is the user it is done for. */
export async function runImageWork<T>(owner: string, work: () => Promise<T>): Promise<T> {
  const { concurrency, maxQueued } = limits;
  const slot = slots.acquire(owner, { concurrency, perUser: concurrency, maxQueued, maxQueuedPerUser: maxQueued });
  if (!slot) throw new HttpError(503, "images_busy", messages.images.busy, undefined, { "Retry-After": "5" });
  const release = await slot;
  peak = Math.max(peak, slots.stats().running);
  try {
    return await work();
  } finally {
    release();
  }
}
