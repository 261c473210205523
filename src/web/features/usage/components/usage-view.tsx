import { useState } from "react";
import { AlertTriangle, Coins, Download, Gauge, Hash, LogIn, LogOut } from "lucide-react";
import { USAGE_RANGES, type UsageRange } from "@/shared/contracts/usage";
import { Button } from "@/web/components/ui/button";
import { Segmented } from "@/web/components/ui/segmented";
import { NativeSelect } from "@/web/components/ui/native-select";
import { PageHeader } from "@/web/components/ui/page-header";
import { StatCard } from "@/web/components/ui/stat-card";
import { saveFile } from "@/web/lib/save-file";
import { useAuth } from "@/web/lib/auth/use-auth";
import { useUsage } from "../api/usage";
import { usageCopy as c } from "../copy";
import { formatCost, formatCount, formatLatency } from "../lib/format";
import { buildUsageCsv, usageCsvFileName } from "../lib/usage-csv";
import { PricesPanel } from "./prices-panel";
import { UsageChart } from "./usage-chart";
import { DayTable, ModelTable } from "./usage-tables";

/** The Usage screen (issue 13): figures for 7, 30 or 90 days, a chart, per-model and per-day tables, CSV. */
export function UsageView() {
  const { user } = useAuth();
  const admin = user?.role === "admin";
  const [days, setDays] = useState<UsageRange>(30);
  const [userId, setUserId] = useState<string | null>(null);
  const usage = useUsage(days, admin ? userId : null);
  const report = usage.data;
  const t = report?.totals;
  const loading = usage.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={c.title}
        description={admin ? c.descriptionAdmin : c.descriptionOwn}
        actions={
          <Button
            variant="outline"
            disabled={!report}
            onClick={() => report && saveFile(buildUsageCsv(report), usageCsvFileName(days, new Date()), "text/csv;charset=utf-8")}
          >
            <Download aria-hidden />
            {c.download}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <Segmented label={c.range} options={USAGE_RANGES} value={days} onChange={setDays} labelOf={(r) => c.ranges[r]} />
        {admin && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {c.user}
            <NativeSelect value={userId ?? ""} onChange={(e) => setUserId(e.target.value || null)} wrapperClassName="w-64 max-w-full">
              <option value="">{c.everyone}</option>
              {(report?.users ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.email}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
      </div>
      {usage.isError && <p className="text-sm text-destructive">{c.loadFailed}</p>}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6" data-testid="usage-stats">
        <StatCard label={c.stats.calls} value={t && formatCount(t.calls)} icon={Hash} loading={loading} />
        <StatCard label={c.stats.tokensIn} value={t && formatCount(t.tokens_in)} icon={LogIn} loading={loading} />
        <StatCard label={c.stats.tokensOut} value={t && formatCount(t.tokens_out)} icon={LogOut} loading={loading} />
        <StatCard label={c.stats.errors} value={t && formatCount(t.errors)} icon={AlertTriangle} loading={loading} />
        <StatCard label={c.stats.latency} value={t && formatLatency(t.median_latency_ms)} icon={Gauge} loading={loading} />
        <StatCard
          label={c.stats.cost}
          value={t && formatCost(t.cost)}
          icon={Coins}
          loading={loading}
          hint={t && t.cost === null && t.calls > 0 ? c.noPrices : undefined}
          data-testid="usage-cost"
        />
      </div>
      {report && (
        <>
          <UsageChart days={report.by_day} />
          <ModelTable report={report} />
          <DayTable report={report} />
          {admin && <PricesPanel report={report} />}
        </>
      )}
    </div>
  );
}
