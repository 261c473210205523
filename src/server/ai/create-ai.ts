import { randomInt } from "node:crypto";
import type { ServiceContext } from "@/server/app-env";
import { createPgRateLimiter } from "@/server/lib/rate-limit";
import { createSecretBox } from "@/server/lib/secrets";
import type { RealtimeHub } from "@/server/realtime/hub";
import type { AiGateway } from "./ai-gateway";
import { MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, type ModelUpdatesPayload } from "@/shared/contracts/models";
import { createAiRepository } from "./ai.repository";
import { AI_CATALOG_CHANNEL } from "./connections/catalog-events";
import { createOllamaDetector } from "./connections/detect-ollama";
import { assertWithinBudget } from "./budget";
import { createGateway, type GatewayTimeouts } from "./gateway";
import type { GatewayDeps } from "./gateway-types";
import { createProviderSet, type LocalModelFactory, type ProviderSet } from "./providers";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry";

export interface AiGatewayOptions {
  timeouts?: Partial<GatewayTimeouts>;
  /** Backoff between retries; tests pass short delays. */
  retry?: Partial<RetryPolicy>;
  /** How long the model catalogue is reused before it is read again. */
  modelCacheMs?: number;
  /** Providers to use instead of those built from the connections (unit tests with mock models). */
  providers?: ProviderSet;
  /** The fetch providers use (tests, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** A fresh seed for each built-in model call (tests pass a fixed sequence). */
  nextSeed?: () => number;
  /** The local model runtime (node-llama-cpp) that serves the `local` connection's models. */
  local?: LocalModelFactory;
  /** Tells every tab when a connection starts or stops failing. */
  realtime?: RealtimeHub;
  /** Sees every call's usage row as it is queued (the metrics). */
  onUsage?: GatewayDeps["onUsage"];
}

export const DEFAULT_TIMEOUTS: GatewayTimeouts = { textMs: 60_000, imageMs: 120_000 };

export async function createAiGateway(ctx: ServiceContext, options: AiGatewayOptions = {}): Promise<AiGateway> {
  const repo = createAiRepository(ctx.database);
  const secrets = createSecretBox(ctx.config.secretsKey);

  const onConnectionStatus = (id: string, status: "ok" | "failing", message: string | null) => {
    void (async () => {
      await repo.setConnectionStatus(id, status, message, ctx.clock.now().toISOString());
      await ctx.database.notify(AI_CATALOG_CHANNEL, id);
      const payload: ModelUpdatesPayload = { type: "UPDATE", table: "ai_connections", record: { id } };
      await options.realtime?.publish(MODEL_UPDATES_CHANNEL, MODEL_UPDATES_EVENT, payload);
    })().catch((err: unknown) => ctx.logger.warn({ err }, "could not record a connection's status"));
  };

  const providers = options.providers ?? createProviderSet({ secrets, fetch: options.fetch, local: options.local });
  const gateway = createGateway({
    ai: ctx.config.ai,
    repo,
    secrets,
    onConnectionStatus,
    providers,
    rateLimiter: createPgRateLimiter(ctx.database.db, ctx.clock),
    clock: ctx.clock,
    logger: ctx.logger,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    retry: { ...DEFAULT_RETRY, ...options.retry },
    modelCacheMs: options.modelCacheMs ?? 2000,
    nextSeed: options.nextSeed ?? (() => randomInt(2 ** 31)),
    onUsage: options.onUsage,
    checkBudget: (userId, workspaceId) => assertWithinBudget(ctx.database.db, userId, workspaceId, ctx.clock.now()),
  });
  // A change of models or connections on any instance drops this instance's catalogue (and with it stale providers).
  const unlisten = await ctx.database.listen(
    AI_CATALOG_CHANNEL,
    () => gateway.invalidateModels(),
    () => gateway.invalidateModels(),
  );
  const ollama = createOllamaDetector(ctx.config.ai.ollamaDetectUrl);
  // Looked for once at start, so Settings can offer it at once.
  if (ctx.config.env !== "test") void ollama.detect();
  return {
    ...gateway,
    ollama,
    hasLocalRuntime: () => Boolean(providers.local),
    async close() {
      await unlisten().catch(() => undefined);
    },
  };
}

export type { AiGateway };
