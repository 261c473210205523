import type { ServiceContext } from "@/server/services";
import { createPgRateLimiter } from "@/server/lib/rate-limit";
import { createAiRepository } from "./ai.repository";
import { createGateway, type Gateway, type GatewayTimeouts } from "./gateway";
import { createProviderSet, type LocalModelSource, type ProviderSet } from "./providers";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry";

/** The AI gateway service (DESIGN §8); features reach it as `c.var.deps.services.ai`. */
export type AiGateway = Gateway;

export interface AiGatewayOptions {
  timeouts?: Partial<GatewayTimeouts>;
  /** Backoff between retries; tests pass short delays. */
  retry?: Partial<RetryPolicy>;
  /** How long the model catalogue is reused before it is read again. */
  modelCacheMs?: number;
  /** Providers to use instead of those built from config (unit tests with mock models). */
  providers?: ProviderSet;
  /** The fetch providers use (tests, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** The embedded local models (provider `local`). */
  local?: LocalModelSource;
}

export const DEFAULT_TIMEOUTS: GatewayTimeouts = { textMs: 60_000, imageMs: 120_000 };

export async function createAiGateway(ctx: ServiceContext, options: AiGatewayOptions = {}): Promise<AiGateway> {
  return createGateway({
    ai: ctx.config.ai,
    repo: createAiRepository(ctx.database.db),
    providers: options.providers ?? createProviderSet(ctx.config.ai, { fetch: options.fetch, local: options.local }),
    rateLimiter: createPgRateLimiter(ctx.database.db, ctx.clock),
    clock: ctx.clock,
    logger: ctx.logger,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    retry: { ...DEFAULT_RETRY, ...options.retry },
    modelCacheMs: options.modelCacheMs ?? 2000,
  });
}
