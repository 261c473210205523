/**
 * Changes of ai_models or ai_connections: every instance's gateway drops its catalogue (PostgreSQL NOTIFY on
 * this channel) and every tab refreshes (the realtime `model-updates` channel).
 */
import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import type { RealtimeHub } from "@/server/realtime/hub";
import {
  MODEL_CHANGE_CHANNEL,
  MODEL_CHANGED_EVENT,
  MODEL_UPDATES_CHANNEL,
  MODEL_UPDATES_EVENT,
  type ModelChangedPayload,
  type ModelUpdatesPayload,
} from "@/shared/contracts/models";

export const AI_CATALOG_CHANNEL = "content_studio_ai_catalog";

export interface CatalogAnnouncer {
  database: Database;
  logger: Logger;
  realtime?: RealtimeHub;
  /** This instance's gateway (dropped at once, without waiting for the notification). */
  invalidate?: () => void;
}

/** Announces changed rows; a failed notify must not undo the change. */
export async function announceCatalogChange(deps: CatalogAnnouncer, payloads: ModelUpdatesPayload[], changedDefault?: string): Promise<void> {
  deps.invalidate?.();
  try {
    await deps.database.notify(AI_CATALOG_CHANNEL, "changed");
    for (const payload of payloads) await deps.realtime?.publish(MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, payload);
    if (changedDefault) await deps.realtime?.publish(MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, { modelId: changedDefault } satisfies ModelChangedPayload);
  } catch (err) {
    deps.logger.warn({ err }, "could not announce a model change");
  }
}
