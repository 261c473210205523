import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import { useBestTimes } from "../api/get-best-times";
import { nextSlot, toLocalInput, userTimeZone } from "../lib/calendar";

const c = publishingCopy.schedule;

export type When = { mode: "later" | "now"; local: string };

const b = publishingCopy.bestTimes;

/** The workspace's best hours (analytics), each a button that sets the next such time; honest when there are too few posts. */
function BestTimeSuggestions({ onPick }: { onPick: (local: string) => void }) {
  const best = useBestTimes(true);
  if (!best.data || best.data.posts === 0) return null;
  if (best.data.best.length === 0) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="best-times-too-few">
        {b.tooFew(best.data.posts, best.data.needed)}
      </p>
    );
  }
  return (
    <div role="group" aria-label={b.title} className="flex flex-wrap items-center gap-1.5" data-testid="best-times">
      <span className="text-xs font-medium">{b.title}</span>
      {best.data.best.map((cell) => {
        const slot = b.slot(b.days[cell.weekday], cell.hour);
        return (
          <button
            key={`${cell.weekday}-${cell.hour}`}
            type="button"
            aria-label={b.use(slot)}
            onClick={() => onPick(toLocalInput(nextSlot(cell.weekday, cell.hour).toISOString()))}
            className="rounded-full border px-2.5 py-0.5 text-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
          >
            {slot}
          </button>
        );
      })}
    </div>
  );
}

/** "At a date and time" (a datetime-local in the user's time zone) or "Publish now" (not for a post that waits for approval). */
export function WhenPicker({ value, onChange, laterOnly = false }: { value: When; onChange: (value: When) => void; laterOnly?: boolean }) {
  const option = (mode: When["mode"], label: string) => (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        value.mode === mode && "border-primary bg-accent",
      )}
    >
      <input
        type="radio"
        name="schedule-when"
        value={mode}
        checked={value.mode === mode}
        onChange={() => onChange({ ...value, mode })}
        className="accent-primary"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{c.when}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option("later", c.later)}
        {!laterOnly && option("now", c.now)}
      </div>
      {value.mode === "later" && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="schedule-at" className="sr-only">
            {c.dateTime}
          </label>
          <Input
            id="schedule-at"
            type="datetime-local"
            value={value.local}
            min={toLocalInput(new Date().toISOString())}
            aria-describedby="schedule-at-zone"
            onChange={(event) => onChange({ ...value, local: event.target.value })}
          />
          <p id="schedule-at-zone" className="text-xs text-muted-foreground">
            {c.timeZone(userTimeZone())}
          </p>
          <BestTimeSuggestions onPick={(local) => onChange({ mode: "later", local })} />
        </div>
      )}
    </fieldset>
  );
}
