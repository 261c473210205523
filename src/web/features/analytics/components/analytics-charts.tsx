import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsReport } from "@/shared/contracts/analytics";
import { analyticsCopy } from "../copy";

const c = analyticsCopy;
const tooltipStyle = { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, fontSize: 12, color: "var(--popover-foreground)" };

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="h-56 w-full" data-testid={id}>
        <ResponsiveContainer width="100%" height="100%">
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </section>
  );
}

/** Engagement by platform and likes, reposts and replies by week (recharts); the table of posts carries the figures too. */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const platforms = report.by_platform.map((p) => ({ name: c.platforms[p.platform] ?? p.platform, engagement: p.engagement }));
  const weeks = report.by_week.map((w) => ({ week: w.week.slice(5), likes: w.likes, reposts: w.reposts, replies: w.replies }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel id="analytics-by-platform" title={c.byPlatform.title}>
        <BarChart data={platforms} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
          <Tooltip cursor={{ fill: "var(--accent)" }} contentStyle={tooltipStyle} />
          <Bar dataKey="engagement" name={c.byPlatform.engagement} fill="var(--primary)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </Panel>
      <Panel id="analytics-by-week" title={c.byWeek.title}>
        <BarChart data={weeks} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="week" tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
          <Tooltip cursor={{ fill: "var(--accent)" }} contentStyle={tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="likes" name={c.byWeek.likes} stackId="w" fill="var(--primary)" />
          <Bar dataKey="reposts" name={c.byWeek.reposts} stackId="w" fill="var(--chart-2, var(--success))" />
          <Bar dataKey="replies" name={c.byWeek.replies} stackId="w" fill="var(--chart-3, var(--warning))" radius={[3, 3, 0, 0]} />
        </BarChart>
      </Panel>
    </div>
  );
}
