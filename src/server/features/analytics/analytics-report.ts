/**
 * The analytics page's figures from the workspace's published posts and each one's newest snapshot: pure functions
 * (no database), so the sums, the weeks and the best times are tested on their own.
 */
import {
  BEST_TIME_MIN_POSTS,
  BEST_TIME_MIN_POSTS_PER_HOUR,
  type AnalyticsPost,
  type AnalyticsReport,
  type BestTimes,
  type HeatmapCell,
  type PostNumbers,
} from "@/shared/contracts/analytics";

export interface PublishedPost {
  id: string;
  platform: string;
  accountName: string;
  content: string;
  publishedAt: string;
  postUrl: string | null;
  numbers: PostNumbers | null;
}

type Sums = AnalyticsReport["totals"];

/** likes + reposts + replies + quotes: what a reader did with the post (impressions are only seen). */
export function engagementOf(n: PostNumbers | null): number {
  return n ? n.likes + n.reposts + n.replies + (n.quotes ?? 0) : 0;
}

function sum(posts: PublishedPost[]): Sums {
  const out: Sums = { posts: posts.length, posts_with_numbers: 0, likes: 0, reposts: 0, replies: 0, impressions: null, engagement: 0 };
  for (const p of posts) {
    if (!p.numbers) continue;
    out.posts_with_numbers++;
    out.likes += p.numbers.likes;
    out.reposts += p.numbers.reposts;
    out.replies += p.numbers.replies;
    if (p.numbers.impressions !== null) out.impressions = (out.impressions ?? 0) + p.numbers.impressions;
    out.engagement += engagementOf(p.numbers);
  }
  return out;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The weekday (0 = Monday), hour and calendar date of a moment in a time zone. */
export function localParts(iso: string, timeZone: string): { weekday: number; hour: number; date: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: WEEKDAYS.indexOf(get("weekday")), hour: Number(get("hour")) % 24, date: `${get("year")}-${get("month")}-${get("day")}` };
}

/** The Monday (yyyy-MM-dd) of the week a local date is in. */
export function weekOf(date: string, weekday: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - weekday);
  return d.toISOString().slice(0, 10);
}

/**
 * Mean engagement per post by the weekday and hour it was published (in `timeZone`), from posts with numbers only.
 * Best times are the strongest hours with at least BEST_TIME_MIN_POSTS_PER_HOUR posts, and none at all until the
 * workspace has BEST_TIME_MIN_POSTS posts with numbers: fewer would present chance as advice.
 */
export function bestTimes(posts: PublishedPost[], timeZone: string): BestTimes {
  const counted = posts.filter((p) => p.numbers);
  const cells = new Map<string, HeatmapCell & { total: number }>();
  for (const p of counted) {
    const { weekday, hour } = localParts(p.publishedAt, timeZone);
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, posts: 0, average: 0, total: 0 };
    cell.posts++;
    cell.total += engagementOf(p.numbers);
    cells.set(key, cell);
  }
  const list: HeatmapCell[] = [...cells.values()]
    .map(({ total, ...c }) => ({ ...c, average: Math.round((total / c.posts) * 100) / 100 }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const best =
    counted.length < BEST_TIME_MIN_POSTS
      ? []
      : list
          .filter((c) => c.posts >= BEST_TIME_MIN_POSTS_PER_HOUR && c.average > 0)
          .sort((a, b) => b.average - a.average || b.posts - a.posts)
          .slice(0, 3);
  return { time_zone: timeZone, posts: counted.length, needed: BEST_TIME_MIN_POSTS, cells: list, best };
}

export function toAnalyticsPost(p: PublishedPost): AnalyticsPost {
  return {
    id: p.id,
    platform: p.platform,
    account_name: p.accountName,
    content: p.content,
    published_at: p.publishedAt,
    post_url: p.postUrl,
    numbers: p.numbers,
    engagement: engagementOf(p.numbers),
  };
}

/** Totals, per platform (most engagement first), per week (oldest first), every post ranked, and the heatmap. */
export function buildReport(posts: PublishedPost[], range: { from: string; to: string; timeZone: string }): AnalyticsReport {
  const byPlatform = new Map<string, PublishedPost[]>();
  const byWeek = new Map<string, PublishedPost[]>();
  for (const p of posts) {
    byPlatform.set(p.platform, [...(byPlatform.get(p.platform) ?? []), p]);
    const local = localParts(p.publishedAt, range.timeZone);
    const week = weekOf(local.date, local.weekday);
    byWeek.set(week, [...(byWeek.get(week) ?? []), p]);
  }
  return {
    from: range.from,
    to: range.to,
    totals: sum(posts),
    by_platform: [...byPlatform].map(([platform, list]) => ({ platform, ...sum(list) })).sort((a, b) => b.engagement - a.engagement || a.platform.localeCompare(b.platform)),
    by_week: [...byWeek].sort(([a], [b]) => a.localeCompare(b)).map(([week, list]) => ({ week, ...sum(list) })),
    posts: posts.map(toAnalyticsPost).sort((a, b) => b.engagement - a.engagement || b.published_at.localeCompare(a.published_at)),
    best_times: bestTimes(posts, range.timeZone),
  };
}
