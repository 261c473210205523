import type { ModelListQuery } from "@/shared/contracts/models";

/**
 * Query keys of the models feature. Everything sits under the "models" root, which realtime model events
 * invalidate, so other features' model selectors keyed under it refresh too.
 */
export const modelKeys = {
  all: ["models"] as const,
  list: (query: ModelListQuery = {}) => ["models", "list", query] as const,
  default: () => ["models", "default"] as const,
};
