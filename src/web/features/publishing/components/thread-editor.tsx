import { Combine, Plus, RotateCcw, Trash2 } from "lucide-react";
import type { Platform } from "@/shared/contracts/accounts";
import { MAX_THREAD_PARTS, checkLimits, type LimitCheck } from "@/shared/platform-limits";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";
import { numberParts } from "../lib/split-thread";

const c = publishingCopy.thread;

/** The check of the platform a part comes closest to (or goes over) among the chosen ones. */
export function tightestCheck(platforms: Platform[], text: string): LimitCheck {
  const checks = platforms.map((platform) => checkLimits(platform, text, 0));
  return checks.reduce((worst, check) => (Number(check.over) - Number(worst.over) || check.count / check.max - worst.count / worst.max) > 0 ? check : worst);
}

/** The parts as they will be posted: numbered "(n/N)" when asked. */
export const postedParts = (parts: string[], numbered: boolean) => (numbered ? numberParts(parts) : parts);

export interface ThreadEditorProps {
  platforms: Platform[];
  parts: string[];
  numbered: boolean;
  onChange: (parts: string[]) => void;
  /** Absent (a scheduled post's parts, numbered already if they were): no numbering switch. */
  onNumberedChange?: (numbered: boolean) => void;
  /** Absent: no "split the text again" (there is no one text to split). */
  onResplit?: () => void;
  /** Shown, not editable (a role that may not publish). */
  readOnly?: boolean;
}

/**
 * A thread's parts, each editable with its counter (as the tightest chosen platform counts it, numbering
 * included): merge a part with the next, remove one, add one at the end, number them, or split the text again.
 */
export function ThreadEditor({ platforms, parts, numbered, onChange, onNumberedChange, onResplit, readOnly = false }: ThreadEditorProps) {
  const posted = postedParts(parts, numbered);
  const set = (index: number, text: string) => onChange(parts.map((p, i) => (i === index ? text : p)));
  const merge = (index: number) => onChange([...parts.slice(0, index), `${parts[index]}\n\n${parts[index + 1]}`, ...parts.slice(index + 2)]);
  const remove = (index: number) => onChange(parts.filter((_, i) => i !== index));
  return (
    <section aria-labelledby="thread-heading" className="flex flex-col gap-3" data-testid="thread-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="thread-heading" className="text-sm font-medium">
          {c.parts(parts.length)}
        </h3>
        {!readOnly && (onNumberedChange || onResplit) && (
          <div className="flex flex-wrap items-center gap-3">
            {onNumberedChange && (
              <label htmlFor="thread-numbered" className="flex items-center gap-2 text-sm">
                <Checkbox id="thread-numbered" checked={numbered} onCheckedChange={(v) => onNumberedChange(v === true)} />
                {c.numbered}
              </label>
            )}
            {onResplit && (
              <Button type="button" variant="ghost" size="sm" onClick={onResplit}>
                <RotateCcw aria-hidden />
                {c.resplit}
              </Button>
            )}
          </div>
        )}
      </div>
      <ol className="flex flex-col gap-3">
        {parts.map((part, index) => {
          const check = tightestCheck(platforms, posted[index]);
          const id = `thread-part-${index + 1}`;
          return (
            <li key={index} className={cn("flex flex-col gap-1.5 rounded-lg border p-3", (check.over || !part.trim()) && "border-destructive")}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={id} className="text-sm font-medium">
                  {c.part(index + 1, parts.length)}
                </label>
                <div className="flex items-center gap-1">
                  <span data-testid={`${id}-counter`} aria-live="polite" className={cn("text-xs tabular-nums", check.over ? "font-semibold text-destructive" : "text-muted-foreground")}>
                    {publishingCopy.schedule.counter(check)}
                  </span>
                  {!readOnly && index < parts.length - 1 && (
                    <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={c.mergeNext(index + 1)} title={c.mergeNext(index + 1)} onClick={() => merge(index)}>
                      <Combine aria-hidden />
                    </Button>
                  )}
                  {!readOnly && (
                    <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={c.removePart(index + 1)} title={c.removePart(index + 1)} onClick={() => remove(index)}>
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
              </div>
              <Textarea id={id} value={part} readOnly={readOnly} onChange={(event) => set(index, event.target.value)} className="min-h-20" />
              {numbered && <p className="text-xs text-muted-foreground">{posted[index].slice(part.length).trim()}</p>}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button type="button" variant="outline" size="sm" className="self-start" disabled={parts.length >= MAX_THREAD_PARTS} onClick={() => onChange([...parts, ""])}>
          <Plus aria-hidden />
          {c.addPart}
        </Button>
      )}
    </section>
  );
}

/** Why the thread cannot be sent as it is, or null. */
export function threadProblem(platforms: Platform[], parts: string[], numbered: boolean): string | null {
  if (parts.length < 2) return c.tooFew;
  if (parts.length > MAX_THREAD_PARTS) return c.tooMany(MAX_THREAD_PARTS);
  if (parts.some((p) => !p.trim())) return c.emptyPart;
  if (postedParts(parts, numbered).some((p) => tightestCheck(platforms, p).over)) return publishingCopy.schedule.overLimit;
  return null;
}
