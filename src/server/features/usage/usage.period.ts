/** The days a usage report covers: `days` days in UTC ending today, as yyyy-MM-dd. */
const DAY_MS = 86_400_000;

const ymd = (date: Date) => date.toISOString().slice(0, 10);

export function periodOf(now: Date, days: number): { fromDay: string; toDay: string } {
  return { fromDay: ymd(new Date(now.getTime() - (days - 1) * DAY_MS)), toDay: ymd(now) };
}
