import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** Weeks start on Monday, as on most marketing calendars. */
const WEEK = { weekStartsOn: 1 } as const;
export type CalendarView = "month" | "week";

/** A day as the calendar names it: the user's local date, yyyy-MM-dd. */
export const dayKey = (date: Date) => format(date, "yyyy-MM-dd");
export const parseDayKey = (key: string) => parse(key, "yyyy-MM-dd", new Date());

/** The days the view shows: whole weeks covering the month, or the one week. */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  const start = view === "month" ? startOfWeek(startOfMonth(anchor), WEEK) : startOfWeek(anchor, WEEK);
  const end = view === "month" ? endOfWeek(endOfMonth(anchor), WEEK) : endOfWeek(anchor, WEEK);
  return eachDayOfInterval({ start, end });
}

/** The time range to load for the view: from its first day's midnight to the midnight after its last day. */
export function visibleRange(view: CalendarView, anchor: Date): { from: string; to: string } {
  const days = visibleDays(view, anchor);
  return { from: days[0].toISOString(), to: addDays(days[days.length - 1], 1).toISOString() };
}

export function step(view: CalendarView, anchor: Date, by: 1 | -1): Date {
  return view === "month" ? addMonths(anchor, by) : addWeeks(anchor, by);
}

/** The same local time of day on another day (a drop on the calendar or "Move to..."). */
export function moveToDay(scheduledAt: string, key: string): string {
  const from = new Date(scheduledAt);
  const day = parseDayKey(key);
  day.setHours(from.getHours(), from.getMinutes(), 0, 0);
  return day.toISOString();
}

/** A time as a datetime-local input shows it, in the user's time zone. */
export const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/** A datetime-local value (the user's time zone) as an ISO time with offset, or null when incomplete. */
export function fromLocalInput(value: string): string | null {
  const date = parse(value, "yyyy-MM-dd'T'HH:mm", new Date());
  return isValid(date) ? date.toISOString() : null;
}

export function groupByDay<T extends { scheduled_at: string }>(posts: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const post of posts) {
    const key = dayKey(new Date(post.scheduled_at));
    days.set(key, [...(days.get(key) ?? []), post]);
  }
  return days;
}

/** The user's time zone as the browser reports it (shown next to every time picker). */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The next time after `now` that falls on `weekday` (0 = Monday) at `hour`:00 in the browser's time zone. */
export function nextSlot(weekday: number, hour: number, now: Date = new Date()): Date {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  const jsDay = (weekday + 1) % 7;
  at.setDate(at.getDate() + ((jsDay - at.getDay() + 7) % 7));
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 7);
  return at;
}
