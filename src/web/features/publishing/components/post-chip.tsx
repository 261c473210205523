import { format } from "date-fns";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { cn } from "@/web/lib/cn";
import { useCapability } from "@/web/lib/workspace-role";
import { publishingCopy } from "../copy";
import { PostNumbers } from "@/web/shared/post-numbers/post-numbers";

export const DRAG_TYPE = "application/x-scheduled-post";

const DOT = {
  scheduled: "bg-primary",
  publishing: "bg-warning animate-pulse",
  published: "bg-success",
  failed: "bg-destructive",
  missed: "bg-destructive",
} as const;

/** A post on the calendar: a button (opens its details) that can be dragged to another day while still scheduled. */
export function PostChip({ post, onOpen, wrap = false }: { post: ScheduledPost; onOpen: (post: ScheduledPost, opener: HTMLElement) => void; wrap?: boolean }) {
  const time = format(new Date(post.scheduled_at), publishingCopy.time);
  const status = publishingCopy.status[post.status];
  // Dragging to another day reschedules: publishers and above only.
  const publish = useCapability("publish");
  const movable = post.status === "scheduled" && publish.allowed;
  return (
    <button
      type="button"
      draggable={movable}
      data-post-id={post.id}
      data-status={post.status}
      aria-label={publishingCopy.calendar.postLabel(time, post.account_name, status)}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, post.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      onClick={(event) => onOpen(post, event.currentTarget)}
      className={cn(
        "flex w-full min-w-0 gap-1.5 rounded-md border bg-background px-1.5 py-1 text-left text-xs shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
        wrap ? "items-start" : "items-center",
        movable && "cursor-grab active:cursor-grabbing",
        (post.status === "failed" || post.status === "missed") && "border-destructive/50",
      )}
    >
      <span aria-hidden className={cn("size-2 shrink-0 rounded-full", wrap && "mt-1", DOT[post.status])} />
      <span className="shrink-0 font-medium tabular-nums">{time}</span>
      <span className={cn("min-w-0 flex-1 text-muted-foreground", wrap ? "line-clamp-3 break-words" : "truncate")}>
        <span className="sr-only">{PLATFORM_LABELS[post.platform as Platform] ?? post.platform} </span>
        {post.content}
      </span>
      {post.status === "published" && <PostNumbers numbers={post.metrics} platform={post.platform} />}
      {post.needs_approval && (
        <span data-testid="needs-approval" className="shrink-0 rounded bg-warning/20 px-1 text-[10px] font-medium">
          {publishingCopy.needsApproval}
        </span>
      )}
    </button>
  );
}
