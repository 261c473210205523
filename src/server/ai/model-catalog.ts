/**
 * The models every install starts with: the built-in offline models (active; the writer is the default). A
 * connection seeded from environment variables starts with its kind's popular models below, inactive until an
 * admin switches them on; connections added in Settings list the provider's own models instead.
 */
import type { Db } from "@/server/db/client";
import type { AiProvider, ModelType } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { createModelCatalogRepository } from "./model-catalog.repository";

export interface CatalogModel {
  provider: AiProvider;
  model_id: string;
  name: string;
  type: ModelType;
  description: string;
}

/** The built-in offline demo's models (src/server/ai/builtin, served by providers.ts), as the catalogue lists them. */
export const BUILTIN_MODELS = [
  { model_id: "builtin-writer", ...messages.builtinModels.writer, type: "text" },
  { model_id: "builtin-vision", ...messages.builtinModels.vision, type: "vision" },
  { model_id: "builtin-image", ...messages.builtinModels.image, type: "image" },
] as const satisfies readonly Omit<CatalogModel, "provider">[];

export const DEFAULT_MODEL = { provider: "builtin", model_id: "builtin-writer" } as const;

export const PROVIDER_MODELS: readonly CatalogModel[] = [
  { provider: "openai", model_id: "gpt-4o-mini", name: "GPT-4o mini", type: "text", description: "OpenAI's fast, low-cost model; reads images too." },
  { provider: "openai", model_id: "gpt-4.1", name: "GPT-4.1", type: "text", description: "OpenAI's flagship model for long, careful writing." },
  {
    provider: "anthropic",
    model_id: "claude-sonnet-4-20250514",
    name: "Claude Sonnet 4",
    type: "text",
    description: "Anthropic's balanced model with a natural writing voice.",
  },
  { provider: "ollama", model_id: "llama3.2", name: "Llama 3.2 (Ollama)", type: "text", description: "Meta's Llama 3.2 on your own Ollama server." },
  {
    provider: "openrouter",
    model_id: "meta-llama/llama-3.3-70b-instruct",
    name: "Llama 3.3 70B (OpenRouter)",
    type: "text",
    description: "An open model through OpenRouter.",
  },
  {
    provider: "openai-compatible",
    model_id: "default",
    name: "OpenAI-compatible model",
    type: "text",
    description: 'The model your OpenAI-compatible server answers for "default"; rename it to the model you run.',
  },
  {
    provider: "gateway",
    model_id: "openai/gpt-4o-mini",
    name: "GPT-4o mini (AI Gateway)",
    type: "text",
    description: "GPT-4o mini through the Vercel AI Gateway.",
  },
  {
    provider: "replicate",
    model_id: "black-forest-labs/flux-schnell",
    name: "FLUX.1 [schnell]",
    type: "image",
    description: "A fast text-to-image model on Replicate.",
  },
];

/** Seed keys of the system connections (one row each, not deletable). */
export const SYSTEM_CONNECTIONS = {
  builtin: { seedKey: "builtin", kind: "builtin", name: "Built-in (template demo)" },
  local: { seedKey: "local", kind: "local", name: "Local models" },
} as const;

/** The builtin and local connections; answers their ids. */
export async function ensureSystemConnections(db: Db): Promise<{ builtin: string; local: string }> {
  const repo = createModelCatalogRepository(db);
  return { builtin: await repo.ensureConnection(SYSTEM_CONNECTIONS.builtin), local: await repo.ensureConnection(SYSTEM_CONNECTIONS.local) };
}

/**
 * Idempotent: the system connections exist; the built-in models follow the shipped list (names, types and
 * descriptions) under the builtin connection; is_active and is_default stay as an admin left them. The built-in
 * writer becomes the default only while no model is.
 */
export async function seedAiModels(db: Db): Promise<void> {
  const { builtin } = await ensureSystemConnections(db);
  const repo = createModelCatalogRepository(db);
  await repo.adoptUnconnectedBuiltinModels(builtin);
  await repo.upsertDescriptions(
    BUILTIN_MODELS.map((m) => ({
      provider: "builtin",
      connectionId: builtin,
      modelId: m.model_id,
      name: m.name,
      type: m.type,
      description: m.description,
      isActive: true,
      isDefault: false,
    })),
  );
  await repo.makeDefaultIfNone(DEFAULT_MODEL.provider, DEFAULT_MODEL.model_id);
}
