import { CONTENT_TYPES, type ContentType } from "@/shared/content-types";
import type { HistoryStats } from "@/shared/contracts/history";

export interface TypeCount {
  type: string;
  count: number;
  /** Items of this type created within the recent window. */
  recent: number;
}

/**
 * The History page's stat cards: Total Items, Content Types (how many distinct types are used) and
 * Recent Items (every item of the last 7 days: the spec's "at most 5" made the card read 5 after a day of 20
 * posts, so it is not capped; decision record 012).
 */
export function toHistoryStats(rows: readonly TypeCount[]): HistoryStats {
  const byType = Object.fromEntries(CONTENT_TYPES.map((t) => [t, 0])) as Record<ContentType, number>;
  let total = 0;
  let recent = 0;
  for (const row of rows) {
    total += row.count;
    recent += row.recent;
    if (row.type in byType) byType[row.type as ContentType] += row.count;
  }
  const contentTypes = rows.filter((r) => r.count > 0).length;
  return { total, by_type: byType, content_types: contentTypes, recent };
}
