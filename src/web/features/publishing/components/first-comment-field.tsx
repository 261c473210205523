import type { Platform } from "@/shared/contracts/accounts";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import { tightestCheck } from "./thread-editor";

const c = publishingCopy.thread;

/** The comment posted under the post once it is live, where every chosen platform takes one (LinkedIn). */
export function FirstCommentField({ platforms, value, onChange, readOnly = false }: { platforms: Platform[]; value: string; onChange: (value: string) => void; readOnly?: boolean }) {
  const check = tightestCheck(platforms, value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="schedule-first-comment" className="text-sm font-medium">
          {c.firstComment}
        </label>
        {value && (
          <span aria-live="polite" className={cn("text-xs tabular-nums", check.over ? "font-semibold text-destructive" : "text-muted-foreground")}>
            {publishingCopy.schedule.counter(check)}
          </span>
        )}
      </div>
      <Textarea id="schedule-first-comment" value={value} readOnly={readOnly} aria-describedby="schedule-first-comment-hint" onChange={(event) => onChange(event.target.value)} className="min-h-16" />
      <p id="schedule-first-comment-hint" className="text-xs text-muted-foreground">
        {c.firstCommentHint}
      </p>
    </div>
  );
}
