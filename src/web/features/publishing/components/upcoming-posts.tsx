import { format } from "date-fns";
import { CalendarClock } from "lucide-react";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { LinkListCard, LinkListRow } from "@/web/components/ui/link-list-card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-error";
import { useUpcomingPosts } from "../api/get-scheduled-posts";
import { publishingCopy } from "../copy";
import { usePostsRealtime } from "../hooks/use-posts-realtime";

const c = publishingCopy.upcoming;
export const UPCOMING_COUNT = 5;

/** The dashboard's next 5 scheduled posts, each leading to the calendar. */
export function UpcomingPosts() {
  usePostsRealtime();
  const posts = useUpcomingPosts(UPCOMING_COUNT);
  return (
    <LinkListCard id="upcoming-posts-title" title={c.title} description={c.description} to="/calendar" linkLabel={c.openCalendar}>
      {posts.isError ? (
        <EmptyState
          role="alert"
          title={c.loadFailed}
          description={errorMessage(posts.error)}
          className="py-6"
          action={
            <Button size="sm" variant="outline" onClick={() => void posts.refetch()}>
              {publishingCopy.calendar.retry}
            </Button>
          }
        />
      ) : posts.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !posts.data.length ? (
        <EmptyState icon={CalendarClock} title={c.empty} description={c.emptyHint} className="py-6" />
      ) : (
        <ul className="-mx-2 flex flex-col">
          {posts.data.map((post) => (
            <LinkListRow key={post.id} to="/calendar">
              <time dateTime={post.scheduled_at} className="shrink-0 text-xs font-medium tabular-nums sm:w-32">
                {format(new Date(post.scheduled_at), publishingCopy.dateTime)}
              </time>
              <span className="shrink-0 text-xs text-muted-foreground">
                {post.account_name} · {PLATFORM_LABELS[post.platform as Platform] ?? post.platform}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm">{post.content}</span>
            </LinkListRow>
          ))}
        </ul>
      )}
    </LinkListCard>
  );
}
