/**
 * The composition root's service half: builds the long-lived services of the container whose types are in
 * app-env.ts. Only index.ts, deps.ts, tests and benchmarks import this file.
 */
import type { ServiceContext, ServiceRegistry } from "./app-env";
import { AI_CATALOG_CHANNEL } from "./ai/connections/catalog-events";
import { syncSeededConnections } from "./ai/connections/seed-connections";
import type { AiGateway } from "./ai/ai-gateway";
import { createAiGateway } from "./ai/create-ai";
import { createSessionGuard } from "./auth/sessions";
import { createLocalModels, type ModelsChange } from "./ai/local/local-models";
import { MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, type ModelUpdatesPayload } from "@/shared/contracts/models";
import { createRealtimeHub } from "./realtime/create-realtime";
import type { RealtimeHub } from "./realtime/hub";
import { createStorage } from "./storage/create-storage";
import { createJobQueue } from "./jobs/queue";
import { createPublisher } from "./features/publishing/publisher";
import { ruledFetch } from "./features/publishing/publishing.service";
import { createWebhooks, RefusedAddressError } from "./features/webhooks/webhooks.service";
import { createSecretBox } from "./lib/secrets";
import { createMailer } from "./deps";
import { createNotifier } from "./features/collaboration/notifier";
import { createOpsRuntime } from "./ops/ops-runtime";

export async function createServices(ctx: ServiceContext, overrides: Partial<ServiceRegistry> = {}): Promise<ServiceRegistry> {
  const ops = "ops" in overrides ? overrides.ops : createOpsRuntime(ctx.database, { metricsEnabled: Boolean(ctx.config.ops.metricsToken) });
  const storage = "storage" in overrides ? overrides.storage : await createStorage(ctx);
  const sessions = "sessions" in overrides ? overrides.sessions : await createSessionGuard(ctx);
  const realtime = "realtime" in overrides ? overrides.realtime : await createRealtimeHub(ctx, { sessions });
  if (ops && realtime) ops.metrics.sources.realtimeSockets = () => realtime.socketCount();
  await syncSeededConnections(ctx);
  // The local models announce changes to the gateway, which is built after them (it runs their models).
  const gateway: { current?: AiGateway } = {};
  const localModels =
    "localModels" in overrides
      ? overrides.localModels
      : createLocalModels({
          config: ctx.config.localModels,
          db: ctx.database.db,
          logger: ctx.logger,
          clock: ctx.clock,
          onModelsChanged: (change) => announceModels(ctx, realtime, () => gateway.current, change),
        });
  const local = localModels ? (modelId: string) => localModels.languageModel(modelId) : undefined;
  const ai = "ai" in overrides ? overrides.ai : await createAiGateway(ctx, { realtime, local, onUsage: ops?.metrics.observeAi });
  gateway.current = ai;
  const jobs = "jobs" in overrides ? overrides.jobs : createJobQueue(ctx.database, ctx.logger);
  const secrets = createSecretBox(ctx.config.secretsKey);
  const webhooks =
    "webhooks" in overrides
      ? overrides.webhooks
      : jobs &&
        createWebhooks({
          ...ctx,
          secrets,
          queue: jobs,
          // Publishing's address rules (no private hosts unless PUBLISH_ALLOW_PRIVATE_HOSTS) and the attempt's timeout.
          fetch: ruledFetch(ctx.config.publishing.allowPrivateHosts, ctx.config.webhooks.timeoutMs, (message) => new RefusedAddressError(message)),
        });
  const publisher =
    "publisher" in overrides
      ? overrides.publisher
      : jobs &&
        createPublisher({
          ...ctx,
          secrets,
          storage,
          queue: jobs,
          realtime,
          observe: ops?.metrics.observePublish,
          events: webhooks && { emit: webhooks.emit },
          // The author hears of a failed or missed post (issue 26: the bell, and mail if they want it).
          onFailed: (post, error) =>
            createNotifier({ db: ctx.database.db, mailer: createMailer(ctx, secrets, jobs), realtime, publicUrl: ctx.config.publicUrl, logger: ctx.logger, now: () => ctx.clock.now().toISOString() }).notify({
              workspaceId: post.workspaceId,
              kind: "publish_failed",
              recipients: post.userId ? [post.userId] : [],
              actorId: null,
              draftId: post.draftId,
              page: null,
              excerpt: `${error}\n\n${post.content}`,
            }),
        });
  return { storage, realtime, ai, sessions, localModels, jobs, publisher, webhooks, ops };
}

/** A local model was registered or deleted in the background: this gateway reads the models again and clients refetch. */
async function announceModels(ctx: ServiceContext, hub: RealtimeHub | undefined, ai: () => AiGateway | undefined, change: ModelsChange) {
  ai()?.invalidateModels();
  try {
    // Other instances drop their catalogues too.
    await ctx.database.notify(AI_CATALOG_CHANNEL, "local");
    if (!hub) return;
    const events: ModelUpdatesPayload[] = [
      ...change.rows.map((r) => ({ type: "UPDATE" as const, table: "ai_models" as const, record: { id: r.id, is_active: r.isActive, is_default: r.isDefault } })),
      ...(change.deleted ?? []).map((r) => ({ type: "DELETE" as const, table: "ai_models" as const, record: { id: r.id, is_active: r.isActive, is_default: r.isDefault } })),
    ];
    for (const payload of events) await hub.publish(MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, payload);
    if (change.newDefaultId) await hub.publish(MODEL_CHANGE_CHANNEL, MODEL_CHANGED_EVENT, { modelId: change.newDefaultId });
  } catch (err) {
    ctx.logger.warn({ err }, "could not announce a model change");
  }
}

export async function closeServices(services: ServiceRegistry): Promise<void> {
  await services.localModels?.close();
  // Running jobs finish (or are handed to another instance after their lease) before the database closes.
  await services.jobs?.stop();
  await services.realtime?.close();
  // Usage rows still being written must reach the database before it closes.
  await services.ai?.drain();
  await services.ai?.close?.();
  await services.storage?.close?.();
  await services.sessions?.close();
}

export type { ServiceContext, ServiceRegistry };
