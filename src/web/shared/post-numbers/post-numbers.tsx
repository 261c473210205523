import { Eye, Heart, MessageCircle, Repeat2 } from "lucide-react";
import type { PostNumbers as Numbers } from "@/shared/contracts/analytics";
import { cn } from "@/web/lib/cn";
import { postNumbersCopy as c } from "./copy";

/**
 * A published post's newest numbers from its platform (likes, reposts, replies, and impressions where the platform
 * gives them), compact for a calendar chip or a History row, or in full words in a post's details. Without numbers
 * the full form says why (a webhook has none; others are not collected yet); the compact form says so only when
 * `showEmpty` (a calendar chip stays quiet).
 */
export function PostNumbers({ numbers, platform, full = false, showEmpty = false, className }: { numbers: Numbers | null; platform: string; full?: boolean; showEmpty?: boolean; className?: string }) {
  if (!numbers) {
    if (!full && !showEmpty) return null;
    const webhook = platform === "webhook";
    return (
      <p data-testid="post-numbers-empty" className={cn(full ? "text-sm" : "text-xs", "text-muted-foreground", className)}>
        {full ? (webhook ? c.notAvailable : c.notYet) : webhook ? c.notAvailableShort : c.notYetShort}
      </p>
    );
  }
  const label = c.label(numbers.likes, numbers.reposts, numbers.replies);
  if (full) {
    return (
      <p className={cn("text-sm", className)} data-testid="post-numbers">
        {label}
        {numbers.impressions !== null && ` · ${c.impressions(numbers.impressions)}`}
      </p>
    );
  }
  const all = numbers.impressions !== null ? `${label}, ${c.impressions(numbers.impressions)}` : label;
  return (
    <span aria-label={all} title={all} data-testid="post-numbers" className={cn("flex shrink-0 items-center gap-1.5 text-[11px] text-muted-foreground tabular-nums", className)}>
      <span className="inline-flex items-center gap-0.5">
        <Heart aria-hidden className="size-3" />
        {numbers.likes}
      </span>
      <span className="inline-flex items-center gap-0.5">
        <Repeat2 aria-hidden className="size-3" />
        {numbers.reposts}
      </span>
      <span className="inline-flex items-center gap-0.5">
        <MessageCircle aria-hidden className="size-3" />
        {numbers.replies}
      </span>
      {numbers.impressions !== null && (
        <span className="inline-flex items-center gap-0.5">
          <Eye aria-hidden className="size-3" />
          {numbers.impressions}
        </span>
      )}
    </span>
  );
}
