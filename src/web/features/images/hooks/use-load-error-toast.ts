import { useEffect } from "react";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";

/** Shows 'Failed to load images: ...' once for each failure of a gallery query. */
export function useLoadErrorToast(error: unknown) {
  useEffect(() => {
    if (error) toast.error(messages.images.loadFailed(errorMessage(error)));
  }, [error]);
}
