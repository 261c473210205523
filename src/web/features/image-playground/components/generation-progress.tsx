import { messages } from "@/shared/messages";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { IMAGES } from "@/shared/constants";
import { playgroundCopy as copy } from "../copy";
import { useElapsedSeconds } from "../hooks/use-elapsed-seconds";

/** A spinner with the elapsed seconds over placeholder tiles while images are being generated. */
export function GenerationProgress({ startedAt }: { startedAt: number | null }) {
  const seconds = useElapsedSeconds(startedAt);
  return (
    <div className="flex flex-col gap-4">
      <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <Spinner className="size-5 text-primary" />
        <div className="flex flex-col">
          <span className="font-medium" data-testid="generation-elapsed">
            {copy.progress(seconds)}
          </span>
          <span className="text-muted-foreground">{messages.images.mayTakeMinute}</span>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {Array.from({ length: IMAGES.perRequest }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    </div>
  );
}
