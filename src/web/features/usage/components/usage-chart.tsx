import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UsageDayRow } from "@/shared/contracts/usage";
import { usageCopy } from "../copy";

const c = usageCopy.chart;
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Calls per day (successful and failed, stacked) with recharts; the table below carries the same figures. */
export function UsageChart({ days }: { days: UsageDayRow[] }) {
  const data = days.map((d) => ({ day: shortDay(d.day), ok: d.calls - d.errors, errors: d.errors }));
  return (
    <section aria-labelledby="usage-chart" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="usage-chart" className="text-base font-semibold">
        {c.title}
      </h2>
      <div className="h-64 w-full" data-testid="usage-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="day" tickLine={false} axisLine={false} minTickGap={16} fontSize={12} stroke="var(--muted-foreground)" />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} stroke="var(--muted-foreground)" />
            <Tooltip
              cursor={{ fill: "var(--accent)" }}
              contentStyle={{
                background: "var(--popover)",
                border: "1px solid var(--border)",
                borderRadius: 8,
                fontSize: 12,
                color: "var(--popover-foreground)",
              }}
            />
            <Bar dataKey="ok" name={c.calls} stackId="calls" fill="var(--primary)" radius={[0, 0, 0, 0]} />
            <Bar dataKey="errors" name={c.errors} stackId="calls" fill="var(--destructive)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
