import { queryRoots } from "@/web/lib/query-roots";

/**
 * Connection queries live under the models root: the realtime `model-updates` events (which announce changes of
 * ai_connections too) invalidate `modelKeys.all`, so a second tab's connection list follows without a hook of its own.
 */
export const connectionKeys = {
  all: [...queryRoots.models, "connections"] as const,
  list: () => [...connectionKeys.all, "list"] as const,
  detected: () => [...connectionKeys.all, "detected"] as const,
  discovered: (id: string) => [...connectionKeys.all, "discovered", id] as const,
};
