import { useState } from "react";
import { BarChart3, Download, ExternalLink, Heart, MessageCircle, Repeat2, Send } from "lucide-react";
import { ANALYTICS_RANGES, type AnalyticsRange, type AnalyticsReport } from "@/shared/contracts/analytics";
import { Button } from "@/web/components/ui/button";
import { Segmented } from "@/web/components/ui/segmented";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { StatCard } from "@/web/components/ui/stat-card";
import { saveFile } from "@/web/lib/save-file";
import { useAnalytics } from "../api/analytics";
import { analyticsCopy as c } from "../copy";
import { analyticsCsvFileName, buildAnalyticsCsv } from "../lib/analytics-csv";
import { AnalyticsCharts } from "./analytics-charts";
import { BestTimesHeatmap } from "./best-times-heatmap";

const TOP_POSTS = 10;

function TopPosts({ report }: { report: AnalyticsReport }) {
  const t = c.top;
  return (
    <section aria-labelledby="top-posts" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="top-posts" className="text-base font-semibold">
        {t.title}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="top-posts">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.post}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.platform}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t.likes}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t.reposts}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t.replies}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.posts.slice(0, TOP_POSTS).map((p) => (
              <tr key={p.id} className="border-t" data-post-id={p.id}>
                <td className="max-w-72 py-2 pr-3">
                  <span className="line-clamp-2 break-words">{p.content}</span>
                  <span className="text-xs text-muted-foreground">{new Date(p.published_at).toLocaleString()}</span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{c.platforms[p.platform] ?? p.platform}</td>
                {p.numbers ? (
                  <>
                    <td className="py-2 pr-3 text-right tabular-nums">{p.numbers.likes}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{p.numbers.reposts}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{p.numbers.replies}</td>
                  </>
                ) : (
                  <td colSpan={3} className="py-2 pr-3 text-right text-xs text-muted-foreground">
                    {t.notYet}
                  </td>
                )}
                <td className="py-2">
                  {p.post_url && (
                    <a href={p.post_url} target="_blank" rel="noreferrer" aria-label={t.open} className="text-muted-foreground hover:text-foreground">
                      <ExternalLink aria-hidden className="size-4" />
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The Analytics screen (issue 28): figures for a period, charts by platform and week, top posts, best times, CSV. */
export function AnalyticsView() {
  const [days, setDays] = useState<AnalyticsRange>(30);
  const analytics = useAnalytics(days);
  const report = analytics.data;
  const t = report?.totals;
  const loading = analytics.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={c.title}
        description={c.description}
        actions={
          <Button variant="outline" disabled={!report?.posts.length} onClick={() => report && saveFile(buildAnalyticsCsv(report), analyticsCsvFileName(days, new Date()), "text/csv;charset=utf-8")}>
            <Download aria-hidden />
            {c.download}
          </Button>
        }
      />
      <Segmented label={c.range} options={ANALYTICS_RANGES} value={days} onChange={setDays} labelOf={(r) => c.ranges[r]} />
      {analytics.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {c.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void analytics.refetch()}>
            {c.retry}
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="analytics-stats">
        <StatCard label={c.stats.posts} value={t?.posts} icon={Send} loading={loading} hint={t && t.posts > 0 ? c.withNumbers(t.posts_with_numbers, t.posts) : undefined} />
        <StatCard label={c.stats.likes} value={t?.likes} icon={Heart} loading={loading} data-testid="analytics-likes" />
        <StatCard label={c.stats.reposts} value={t?.reposts} icon={Repeat2} loading={loading} />
        <StatCard label={c.stats.replies} value={t?.replies} icon={MessageCircle} loading={loading} />
      </div>
      {report && report.totals.posts === 0 && <EmptyState icon={BarChart3} title={c.emptyTitle} description={c.emptyDescription} />}
      {report && report.totals.posts > 0 && (
        <>
          <AnalyticsCharts report={report} />
          <TopPosts report={report} />
          <BestTimesHeatmap best={report.best_times} />
        </>
      )}
    </div>
  );
}
