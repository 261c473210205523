import { queryRoots } from "@/web/lib/query-roots";

/**
 * Keys of the AI provider connections (`/api/connections`); publishing accounts have their own factory,
 * `publishingAccountKeys`. AI connection queries live under the models root: the realtime `model-updates` events (which announce changes of
 * ai_connections too) invalidate `modelKeys.all`, so a second tab's connection list follows without a hook of its own.
 */
export const aiConnectionKeys = {
  all: [...queryRoots.models, "connections"] as const,
  list: () => [...aiConnectionKeys.all, "list"] as const,
  detected: () => [...aiConnectionKeys.all, "detected"] as const,
  discovered: (id: string) => [...aiConnectionKeys.all, "discovered", id] as const,
};
