import { cn } from "@/web/lib/cn";
import { charCount } from "@/shared/seo-limits";
import { headlinesCopy as copy } from "../copy";

/** "52/60", or "64/60 · 4 over" in the destructive colour when the text is longer than its limit. */
export function CharCount({ text, limit }: { text: string; limit?: number }) {
  const n = charCount(text);
  const over = limit !== undefined && n > limit ? n - limit : 0;
  return (
    <span data-over={over > 0 || undefined} className={cn("shrink-0 text-xs tabular-nums text-muted-foreground", over > 0 && "font-medium text-destructive")}>
      {copy.chars(n, limit)}
      {over > 0 && ` · ${copy.over(over)}`}
    </span>
  );
}
