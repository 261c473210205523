import { useState } from "react";
import { format, isSameMonth, isToday } from "date-fns";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import { dayKey, groupByDay, type CalendarView } from "../lib/calendar";
import { DRAG_TYPE, PostChip } from "./post-chip";

const c = publishingCopy.calendar;
const MONTH_CHIPS = 3;
const WEEKDAYS = c.weekdays;

interface GridProps {
  view: CalendarView;
  anchor: Date;
  days: Date[];
  posts: ScheduledPost[];
  onOpen: (post: ScheduledPost, opener: HTMLElement) => void;
  onDrop: (postId: string, day: string) => void;
  onShowWeek: (day: Date) => void;
}

/**
 * Days as a grid of drop targets (7 columns from sm up). On a phone the days stack as a list; the month view then
 * lists only the days that have posts (and today), so it stays short.
 */
export function CalendarGrid({ view, anchor, days, posts, onOpen, onDrop, onShowWeek }: GridProps) {
  const byDay = groupByDay(posts);
  const [over, setOver] = useState<string | null>(null);
  return (
    <div>
      <div aria-hidden className="hidden grid-cols-7 gap-px pb-1 text-center text-xs font-medium text-muted-foreground sm:grid">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-7 sm:gap-1">
        {days.map((day) => {
          const key = dayKey(day);
          const list = byDay.get(key) ?? [];
          const outside = view === "month" && !isSameMonth(day, anchor);
          const shown = view === "month" ? list.slice(0, MONTH_CHIPS) : list;
          const quiet = view === "month" && list.length === 0 && !isToday(day);
          return (
            <li
              key={key}
              data-day={key}
              aria-label={c.dayLabel(format(day, "EEEE d MMMM"), list.length)}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setOver(key);
              }}
              onDragLeave={() => setOver((current) => (current === key ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const id = event.dataTransfer.getData(DRAG_TYPE);
                if (id) onDrop(id, key);
              }}
              className={cn(
                "flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-1.5",
                view === "month" ? "sm:min-h-28" : "sm:min-h-72",
                outside && "bg-muted/40",
                quiet && "max-sm:hidden",
                over === key && "ring-2 ring-primary",
              )}
            >
              <span className={cn("flex items-center gap-1 px-0.5 text-xs font-medium", outside ? "text-muted-foreground" : "text-foreground")}>
                <span className={cn("inline-flex size-6 items-center justify-center rounded-full tabular-nums", isToday(day) && "bg-primary text-primary-foreground")}>{format(day, "d")}</span>
                <span className="sm:hidden">{format(day, "EEEE")}</span>
              </span>
              {shown.map((post) => (
                <PostChip key={post.id} post={post} onOpen={onOpen} wrap={view === "week"} />
              ))}
              {list.length > shown.length && (
                <button type="button" className="rounded px-1 text-left text-xs text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" onClick={() => onShowWeek(day)}>
                  {c.more(list.length - shown.length)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
