import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import { syncSeededConnections } from "./ai/connections/seed-connections";
import { createAiGateway, type AiGateway } from "./ai/create-ai";
import { createSessionGuard, type SessionGuard } from "./auth/sessions";
import { createRealtimeHub, type RealtimeHub } from "./realtime/create-realtime";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";

/** Long-lived services that features share; tests may pass overrides (a failing storage, a gateway on a fake upstream). */
export interface ServiceRegistry {
  storage?: Storage;
  ai?: AiGateway;
  realtime?: RealtimeHub;
  /** Whether an access token's session is still open (cached, dropped across instances over pg_notify). */
  sessions?: SessionGuard;
}

export interface ServiceContext {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
}

export async function createServices(ctx: ServiceContext, overrides: Partial<ServiceRegistry> = {}): Promise<ServiceRegistry> {
  const storage = "storage" in overrides ? overrides.storage : await createStorage(ctx);
  const sessions = "sessions" in overrides ? overrides.sessions : await createSessionGuard(ctx);
  const realtime = "realtime" in overrides ? overrides.realtime : await createRealtimeHub(ctx, { sessions });
  await syncSeededConnections(ctx);
  const ai = "ai" in overrides ? overrides.ai : await createAiGateway(ctx, { realtime });
  return { storage, realtime, ai, sessions };
}

export async function closeServices(services: ServiceRegistry): Promise<void> {
  await services.realtime?.close();
  // Usage rows still being written must reach the database before it closes.
  await services.ai?.drain();
  await services.ai?.close?.();
  await services.storage?.close?.();
  await services.sessions?.close();
}
