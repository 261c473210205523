import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { errorMessage } from "@/web/lib/api-error";
import { imagesCopy as copy } from "../copy";

export function GalleryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      role="alert"
      title={messages.images.loadFailed(errorMessage(error))}
      action={
        <Button variant="outline" onClick={onRetry}>
          {copy.retry}
        </Button>
      }
    />
  );
}
