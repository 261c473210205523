import { z } from "zod";
import { LIMITS } from "@/shared/constants";
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

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const raw = Buffer.from(cursor, "base64url").toString("utf8");
  const [createdAt, id] = raw.split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest("Invalid cursor", "invalid_cursor");
  }
  return { createdAt, id };
}

/** Takes limit+1 rows and answers the page with its next cursor. */
export function toPage<T extends { createdAt: string; id: string }, O>(rows: T[], limit: number, map: (row: T) => O) {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { data: page.map(map), next_cursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}
