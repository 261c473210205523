import { useState } from "react";
import { CalendarDays } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAccounts } from "@/web/shared/accounts/get-accounts";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useUpdatePost } from "../api/change-posts";
import { useScheduledPosts } from "../api/get-scheduled-posts";
import { publishingCopy } from "../copy";
import { usePostsRealtime } from "../hooks/use-posts-realtime";
import { FailedPostsNotice } from "./failed-posts-notice";
import { moveToDay, step, visibleDays, visibleRange, type CalendarView } from "../lib/calendar";
import { CalendarGrid } from "./calendar-grid";
import { CalendarToolbar, type CalendarFilter } from "./calendar-toolbar";
import { PostDetailsDialog } from "./post-details-dialog";

const c = publishingCopy.calendar;

/** /calendar: month and week views of the user's posts, drag to reschedule, filters, details with edit and retry. */
export function CalendarPage() {
  const [view, setView] = useState<CalendarView>("month");
  const [anchor, setAnchor] = useState(() => new Date());
  const [filter, setFilter] = useState<CalendarFilter>({ accountId: "", status: "" });
  const [open, setOpen] = useState<{ id: string; opener: HTMLElement } | null>(null);
  const accounts = useAccounts();
  usePostsRealtime();
  const posts = useScheduledPosts({ ...visibleRange(view, anchor), account_id: filter.accountId || undefined, status: filter.status || undefined });
  const move = useUpdatePost();
  const list = posts.data ?? [];

  const drop = (id: string, day: string) => {
    const post = list.find((p) => p.id === id);
    if (!post || post.status !== "scheduled") return;
    const at = moveToDay(post.scheduled_at, day);
    if (at === new Date(post.scheduled_at).toISOString()) return;
    move.mutate({ id, body: { scheduled_at: at } }, { onSuccess: () => toast.success(c.moved), onError: (err) => toast.error(errorMessage(err)) });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={c.title} description={c.description} />
      <FailedPostsNotice linkToCalendar={false} />
      <CalendarToolbar
        view={view}
        anchor={anchor}
        filter={filter}
        accounts={accounts.data ?? []}
        onView={setView}
        onStep={(by) => setAnchor((a) => step(view, a, by))}
        onToday={() => setAnchor(new Date())}
        onFilter={setFilter}
      />
      {posts.isError ? (
        <EmptyState role="alert" title={c.loadFailed} description={errorMessage(posts.error)} action={<Button variant="outline" onClick={() => void posts.refetch()}>{c.retry}</Button>} />
      ) : posts.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          {list.length === 0 && <EmptyState icon={CalendarDays} title={c.empty} description={c.emptyHint} className="py-6" />}
          <CalendarGrid
            view={view}
            anchor={anchor}
            days={visibleDays(view, anchor)}
            posts={list}
            onOpen={(post, opener) => setOpen({ id: post.id, opener })}
            onDrop={drop}
            onShowWeek={(day) => {
              setAnchor(day);
              setView("week");
            }}
          />
        </>
      )}
      <PostDetailsDialog
        post={open ? list.find((p) => p.id === open.id) : undefined}
        onClose={() => setOpen(null)}
        onCloseAutoFocus={(event) => {
          if (open?.opener.isConnected) {
            event.preventDefault();
            open.opener.focus();
          }
        }}
      />
    </div>
  );
}
