import { z } from "zod";

/**
 * AI connections (DESIGN §8): where models are served from. `builtin` (the template demo) and `local` (models
 * run inside the server) are system connections; admins add, edit and remove the others in Settings.
 */
export const CONNECTION_KINDS = ["builtin", "local", "openai", "anthropic", "openrouter", "ollama", "openai-compatible", "replicate", "gateway"] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** Kinds an admin may add (any number of each). */
export const USER_CONNECTION_KINDS = ["openai-compatible", "ollama", "openai", "anthropic", "openrouter", "replicate", "gateway"] as const;
export type UserConnectionKind = (typeof USER_CONNECTION_KINDS)[number];

export const CONNECTION_KIND_LABELS: Record<ConnectionKind, string> = {
  builtin: "Built-in",
  local: "Local model",
  openai: "OpenAI",
  anthropic: "Anthropic",
  openrouter: "OpenRouter",
  ollama: "Ollama",
  "openai-compatible": "OpenAI-compatible",
  replicate: "Replicate",
  gateway: "Vercel AI Gateway",
};

export interface KindSpec {
  /** The base URL is asked for; `required` when the kind has no public default. */
  baseUrl: "required" | "optional" | "none";
  apiKey: "required" | "optional";
  /** Shown as the placeholder of the base URL field (and used when it is left empty). */
  defaultBaseUrl?: string;
  /** Extra request headers may be set (proxies, org ids). */
  headers: boolean;
  /** Whether JSON-schema output is asked for by default (see supports_structured_outputs). */
  structuredOutputsDefault: boolean;
}

export const CONNECTION_KIND_SPECS: Record<UserConnectionKind, KindSpec> = {
  "openai-compatible": { baseUrl: "required", apiKey: "optional", headers: true, structuredOutputsDefault: false, defaultBaseUrl: "http://127.0.0.1:1234/v1" },
  ollama: { baseUrl: "required", apiKey: "optional", headers: true, structuredOutputsDefault: true, defaultBaseUrl: "http://127.0.0.1:11434" },
  openai: { baseUrl: "optional", apiKey: "required", headers: true, structuredOutputsDefault: true, defaultBaseUrl: "https://api.openai.com/v1" },
  anthropic: { baseUrl: "optional", apiKey: "required", headers: true, structuredOutputsDefault: true, defaultBaseUrl: "https://api.anthropic.com/v1" },
  openrouter: { baseUrl: "optional", apiKey: "required", headers: true, structuredOutputsDefault: true, defaultBaseUrl: "https://openrouter.ai/api/v1" },
  replicate: { baseUrl: "none", apiKey: "required", headers: false, structuredOutputsDefault: false },
  gateway: { baseUrl: "none", apiKey: "required", headers: false, structuredOutputsDefault: true },
};

export const CONNECTION_STATUSES = ["ok", "failing", "untested"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_MANAGERS = ["ui", "env", "system"] as const;
export type ConnectionManager = (typeof CONNECTION_MANAGERS)[number];

/** A connection as the API answers it: never the key or header values, only the key's last 4 characters. */
export const aiConnectionSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(CONNECTION_KINDS),
  name: z.string(),
  base_url: z.string().nullable(),
  /** Last 4 characters of the key ("" when it is too short to show any), null without a key. */
  api_key_hint: z.string().nullable(),
  has_api_key: z.boolean(),
  /** Names of the extra headers (their values stay on the server). */
  header_names: z.array(z.string()),
  supports_structured_outputs: z.boolean(),
  managed_by: z.enum(CONNECTION_MANAGERS),
  /** The result of the last test or call through this connection. */
  status: z.enum(CONNECTION_STATUSES),
  status_message: z.string().nullable(),
  status_at: z.string().nullable(),
  model_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AiConnection = z.infer<typeof aiConnectionSchema>;

export const aiConnectionListSchema = z.object({ data: z.array(aiConnectionSchema), next_cursor: z.string().nullable() });

const MAX_HEADERS = 20;
const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, "Header names are letters, digits and - only");
export const headersSchema = z
  .record(headerName, z.string().max(2000).regex(/^[^\r\n]*$/, "Header values are one line"))
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, `At most ${MAX_HEADERS} headers`);

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .url("Enter a full URL, like http://127.0.0.1:1234/v1")
  .refine((u) => /^https?:\/\//i.test(u), "The URL must start with http:// or https://");

export const createConnectionBody = z.strictObject({
  kind: z.enum(USER_CONNECTION_KINDS),
  name: z.string().trim().min(1, "Name is required").max(80),
  base_url: httpUrl.nullish(),
  api_key: z.string().trim().max(4000).nullish(),
  headers: headersSchema.nullish(),
  supports_structured_outputs: z.boolean().optional(),
});
export type CreateConnectionBody = z.input<typeof createConnectionBody>;

/** A partial change; `api_key`/`headers`: a value replaces, null removes, absent keeps. */
export const updateConnectionBody = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(80).optional(),
  base_url: httpUrl.nullish(),
  api_key: z.string().trim().max(4000).nullish(),
  headers: headersSchema.nullish(),
  supports_structured_outputs: z.boolean().optional(),
});
export type UpdateConnectionBody = z.input<typeof updateConnectionBody>;

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** Plain words: how many models the provider lists, or the provider's own error. */
  message: z.string(),
  /** The upstream HTTP status when there was one. */
  upstream_status: z.number().int().nullable(),
  model_count: z.number().int().nullable(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const discoveredModelSchema = z.object({
  model_id: z.string(),
  name: z.string(),
  /** What the provider says or the id suggests; the admin chooses when adding. */
  type: z.enum(["text", "vision", "image"]),
  description: z.string().nullable(),
  /** The ai_models row when this model was already added. */
  added_id: z.string().uuid().nullable(),
});
export type DiscoveredModel = z.infer<typeof discoveredModelSchema>;
export const discoveredModelListSchema = z.object({ data: z.array(discoveredModelSchema), next_cursor: z.string().nullable() });
export const discoverQuery = z.object({ q: z.string().max(200).optional() });

/** A server found on this machine that is not a connection yet (Ollama on its usual port). */
export const detectedConnectionSchema = z.object({ kind: z.enum(USER_CONNECTION_KINDS), name: z.string(), base_url: z.string() });
export type DetectedConnection = z.infer<typeof detectedConnectionSchema>;
export const detectedConnectionListSchema = z.object({ data: z.array(detectedConnectionSchema), next_cursor: z.string().nullable() });
