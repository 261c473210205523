/** The shapes of the gateway's calls and answers. */
import type { Config } from "@/server/config";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { RateLimiter } from "@/server/lib/rate-limit";
import type { SecretBox } from "@/server/lib/secrets";
import type { AiRepository, UsageRecord } from "./ai.repository";
import type { ResolvedModel } from "./model-resolver";
import type { ProviderSet } from "./providers";
import type { RetryPolicy } from "./retry";

export interface ImageInput {
  data: Uint8Array;
  mediaType: string;
}

export interface TextCall {
  userId: string;
  /** The workspace the call is for (its budget and usage); absent: the user's personal workspace. */
  workspaceId?: string | null;
  /** The function name, recorded in ai_usage. */
  operation: string;
  model: ResolvedModel;
  system: string;
  prompt: string;
  images?: ImageInput[];
  maxOutputTokens?: number;
  temperature?: number;
  /** Aborts the call when the client goes away. */
  signal?: AbortSignal;
}

export interface TextOutcome {
  text: string;
  tokensIn: number | null;
  tokensOut: number | null;
}

export interface TextStream {
  /** Text pieces in order, the first one already received from the provider. */
  deltas: AsyncIterable<string>;
  /** The whole text once the stream ended; rejects with an HttpError if it failed midway. */
  done: Promise<TextOutcome>;
}

export interface ImageCall {
  userId: string;
  /** The workspace the call is for (its budget and usage); absent: the user's personal workspace. */
  workspaceId?: string | null;
  operation: string;
  model: ResolvedModel;
  prompt: string;
  count: number;
  width: number;
  height: number;
  providerOptions?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export interface ImageOutcome {
  images: { bytes: Uint8Array; mediaType: string; providerUrl?: string }[];
  predictionId?: string;
}

export interface GatewayTimeouts {
  /** Whole call for text; between two pieces for a stream. */
  textMs: number;
  imageMs: number;
}

export interface GatewayDeps {
  ai: Config["ai"];
  /** Opens connection secrets to mask them in quoted provider errors. */
  secrets?: SecretBox;
  /** Records how a connection last answered (Settings and the badge show a failing one). */
  onConnectionStatus?: (connectionId: string, status: "ok" | "failing", message: string | null) => void;
  repo: AiRepository;
  providers: ProviderSet;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  timeouts: GatewayTimeouts;
  retry: RetryPolicy;
  modelCacheMs: number;
  /**
   * A seed per built-in model call, so "Generate" again on the same input writes a different draft (the
   * template writer is otherwise a pure function of its input). Real providers vary by themselves.
   */
  nextSeed: () => number;
  /** Sees every call's usage row as it is queued (the metrics: calls, tokens and latency by model). */
  onUsage?: (row: UsageRecord) => void;
  /**
   * Refuses a call whose workspace used up its monthly AI budget (throws the HttpError to answer); runs before every
   * model call. Absent: no budgets (unit tests of the gateway alone).
   */
  checkBudget?: (userId: string, workspaceId: string | null | undefined) => Promise<void>;
}
