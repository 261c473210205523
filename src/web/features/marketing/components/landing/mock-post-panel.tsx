import {
  ChevronLeft,
  ChevronRight,
  Copy,
  Maximize2,
  RefreshCw,
  SlidersHorizontal,
} from "lucide-react";
import { previewCopy } from "@/web/features/marketing/copy/preview-copy";

const actionIcons = [SlidersHorizontal, Maximize2, RefreshCw, Copy];

/** The generated LinkedIn post of the preview, with its version pager and actions. Static. */
export function MockPostPanel() {
  return (
    <div className="min-w-0 rounded-xl border bg-background p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="inline-flex size-6 items-center justify-center rounded bg-[#0a66c2] text-[11px] font-bold text-white">
            {previewCopy.platformLogo}
          </span>
          <span className="text-sm font-semibold text-foreground">{previewCopy.platform}</span>
        </div>
        <div className="flex items-center gap-1 rounded-md border bg-muted/50 px-1 py-0.5 text-xs font-medium text-muted-foreground">
          <ChevronLeft className="size-3.5 opacity-40" />
          <span className="px-1 tabular-nums">{previewCopy.version}</span>
          <ChevronRight className="size-3.5" />
        </div>
      </div>
      <div className="mt-4 space-y-3 text-sm leading-relaxed text-foreground">
        {previewCopy.post.map((paragraph, index) => (
          <p
            key={paragraph}
            className={index === 0 ? "font-semibold whitespace-pre-line" : "whitespace-pre-line"}
          >
            {paragraph}
          </p>
        ))}
        <p className="font-medium text-primary">{previewCopy.hashtags}</p>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 border-t pt-4">
        {previewCopy.actions.map((action, index) => {
          const Icon = actionIcons[index];
          return (
            <span
              key={action}
              className="inline-flex items-center gap-1.5 rounded-md border bg-background px-2.5 py-1.5 text-xs font-medium text-foreground/80 shadow-xs"
            >
              <Icon className="size-3.5" />
              {action}
            </span>
          );
        })}
      </div>
    </div>
  );
}

export function MockAlternatives() {
  return (
    <div className="mt-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {previewCopy.alternativesLabel}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {previewCopy.alternatives.map((alternative) => (
          <div
            key={alternative.label}
            className="rounded-lg border border-dashed bg-background/70 p-4"
          >
            <span className="inline-flex rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-foreground">
              {alternative.label}
            </span>
            <p className="mt-2 text-sm leading-relaxed text-foreground/80">{alternative.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
