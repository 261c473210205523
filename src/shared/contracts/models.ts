import { z } from "zod";

/** Providers a model row may name (DESIGN §8). */
export const AI_PROVIDERS = ["builtin", "openai", "openrouter", "anthropic", "ollama", "openai-compatible", "replicate", "gateway", "local"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const MODEL_TYPES = ["text", "vision", "image"] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

export const PROVIDER_LABELS: Record<AiProvider, string> = {
  builtin: "Built-in",
  openai: "OpenAI",
  openrouter: "OpenRouter",
  anthropic: "Anthropic",
  ollama: "Ollama",
  "openai-compatible": "OpenAI-compatible",
  replicate: "Replicate",
  gateway: "Vercel AI Gateway",
  local: "Local (this server)",
};

/** An ai_models row as the API answers it (spec §3 fields plus what the Settings screen needs). */
export const aiModelSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  model_id: z.string(),
  provider: z.string(),
  type: z.enum(MODEL_TYPES),
  description: z.string().nullable(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  /** The server has the key or URL this provider needs. */
  provider_configured: z.boolean(),
  /** Runs inside the server without a network (the built-in, template-based models). */
  offline: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

export const aiModelListSchema = z.object({ data: z.array(aiModelSchema), next_cursor: z.string().nullable() });
export type AiModelList = z.infer<typeof aiModelListSchema>;

/** GET /api/models/default: spec §7 "select name, model_id, provider where is_default". */
export const defaultModelSchema = z.object({ id: z.string().uuid(), name: z.string(), model_id: z.string(), provider: z.string() });
export type DefaultModel = z.infer<typeof defaultModelSchema>;

const booleanParam = z.enum(["true", "false"]).transform((v) => v === "true");
export const modelListQuery = z.object({ type: z.enum(MODEL_TYPES).optional(), active: booleanParam.optional() });
export type ModelListQuery = z.input<typeof modelListQuery>;

export const updateModelBody = z.object({ is_active: z.boolean({ error: "is_active must be true or false" }) });
export type UpdateModelBody = z.infer<typeof updateModelBody>;

/** Realtime channels about models (spec §7 Realtime). Payloads are ids only: clients refetch. */
export const MODEL_UPDATES_CHANNEL = "model-updates";
export const MODEL_UPDATES_EVENT = "postgres_changes";
export const MODEL_CHANGE_CHANNEL = "model-change-event";
export const MODEL_CHANGED_EVENT = "model-changed";

export interface ModelUpdatesPayload {
  type: "INSERT" | "UPDATE" | "DELETE";
  table: "ai_models";
  record: { id: string; is_active: boolean; is_default: boolean };
}
export interface ModelChangedPayload {
  modelId: string;
}

/**
 * The realtime wire protocol (WebSocket /api/realtime), JSON text frames.
 * Client: join (first message, or ?token=), subscribe, ping. Server: joined, subscribed, event, pong, error.
 */
export type RealtimeClientMessage =
  { type: "join"; token: string } | { type: "subscribe"; channel: string } | { type: "unsubscribe"; channel: string } | { type: "ping" };

export type RealtimeServerMessage =
  | { type: "joined"; user_id: string; expires_at: number }
  | { type: "subscribed"; channel: string }
  | { type: "unsubscribed"; channel: string }
  | { type: "event"; channel: string; event: string; payload: unknown }
  | { type: "pong" }
  | { type: "error"; code: string; message: string };

/** Close codes the hub uses (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  tokenExpired: 4001,
  invalidToken: 4003,
  joinTimeout: 4008,
  shuttingDown: 1001,
} as const;
