import { Activity, AlertTriangle } from "lucide-react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { formatBytes } from "@/web/lib/files";
import { useLocalRuntime } from "../api/local-models";
import { localModelCopy as copy } from "../copy";

/** The local-model process: its state, the one model in memory and the memory it uses. */
export function RuntimeStatus({ models }: { models: LocalModel[] | undefined }) {
  const runtime = useLocalRuntime();
  const r = runtime.data;
  if (!r) return null;
  const loaded = r.loaded_model_id ? (models?.find((m) => m.id === r.loaded_model_id)?.name ?? r.loaded_model_id) : null;
  const facts = [
    copy.runtime.states[r.state],
    loaded ? copy.runtime.loaded(loaded) : copy.runtime.nothingLoaded,
    r.rss_bytes !== null ? copy.runtime.memory(formatBytes(r.rss_bytes)) : null,
    copy.runtime.threads(r.threads),
  ].filter(Boolean);
  return (
    <section aria-label={copy.runtime.heading} className="flex flex-col gap-1 rounded-md border bg-muted/30 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Activity className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="font-medium">{copy.runtime.heading}</span>
        <span className="text-muted-foreground" data-testid="local-runtime">
          {facts.join(" · ")}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{copy.runtime.oneAtATime}</p>
      {r.last_crash && (
        <p className="flex items-start gap-1.5 text-xs text-amber-700 dark:text-amber-400">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {copy.runtime.lastCrash(r.last_crash.message)}
        </p>
      )}
    </section>
  );
}
