import { z } from "zod";
import { messages } from "../messages";

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
