/**
 * When a published post's numbers are collected (issue 28, point 3): often while they still move, then thinning
 * out over 30 days. The first look comes after ANALYTICS_FIRST_DELAY_SECONDS (an hour; tests make it a second).
 */
const HOUR = 3600;
const DAY = 24 * HOUR;
/** Seconds after publishing of each collection; step 0's is the configured first delay. */
export const METRICS_SCHEDULE_SECONDS = [HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY] as const;

/** When step `step` is due for a post published at `publishedAt` (null past the last step). */
export function collectionDue(publishedAt: Date, step: number, firstDelaySeconds: number): Date | null {
  if (step < 0 || step >= METRICS_SCHEDULE_SECONDS.length) return null;
  const seconds = step === 0 ? firstDelaySeconds : Math.max(METRICS_SCHEDULE_SECONDS[step], firstDelaySeconds);
  return new Date(publishedAt.getTime() + seconds * 1000);
}

/**
 * The collection after `step`: the next step, or, when several are already due (the server was down), the latest
 * due one, so a late post gets one look instead of a burst of them. Null when the 30 days are done.
 */
export function nextCollection(publishedAt: Date, step: number, now: Date, firstDelaySeconds: number): { step: number; at: Date } | null {
  let next = step + 1;
  let at = collectionDue(publishedAt, next, firstDelaySeconds);
  if (!at) return null;
  for (;;) {
    const later = collectionDue(publishedAt, next + 1, firstDelaySeconds);
    if (!later || later.getTime() > now.getTime()) return { step: next, at };
    next++;
    at = later;
  }
}
