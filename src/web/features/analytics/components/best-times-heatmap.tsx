import type { BestTimes } from "@/shared/contracts/analytics";
import { cn } from "@/web/lib/cn";
import { analyticsCopy } from "../copy";

const c = analyticsCopy.best;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Weekday × hour: each square's strength is the mean engagement of the posts published then; honest about too few posts. */
export function BestTimesHeatmap({ best }: { best: BestTimes }) {
  const max = Math.max(1, ...best.cells.map((cell) => cell.average));
  const cellAt = (weekday: number, hour: number) => best.cells.find((cell) => cell.weekday === weekday && cell.hour === hour);
  return (
    <section aria-labelledby="best-times" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid="best-times">
      <div>
        <h2 id="best-times" className="text-base font-semibold">
          {c.title}
        </h2>
        <p className="text-sm text-muted-foreground">{c.description(best.time_zone)}</p>
      </div>
      {best.posts === 0 ? (
        <p className="text-sm text-muted-foreground">{c.none}</p>
      ) : best.best.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="best-times-too-few">
          {c.tooFew(best.posts, best.needed)}
        </p>
      ) : (
        <p className="text-sm">
          <span className="font-medium">{c.best}: </span>
          {best.best.map((cell) => `${c.days[cell.weekday]} ${String(cell.hour).padStart(2, "0")}:00`).join(" · ")}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-0.5 text-[10px] text-muted-foreground">
          <thead>
            <tr>
              <th />
              {HOURS.map((h) => (
                <th key={h} scope="col" className="w-5 font-normal tabular-nums">
                  {h % 3 === 0 ? h : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.days.map((day, weekday) => (
              <tr key={day}>
                <th scope="row" className="pr-1 text-left font-normal">
                  {day}
                </th>
                {HOURS.map((hour) => {
                  const cell = cellAt(weekday, hour);
                  const strength = cell ? 0.15 + 0.85 * (cell.average / max) : 0;
                  return (
                    <td
                      key={hour}
                      title={cell ? c.cell(day, hour, cell.posts, cell.average) : undefined}
                      aria-label={cell ? c.cell(day, hour, cell.posts, cell.average) : undefined}
                      className={cn("size-5 rounded-sm", !cell && "bg-muted")}
                      style={cell ? { background: `color-mix(in oklab, var(--primary) ${Math.round(strength * 100)}%, transparent)` } : undefined}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
