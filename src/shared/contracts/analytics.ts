/**
 * /api/analytics (issue 28, point 3): the numbers platforms give for the workspace's published posts (collected on
 * a schedule that thins out over 30 days), by platform and by week, every post ranked, and the best times to post.
 */
import { z } from "zod";
import { messages } from "../messages";

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Best times are suggested only from this many posts with numbers: fewer would be a guess. */
export const BEST_TIME_MIN_POSTS = 10;
/** ... and only at an hour that has at least this many of them (one lucky post is not a pattern). */
export const BEST_TIME_MIN_POSTS_PER_HOUR = 2;

/** A time zone name the server's Intl knows (the browser's own, e.g. Europe/Berlin); UTC when absent. */
const timeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, messages.analytics.invalidTimeZone)
  .default("UTC");

export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n), messages.analytics.invalidRange)
    .default(30),
  tz: timeZone,
});
export const bestTimesQuery = z.object({ tz: timeZone });

/** One post's numbers at one moment. quotes and impressions are null where the platform does not give them. */
export const postNumbersSchema = z.object({
  likes: z.number().int(),
  reposts: z.number().int(),
  replies: z.number().int(),
  quotes: z.number().int().nullable(),
  impressions: z.number().int().nullable(),
  collected_at: z.string(),
});
export type PostNumbers = z.infer<typeof postNumbersSchema>;

const sums = {
  posts: z.number().int(),
  /** Posts of these with numbers collected (a webhook's never have any). */
  posts_with_numbers: z.number().int(),
  likes: z.number().int(),
  reposts: z.number().int(),
  replies: z.number().int(),
  /** Null when no post here has impressions from its platform. */
  impressions: z.number().int().nullable(),
  /** likes + reposts + replies + quotes. */
  engagement: z.number().int(),
};

export const analyticsPostSchema = z.object({
  id: z.string().uuid(),
  platform: z.string(),
  account_name: z.string(),
  content: z.string(),
  published_at: z.string(),
  post_url: z.string().nullable(),
  /** The newest snapshot; null until the first collection (or never, on a platform without numbers). */
  numbers: postNumbersSchema.nullable(),
  engagement: z.number().int(),
});
export type AnalyticsPost = z.infer<typeof analyticsPostSchema>;

export const heatmapCellSchema = z.object({
  /** 0 = Monday … 6 = Sunday, in the asked time zone. */
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  posts: z.number().int(),
  /** Mean engagement of the posts published in this hour. */
  average: z.number(),
});
export type HeatmapCell = z.infer<typeof heatmapCellSchema>;

export const bestTimesSchema = z.object({
  time_zone: z.string(),
  /** Posts with numbers the heatmap is built from. */
  posts: z.number().int(),
  /** The least number of posts with numbers before any time is suggested. */
  needed: z.number().int(),
  /** Only hours with posts in them. */
  cells: z.array(heatmapCellSchema),
  /** Up to three hours, best first; empty while there are too few posts to say. */
  best: z.array(heatmapCellSchema),
});
export type BestTimes = z.infer<typeof bestTimesSchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(sums),
  by_platform: z.array(z.object({ platform: z.string(), ...sums })),
  /** week is the Monday (yyyy-MM-dd, in the asked time zone) of each week with posts, oldest first. */
  by_week: z.array(z.object({ week: z.string(), ...sums })),
  /** Every post published in the period (up to 1,000), most engagement first. */
  posts: z.array(analyticsPostSchema),
  best_times: bestTimesSchema,
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const postMetricsHistorySchema = z.object({
  post_id: z.string().uuid(),
  /** False for a platform that gives no numbers (a webhook). */
  available: z.boolean(),
  snapshots: z.array(postNumbersSchema),
});
