import { MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT } from "@/shared/contracts/models";
import { modelKeys } from "@/web/lib/models-query";
import { useRealtimeRefresh } from "@/web/lib/use-realtime-refresh";

const MODEL_EVENTS = [
  [MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT],
  [MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT],
] as const;

/**
 * Keeps every model query fresh: a change of ai_models (model-updates) or a new default (model-change-event,
 * model-changed) invalidates the "models" root; so does reconnecting, since events may have been missed.
 */
export function useModelRealtime() {
  useRealtimeRefresh(modelKeys.all, MODEL_EVENTS);
}
