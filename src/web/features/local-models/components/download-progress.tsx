import type { LocalModel } from "@/shared/contracts/local-models";
import { Progress } from "@/web/components/ui/progress";
import { cn } from "@/web/lib/cn";
import { localModelCopy as copy } from "../copy";
import { progressLine } from "./format";

/** The bar and the bytes/speed line of a download that has started (running, verifying, paused or stopped). */
export function DownloadProgress({ model }: { model: LocalModel }) {
  const d = model.download;
  if (!d) return null;
  const moving = model.status === "downloading";
  const verifying = model.status === "verifying";
  const total = d.total_bytes ?? model.size_bytes;
  return (
    <div className="flex flex-col gap-1.5">
      <Progress
        aria-label={copy.progressLabel(model.name)}
        value={verifying ? total : d.received_bytes}
        max={total || undefined}
        indicatorClassName={cn(!moving && !verifying && "bg-muted-foreground/60", verifying && "animate-pulse")}
      />
      <p className="text-xs tabular-nums text-muted-foreground" data-testid="download-progress">
        {verifying ? copy.verifying : progressLine(d, moving)}
      </p>
    </div>
  );
}
