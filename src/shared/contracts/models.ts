import { z } from "zod";

/** Providers a model row may name (DESIGN §8). */
export const AI_PROVIDERS = ["builtin", "local", "openai", "openrouter", "anthropic", "ollama", "openai-compatible", "replicate", "gateway"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const MODEL_TYPES = ["text", "vision", "image"] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

export const PROVIDER_LABELS: Record<AiProvider, string> = {
  builtin: "Built-in",
  local: "Local model",
  openai: "OpenAI",
  openrouter: "OpenRouter",
  anthropic: "Anthropic",
  ollama: "Ollama",
  "openai-compatible": "OpenAI-compatible",
  replicate: "Replicate",
  gateway: "Vercel AI Gateway",
};

export const MODEL_CONNECTION_STATUSES = ["ok", "failing", "untested", "missing"] as const;
export type ModelConnectionStatus = (typeof MODEL_CONNECTION_STATUSES)[number];

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
  /** The connection that serves it (null: its connection was removed). */
  connection_id: z.string().uuid().nullable(),
  connection_name: z.string().nullable(),
  /** ok / failing / untested: the connection's last test or call; missing: no connection. */
  connection_status: z.enum(MODEL_CONNECTION_STATUSES),
  /** The provider's own words when the connection is failing, or why it is missing. */
  status_message: z.string().nullable(),
  temperature: z.number().nullable(),
  max_output_tokens: z.number().int().nullable(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

export const aiModelListSchema = z.object({ data: z.array(aiModelSchema), next_cursor: z.string().nullable() });
export type AiModelList = z.infer<typeof aiModelListSchema>;

/**
 * What a user who is not an administrator sees of a model: its name, id and label, and whether it works. Never
 * the connection behind it (name, id, address, headers) or the provider's failure text: those are the admin's.
 */
export const modelSummarySchema = aiModelSchema.pick({
  id: true,
  name: true,
  model_id: true,
  provider: true,
  type: true,
  is_active: true,
  is_default: true,
  provider_configured: true,
  offline: true,
  connection_status: true,
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;
export const modelSummaryListSchema = z.object({ data: z.array(modelSummarySchema), next_cursor: z.string().nullable() });

/** An administrator's answer carries the whole row; everyone else's a summary. */
export const isFullModel = (model: ModelSummary | AiModel): model is AiModel => "connection_id" in model;

/** GET /api/models/default: spec §7 "select name, model_id, provider where is_default". */
export const defaultModelSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  model_id: z.string(),
  provider: z.string(),
  /** Whether generation can use it: see aiModelSchema.connection_status. */
  connection_status: z.enum(MODEL_CONNECTION_STATUSES).optional(),
  /** Administrators only: the provider's words when failing, or why the connection is missing. */
  status_message: z.string().nullable().optional(),
});
export type DefaultModel = z.infer<typeof defaultModelSchema>;
/** The default model as a user who is not an administrator sees it: no failure text. */
export const defaultModelSummarySchema = defaultModelSchema.omit({ status_message: true });

const booleanParam = z.enum(["true", "false"]).transform((v) => v === "true");
export const modelListQuery = z.object({ type: z.enum(MODEL_TYPES).optional(), active: booleanParam.optional() });
export type ModelListQuery = z.input<typeof modelListQuery>;

const temperature = z.number().min(0, "Temperature is between 0 and 2").max(2, "Temperature is between 0 and 2");
const maxOutputTokens = z.number().int("Max output tokens is a whole number").min(1).max(200_000);

/** A partial change; fields it does not take are refused (422), never ignored. */
export const updateModelBody = z.strictObject({
  is_active: z.boolean({ error: "is_active must be true or false" }).optional(),
  name: z.string().trim().min(1, "Name is required").max(120).optional(),
  model_id: z.string().trim().min(1, "Model id is required").max(300).optional(),
  description: z.string().trim().max(500).nullish(),
  type: z.enum(MODEL_TYPES).optional(),
  temperature: temperature.nullish(),
  max_output_tokens: maxOutputTokens.nullish(),
});
export type UpdateModelBody = z.input<typeof updateModelBody>;

/** Adds a model of a connection: discovered, or any id typed by hand. */
export const createModelBody = z.strictObject({
  connection_id: z.string().uuid("Choose a connection"),
  model_id: z.string().trim().min(1, "Model id is required").max(300),
  name: z.string().trim().min(1).max(120).optional(),
  type: z.enum(MODEL_TYPES).default("text"),
  description: z.string().trim().max(500).nullish(),
  temperature: temperature.nullish(),
  max_output_tokens: maxOutputTokens.nullish(),
  is_active: z.boolean().default(true),
});
export type CreateModelBody = z.input<typeof createModelBody>;

/** Realtime channels about models (spec §7 Realtime). Payloads are ids only: clients refetch. */
export const MODEL_UPDATES_CHANNEL = "model-updates";
export const MODEL_UPDATES_EVENT = "postgres_changes";
export const MODEL_CHANGE_CHANNEL = "model-change-event";
export const MODEL_CHANGED_EVENT = "model-changed";

export type ModelUpdatesPayload =
  | { type: "INSERT" | "UPDATE" | "DELETE"; table: "ai_models"; record: { id: string; is_active: boolean; is_default: boolean } }
  | { type: "INSERT" | "UPDATE" | "DELETE"; table: "ai_connections"; record: { id: string } };
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
  /** `room`: the co-editing room a refused doc.open named, so that session can try again. */
  | { type: "error"; code: string; message: string; room?: string };

/** Close codes the hub uses (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  tokenExpired: 4001,
  invalidToken: 4003,
  joinTimeout: 4008,
  /** 1012 Service Restart (RFC 6455 registry): the instance is stopping; reconnect soon (another one answers). */
  shuttingDown: 1012,
} as const;
