import { CircleCheck, FileText, PencilRuler } from "lucide-react";
import { StatCard } from "@/web/components/ui/stat-card";
import { usePromptStats } from "../api/get-prompt-stats";
import { promptsCopy } from "../copy";

/** Total, Active and Custom (total minus active) prompts. A failed load shows dashes rather than wrong numbers. */
export function PromptStats() {
  const { data, isPending, isError } = usePromptStats();
  const c = promptsCopy.stats;
  const value = (n: number | undefined) => (isError || n === undefined ? "–" : n.toLocaleString("en-US"));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label={c.total} value={value(data?.total)} icon={FileText} hint={<span className="hidden sm:inline">{c.totalHint}</span>} loading={isPending && !isError} />
      <StatCard label={c.active} value={value(data?.active)} icon={CircleCheck} hint={<span className="hidden sm:inline">{c.activeHint}</span>} loading={isPending && !isError} />
      <StatCard label={c.custom} value={value(data?.custom)} icon={PencilRuler} hint={<span className="hidden sm:inline">{c.customHint}</span>} loading={isPending && !isError} />
    </div>
  );
}
