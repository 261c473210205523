import { format } from "date-fns";
import { ArrowRight, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
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
    <Card className="gap-4" role="region" aria-labelledby="upcoming-posts-title">
      <CardHeader>
        <CardTitle asChild id="upcoming-posts-title">
          <h2>{c.title}</h2>
        </CardTitle>
        <CardDescription>{c.description}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to="/calendar">
              {c.openCalendar}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {posts.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : !posts.data?.length ? (
          <EmptyState icon={CalendarClock} title={c.empty} description={c.emptyHint} className="py-6" />
        ) : (
          <ul className="-mx-2 flex flex-col">
            {posts.data.map((post) => (
              <li key={post.id}>
                <Link to="/calendar" className="flex flex-col gap-1 rounded-md px-2 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-3">
                  <time dateTime={post.scheduled_at} className="shrink-0 text-xs font-medium tabular-nums sm:w-32">
                    {format(new Date(post.scheduled_at), publishingCopy.dateTime)}
                  </time>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {post.account_name} · {PLATFORM_LABELS[post.platform as Platform] ?? post.platform}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-sm">{post.content}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
