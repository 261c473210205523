import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { realtime } from "@/web/lib/realtime";

/**
 * Invalidates `queryKey` on each of the given realtime events, and each time the socket (re)opens, since events
 * may have been missed while it was closed. The key is read once per mount: pass a stable query root.
 */
export function useRealtimeRefresh(queryKey: QueryKey, events: readonly (readonly [channel: string, event: string])[]) {
  const queryClient = useQueryClient();
  // The events are constants at every call site; joined into a string so a fresh array literal does not resubscribe.
  const eventsKey = events.map(([channel, event]) => `${channel} ${event}`).join("\n");
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const offState = realtime.onStateChange((state) => {
      if (state === "open") refresh();
    });
    const offs = eventsKey.split("\n").map((line) => {
      const [channel, event] = line.split(" ");
      return realtime.subscribe(channel, event, refresh);
    });
    return () => {
      offState();
      for (const off of offs) off();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- queryKey is a stable root by contract
  }, [queryClient, eventsKey]);
}
