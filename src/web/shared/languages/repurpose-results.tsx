import type { RepurposeResult } from "@/shared/contracts/functions";
import { REPURPOSE_TARGETS } from "@/shared/repurpose-targets";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/cn";
import { languageCopy as copy } from "./copy";

/** Each target's result with its count against the limit, flagged when over (per post for a thread). */
export function RepurposeResults({ result }: { result: RepurposeResult }) {
  return (
    <section aria-label={copy.results} className="flex flex-col gap-3">
      {result.results.map((item) => (
        <article key={item.target} className="rounded-md border p-3" data-target={item.target}>
          <header className="mb-2 flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{REPURPOSE_TARGETS[item.target].label}</h3>
            {item.over && <Badge variant="destructive">{copy.overLimit}</Badge>}
          </header>
          <ol className="flex flex-col gap-2">
            {item.parts.map((part, i) => (
              <li key={i} className="flex flex-col gap-1">
                <p className="text-sm whitespace-pre-wrap">{part.text}</p>
                <span className={cn("self-end text-xs tabular-nums", part.over ? "font-medium text-destructive" : "text-muted-foreground")}>
                  {item.parts.length > 1 && `${copy.part(i + 1, item.parts.length)} · `}
                  {copy.count(part.count, item.max)}
                </span>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
