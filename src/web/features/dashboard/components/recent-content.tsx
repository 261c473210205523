import { format } from "date-fns";
import { ArrowRight, History } from "lucide-react";
import { Link } from "react-router";
import { CONTENT_TYPE_LABELS } from "@/shared/content-types";
import { HISTORY } from "@/shared/constants";
import type { HistoryItem } from "@/shared/contracts/history";
import { markdownPreview } from "@/web/lib/markdown";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { dashboardCopy } from "../copy";

/** The 5 latest history items, each linking to the History page. */
export function RecentContent({ items, loading }: { items: HistoryItem[] | undefined; loading: boolean }) {
  const c = dashboardCopy.summary;
  return (
    <Card className="gap-4" role="region" aria-labelledby="recent-content-title">
      <CardHeader>
        <CardTitle asChild id="recent-content-title">
          <h2>{c.recentTitle}</h2>
        </CardTitle>
        <CardDescription>{c.recentDescription}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to="/history">
              {c.viewAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
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
              <li key={item.id}>
                <Link to="/history" className="flex flex-col gap-1 rounded-md px-2 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-3">
                  <Badge variant="secondary" className="shrink-0">
                    {CONTENT_TYPE_LABELS[item.content_type] ?? item.content_type}
                  </Badge>
                  <span className="min-w-0 flex-1 truncate text-sm">{markdownPreview(item.content)}</span>
                  <time dateTime={item.created_at} className="shrink-0 text-xs text-muted-foreground">
                    {format(new Date(item.created_at), HISTORY.dateFormat)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
