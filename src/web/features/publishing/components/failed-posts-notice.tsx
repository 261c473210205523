import { format } from "date-fns";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import { useFailedPosts } from "../api/get-scheduled-posts";
import { publishingCopy } from "../copy";
import { usePostsRealtime } from "../hooks/use-posts-realtime";

const c = publishingCopy.failed;
const DAYS = 7;
const SHOWN = 3;

/**
 * Posts that failed in the last week, named with their reason where the user looks first (the dashboard, above the
 * calendar), so a failure is not hidden behind a day's "+N more". Nothing at all while there are none.
 */
export function FailedPostsNotice({ linkToCalendar = true }: { linkToCalendar?: boolean }) {
  usePostsRealtime();
  const failed = useFailedPosts(DAYS);
  if (!failed.data?.length) return null;
  const posts = failed.data;
  return (
    <section role="alert" aria-labelledby="failed-posts-title" className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h2 id="failed-posts-title" className="flex items-center gap-2 text-sm font-semibold text-destructive">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {c.title(posts.length)}
      </h2>
      <p className="text-xs text-muted-foreground">{c.description(DAYS)}</p>
      <ul className="flex flex-col gap-1.5">
        {posts.slice(0, SHOWN).map((post) => (
          <li key={post.id} className="flex min-w-0 flex-col text-sm sm:flex-row sm:gap-2">
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-56">
              {format(new Date(post.scheduled_at), publishingCopy.dateTime)} · {post.account_name} · {PLATFORM_LABELS[post.platform as Platform] ?? post.platform}
            </span>
            <span className="min-w-0 flex-1 break-words text-destructive">{post.error}</span>
          </li>
        ))}
      </ul>
      {(linkToCalendar || posts.length > SHOWN) && (
        <p className="text-xs">
          {posts.length > SHOWN && <span className="mr-2 text-muted-foreground">{c.more(posts.length - SHOWN)}</span>}
          {linkToCalendar && (
            <Link to="/calendar" className="font-medium underline underline-offset-2">
              {c.openCalendar}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
