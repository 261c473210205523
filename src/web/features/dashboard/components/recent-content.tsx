import { format } from "date-fns";
import { History } from "lucide-react";
import { Link } from "react-router";
import { CONTENT_TYPE_LABELS } from "@/shared/content-types";
import { HISTORY } from "@/shared/constants";
import type { HistoryItem } from "@/shared/contracts/history";
import { markdownPreview } from "@/web/lib/markdown";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { LinkListCard, LinkListRow } from "@/web/components/ui/link-list-card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { dashboardCopy } from "../copy";

/** The 5 latest history items, each linking to the History page. */
export function RecentContent({ items, loading }: { items: HistoryItem[] | undefined; loading: boolean }) {
  const c = dashboardCopy.summary;
  return (
    <LinkListCard id="recent-content-title" title={c.recentTitle} description={c.recentDescription} to="/history" linkLabel={c.viewAll}>
      {loading ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : !items?.length ? (
        <EmptyState
          icon={History}
          title={c.empty}
          description={c.emptyHint}
          className="py-6"
          action={
            <Button asChild size="sm" variant="outline">
              <Link to="/social-media">{c.startCreating}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="-mx-2 flex flex-col">
          {items.map((item) => (
            <LinkListRow key={item.id} to="/history">
              <Badge variant="secondary" className="shrink-0">
                {CONTENT_TYPE_LABELS[item.content_type] ?? item.content_type}
              </Badge>
              <span className="min-w-0 flex-1 truncate text-sm">{markdownPreview(item.content)}</span>
              <time dateTime={item.created_at} className="shrink-0 text-xs text-muted-foreground">
                {format(new Date(item.created_at), HISTORY.dateFormat)}
              </time>
            </LinkListRow>
          ))}
        </ul>
      )}
    </LinkListCard>
  );
}
