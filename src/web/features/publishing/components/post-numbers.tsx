import { Heart, MessageCircle, Repeat2 } from "lucide-react";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { cn } from "@/web/lib/cn";
import { publishingCopy } from "../copy";

const c = publishingCopy.numbers;

/**
 * A published post's newest numbers from its platform (likes, reposts, replies), compact for a calendar chip or in
 * full words in the post's details; a webhook's posts say there are none, others that they are not collected yet.
 */
export function PostNumbers({ post, full = false, className }: { post: ScheduledPost; full?: boolean; className?: string }) {
  if (post.status !== "published") return null;
  const m = post.metrics;
  if (!m) {
    if (!full) return null;
    return <p className="text-sm text-muted-foreground">{post.platform === "webhook" ? c.notAvailable : c.notYet}</p>;
  }
  const label = c.label(m.likes, m.reposts, m.replies);
  if (full) {
    return (
      <p className={cn("text-sm", className)} data-testid="post-numbers">
        {label}
        {m.impressions !== null && ` · ${c.impressions(m.impressions)}`}
      </p>
    );
  }
  return (
    <span aria-label={label} title={label} data-testid="post-numbers" className={cn("flex shrink-0 items-center gap-1.5 text-[11px] text-muted-foreground tabular-nums", className)}>
      <span className="inline-flex items-center gap-0.5">
        <Heart aria-hidden className="size-3" />
        {m.likes}
      </span>
      <span className="inline-flex items-center gap-0.5">
        <Repeat2 aria-hidden className="size-3" />
        {m.reposts}
      </span>
      <span className="inline-flex items-center gap-0.5">
        <MessageCircle aria-hidden className="size-3" />
        {m.replies}
      </span>
    </span>
  );
}
