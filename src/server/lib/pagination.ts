import { z } from "zod";
import { LIMITS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { badRequest } from "./errors";

/** Keyset cursor over (created_at desc, id desc): opaque base64url of "created_at|id". */
export interface Cursor {
  createdAt: string;
  id: string;
}

export const listQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export function encodeCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(`${row.createdAt}|${row.id}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz ("2026-11-22 10:00:00.123456+00") or ISO 8601 with an offset.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;

/**
 * Whether PostgreSQL will read the text as a timestamptz: every field in range, the day real for its month.
 * Date.parse is not enough: it accepts "1", "+275760-..." and Feb 30, which PostgreSQL refuses (a 500 before).
 */
function isTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((v) => Number(v ?? 0));
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  if (offsetHours > 15 || offsetMinutes > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const raw = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const [createdAt, id, extra] = raw.split("|");
  if (extra !== undefined || !createdAt || !id || !isTimestamp(createdAt) || !UUID.test(id)) {
    throw badRequest(messages.api.invalidCursor, "invalid_cursor");
  }
  return { createdAt, id };
}

/** Takes limit+1 rows and answers the page with its next cursor. */
export function toPage<T extends { createdAt: string; id: string }, O>(rows: T[], limit: number, map: (row: T) => O) {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { data: page.map(map), next_cursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}
