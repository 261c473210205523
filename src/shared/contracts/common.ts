import { z } from "zod";
import { messages } from "../messages";

export const uuidSchema = z.string().uuid();
export const idParamSchema = z.object({ id: z.string().uuid({ message: "Invalid id" }) });

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional(), request_id: z.string().optional() }),
});

export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.string().nullable() });
}

/** Trimmed text that must not be blank. */
export const requiredText = (max: number, message = "Required") =>
  z.string({ error: (issue) => (issue.input === undefined ? message : "Expected text") }).trim().min(1, message).max(max);
/** Optional text; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v));

const EARLIEST = Date.UTC(1970, 0, 1);
const AFTER_LATEST = Date.UTC(10000, 0, 1);
const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** Whether an ISO 8601 time (already well-formed) falls in 1970–9999 in UTC with a real-world offset (±14:00). */
function isSensibleInstant(text: string): boolean {
  const offset = OFFSET.exec(text);
  if (offset?.[1] && Number(offset[2]) * 60 + Number(offset[3]) > 14 * 60) return false;
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= EARLIEST && time < AFTER_LATEST;
}

/**
 * Every date and time the API takes (query or body): ISO 8601 with an offset, a real calendar day, and an
 * instant PostgreSQL and JavaScript both hold that means something here. Year 0 or 9999-12-31T23:59:59-14:00
 * (year 10000 in UTC) reached the database and answered 500; they answer 400 now.
 */
export const instantSchema = z.string().datetime({ offset: true }).refine(isSensibleInstant, messages.api.dateOutOfRange);
