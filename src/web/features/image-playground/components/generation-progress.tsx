import { messages } from "@/shared/messages";
import { Square } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { IMAGES } from "@/shared/constants";
import { playgroundCopy as copy } from "../copy";
import { useElapsedSeconds } from "../hooks/use-elapsed-seconds";

/** A spinner with the elapsed seconds (and Stop) over placeholder tiles while images are being generated. */
export function GenerationProgress({ startedAt, onStop }: { startedAt: number | null; onStop?: () => void }) {
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
        {onStop && (
          <Button type="button" size="sm" variant="outline" className="ml-auto" onClick={onStop}>
            <Square aria-hidden className="fill-current" />
            {copy.stop}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {Array.from({ length: IMAGES.perRequest }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    </div>
  );
}
