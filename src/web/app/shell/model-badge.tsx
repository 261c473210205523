import { TriangleAlert } from "lucide-react";
import { TOOLTIP } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/web/components/ui/tooltip";
import { useDefaultModel } from "@/web/features/models/api/get-default-model";
import { providerDotClass } from "@/web/features/models/components/provider-dot";
import { providerLabel } from "@/web/features/models/components/provider-cell";
import { useModelRealtime } from "@/web/features/models/hooks/use-model-realtime";
import { cn } from "@/web/lib/cn";

const pill = "inline-flex max-w-[10rem] shrink-0 items-center gap-2 rounded-full border px-3 py-1 text-xs sm:max-w-xs";

/**
 * The default model badge (spec §2): its name with a coloured dot, or 'Loading model...' while loading, without
 * data or after a failed fetch. The tooltip (700 ms delay, below) is titled 'Current AI Model' and shows the
 * provider then the model id. A default whose connection is failing or gone is marked, with the reason in the
 * tooltip. Realtime model events keep it current without a reload.
 */
export function ModelBadge() {
  useModelRealtime();
  const { data } = useDefaultModel();

  if (!data) {
    return (
      <span className={cn(pill, "text-muted-foreground")} role="status" data-testid="model-badge">
        <span className="size-2 shrink-0 animate-pulse rounded-full bg-muted-foreground/40" aria-hidden />
        {messages.models.loadingModel}
      </span>
    );
  }

  const broken = data.connection_status === "failing" || data.connection_status === "missing";
  return (
    <Tooltip delayDuration={TOOLTIP.delayMs}>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className={cn(
            pill,
            "cursor-default bg-background font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            broken && "border-destructive/50 text-destructive",
          )}
          data-testid="model-badge"
          data-status={broken ? "failing" : "ok"}
        >
          {broken ? (
            <TriangleAlert className="size-3.5 shrink-0" aria-label={messages.models.defaultUnavailable} />
          ) : (
            <span className={cn("size-2 shrink-0 rounded-full", providerDotClass(data.provider))} aria-hidden />
          )}
          <span className="truncate">{data.name}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent side="bottom" className="text-left">
        <p className="font-semibold">{messages.models.currentModel}</p>
        <p>{providerLabel(data.provider)}</p>
        <p className="font-mono">{data.model_id}</p>
        {broken && (
          <p className="mt-1 max-w-64 font-medium">
            {messages.models.defaultUnavailable}
            {"status_message" in data && data.status_message ? `: ${data.status_message}` : ""}
          </p>
        )}
      </TooltipContent>
    </Tooltip>
  );
}
