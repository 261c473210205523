import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Account } from "@/shared/contracts/accounts";
import { POST_STATUSES, type PostStatus } from "@/shared/contracts/publishing";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import { visibleDays, type CalendarView } from "../lib/calendar";

const c = publishingCopy.calendar;

export interface CalendarFilter {
  accountId: string;
  status: PostStatus | "";
}

function periodLabel(view: CalendarView, anchor: Date) {
  if (view === "month") return format(anchor, "MMMM yyyy");
  const days = visibleDays("week", anchor);
  return `${format(days[0], "d MMM")} – ${format(days[6], "d MMM yyyy")}`;
}

/** Previous / Today / Next, Month or Week, and the account and status filters. */
export function CalendarToolbar({
  view,
  anchor,
  filter,
  accounts,
  onView,
  onStep,
  onToday,
  onFilter,
}: {
  view: CalendarView;
  anchor: Date;
  filter: CalendarFilter;
  accounts: Account[];
  onView: (view: CalendarView) => void;
  onStep: (by: 1 | -1) => void;
  onToday: () => void;
  onFilter: (filter: CalendarFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label={c.previous} onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" onClick={onToday}>
          {c.today}
        </Button>
        <Button variant="outline" size="icon" aria-label={c.next} onClick={() => onStep(1)}>
          <ChevronRight aria-hidden />
        </Button>
        <h2 aria-live="polite" className="ml-1 text-lg font-semibold">
          {periodLabel(view, anchor)}
        </h2>
      </div>
      <div className="grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap">
        <div role="group" aria-label={c.view} className="col-span-2 inline-flex justify-self-start rounded-md border p-0.5">
          {(["month", "week"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn("rounded px-3 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", view === v ? "bg-primary text-primary-foreground" : "hover:bg-accent")}
            >
              {c[v]}
            </button>
          ))}
        </div>
        <NativeSelect aria-label={c.account} wrapperClassName="min-w-0 sm:w-44" value={filter.accountId} onChange={(event) => onFilter({ ...filter, accountId: event.target.value })}>
          <option value="">{c.allAccounts}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label={c.status} wrapperClassName="min-w-0 sm:w-44" value={filter.status} onChange={(event) => onFilter({ ...filter, status: event.target.value as PostStatus | "" })}>
          <option value="">{c.allStatuses}</option>
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {publishingCopy.status[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
