import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT } from "@/shared/contracts/models";
import { realtime } from "@/web/lib/realtime";
import { modelKeys } from "@/web/lib/models-query";

/**
 * Keeps every model query fresh: a change of ai_models (model-updates) or a new default (model-change-event,
 * model-changed) invalidates the "models" root; so does reconnecting, since events may have been missed.
 */
export function useModelRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: modelKeys.all });
    let opened = realtime.getState() === "open";
    const offState = realtime.onStateChange((state) => {
      if (state !== "open") return;
      if (opened) refresh();
      opened = true;
    });
    const offUpdates = realtime.subscribe(MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, refresh);
    const offChanged = realtime.subscribe(MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, refresh);
    return () => {
      offState();
      offUpdates();
      offChanged();
    };
  }, [queryClient]);
}
