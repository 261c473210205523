import { Clock, Files, Layers } from "lucide-react";
import { StatCard } from "@/web/components/ui/stat-card";
import { useHistoryStats } from "../api/get-history-stats";
import { historyCopy } from "../copy";

/** Total Items, Content Types (distinct types used) and Recent Items (everything of the last 7 days). */
export function HistoryStats() {
  const { data, isPending, isError } = useHistoryStats();
  const c = historyCopy.stats;
  const loading = isPending && !isError;
  const value = (n: number | undefined) => (n === undefined ? historyCopy.none : n.toLocaleString("en-US"));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label={c.total} value={value(data?.total)} icon={Files} hint={<span className="hidden sm:inline">{c.totalHint}</span>} loading={loading} />
      <StatCard label={c.types} value={value(data?.content_types)} icon={Layers} hint={<span className="hidden sm:inline">{c.typesHint}</span>} loading={loading} />
      <StatCard label={c.recent} value={value(data?.recent)} icon={Clock} hint={<span className="hidden sm:inline">{c.recentHint}</span>} loading={loading} />
    </div>
  );
}
