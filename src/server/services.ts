import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";

/**
 * Long-lived services that features share. Each feature module adds its entry here and builds it
 * in createServices; tests may pass overrides (a fake storage, a gateway pointed at a fake upstream).
 */
export interface ServiceRegistry {
  [name: string]: unknown;
}

export interface ServiceContext {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
}

export async function createServices(_ctx: ServiceContext, overrides: Partial<ServiceRegistry> = {}): Promise<ServiceRegistry> {
  return { ...overrides };
}

export async function closeServices(services: ServiceRegistry): Promise<void> {
  for (const service of Object.values(services)) {
    const closable = service as { close?: () => Promise<void> | void } | undefined;
    if (closable && typeof closable.close === "function") await closable.close();
  }
}
