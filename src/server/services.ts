import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import { createAiGateway, type AiGateway } from "./ai/create-ai";
import { createRealtimeHub, type RealtimeHub } from "./realtime/create-realtime";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import { createPublisher, type Publisher } from "./publishing/publisher";
import { createSecretBox } from "./lib/secrets";

/** Long-lived services that features share; tests may pass overrides (a failing storage, a gateway on a fake upstream). */
export interface ServiceRegistry {
  storage?: Storage;
  ai?: AiGateway;
  realtime?: RealtimeHub;
  /** The PostgreSQL job queue (pg-boss): background work, exactly once across instances. */
  jobs?: JobQueue;
  /** Scheduled publishing to Bluesky, Mastodon and webhooks, run by the job queue. */
  publisher?: Publisher;
}

export interface ServiceContext {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
}

export async function createServices(ctx: ServiceContext, overrides: Partial<ServiceRegistry> = {}): Promise<ServiceRegistry> {
  const storage = "storage" in overrides ? overrides.storage : await createStorage(ctx);
  const realtime = "realtime" in overrides ? overrides.realtime : await createRealtimeHub(ctx);
  const ai = "ai" in overrides ? overrides.ai : await createAiGateway(ctx);
  const jobs = "jobs" in overrides ? overrides.jobs : createJobQueue(ctx.database, ctx.logger);
  const publisher =
    "publisher" in overrides
      ? overrides.publisher
      : jobs && createPublisher({ ...ctx, secrets: createSecretBox(ctx.config.secretsKey), storage, queue: jobs });
  return { storage, realtime, ai, jobs, publisher };
}

/** Starts this process's background workers (the server does; tests start them where they need them). */
export async function startBackgroundWork(services: ServiceRegistry, config: Config): Promise<void> {
  if (!config.jobs.workers || !services.jobs) return;
  await services.jobs.start();
  services.publisher?.startWorkers();
}

export async function closeServices(services: ServiceRegistry): Promise<void> {
  // Running jobs finish (or are handed to another instance after their lease) before the database closes.
  await services.jobs?.stop();
  await services.realtime?.close();
  // Usage rows still being written must reach the database before it closes.
  await services.ai?.drain();
  await services.storage?.close?.();
}
