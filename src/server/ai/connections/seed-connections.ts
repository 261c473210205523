/**
 * Environment variables still work (DESIGN §4): each set provider variable seeds one connection at start, marked
 * as managed by the environment (its key sealed like any other). A variable that is gone removes its connection;
 * a default model that lived there stays, without a connection, so Settings and the badge show it.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { createSecretBox, secretHint, type SecretBox } from "@/server/lib/secrets";
import { CONNECTION_KIND_LABELS, CONNECTION_KIND_SPECS, type UserConnectionKind } from "@/shared/contracts/connections";
import { PROVIDER_MODELS } from "../model-catalog";
import { keyContext, type ConnectionRow } from "./connection-secrets";
import { createSeedConnectionsRepository } from "./seed-connections.repository";

type SeedConnectionsRepository = ReturnType<typeof createSeedConnectionsRepository>;

interface EnvConnection {
  kind: UserConnectionKind;
  baseUrl?: string;
  apiKey?: string;
}

/** The connections the environment asks for (a kind is there when its key, or for local servers its URL, is set). */
export function envConnections(ai: Config["ai"]): EnvConnection[] {
  const out: EnvConnection[] = [];
  if (ai.openaiApiKey) out.push({ kind: "openai", apiKey: ai.openaiApiKey, baseUrl: ai.openaiBaseUrl });
  if (ai.openrouterApiKey) out.push({ kind: "openrouter", apiKey: ai.openrouterApiKey });
  if (ai.anthropicApiKey) out.push({ kind: "anthropic", apiKey: ai.anthropicApiKey });
  if (ai.ollamaBaseUrl) out.push({ kind: "ollama", baseUrl: ai.ollamaBaseUrl });
  if (ai.openaiCompatibleBaseUrl) out.push({ kind: "openai-compatible", baseUrl: ai.openaiCompatibleBaseUrl, apiKey: ai.openaiCompatibleApiKey });
  if (ai.replicateApiToken) out.push({ kind: "replicate", apiKey: ai.replicateApiToken });
  if (ai.gatewayApiKey) out.push({ kind: "gateway", apiKey: ai.gatewayApiKey });
  return out;
}

export const envSeedKey = (kind: string) => `env:${kind}`;
export const envConnectionName = (kind: UserConnectionKind) => `${CONNECTION_KIND_LABELS[kind]} (environment)`;

function sameKey(row: ConnectionRow, apiKey: string | undefined, secrets: SecretBox): boolean {
  if (!row.apiKeySealed) return !apiKey;
  try {
    return secrets.open(row.apiKeySealed, keyContext(row.id)) === apiKey;
  } catch {
    return false;
  }
}

async function upsertEnvConnection(repo: SeedConnectionsRepository, env: EnvConnection, secrets: SecretBox): Promise<void> {
  const seedKey = envSeedKey(env.kind);
  const id = randomUUID();
  const inserted = await repo.insertConnection({
    id,
    kind: env.kind,
    name: envConnectionName(env.kind),
    baseUrl: env.baseUrl ?? null,
    apiKeySealed: env.apiKey ? secrets.seal(env.apiKey, keyContext(id)) : null,
    apiKeyHint: env.apiKey ? secretHint(env.apiKey) : null,
    managedBy: "env",
    seedKey,
    supportsStructuredOutputs: CONNECTION_KIND_SPECS[env.kind].structuredOutputsDefault,
  });
  if (inserted) {
    // A new connection starts with its kind's popular models, switched off.
    const starters = PROVIDER_MODELS.filter((m) => m.provider === env.kind);
    await repo.insertModels(starters.map((m) => ({ provider: m.provider, connectionId: id, modelId: m.model_id, name: m.name, type: m.type, description: m.description })));
    return;
  }
  const row = await repo.findBySeedKey(seedKey);
  if (!row) return;
  if ((row.baseUrl ?? undefined) === env.baseUrl && sameKey(row, env.apiKey, secrets)) return;
  await repo.updateAddressAndKey(row.id, {
    baseUrl: env.baseUrl ?? null,
    apiKeySealed: env.apiKey ? secrets.seal(env.apiKey, keyContext(row.id)) : null,
    apiKeyHint: env.apiKey ? secretHint(env.apiKey) : null,
  });
}

/** Runs at every start (idempotent, safe on several instances at once). */
export async function syncSeededConnections(ctx: { config: Config; database: { db: Db } }): Promise<void> {
  const repo = createSeedConnectionsRepository(ctx.database.db);
  const secrets = createSecretBox(ctx.config.secretsKey);
  const wanted = envConnections(ctx.config.ai);
  for (const env of wanted) await upsertEnvConnection(repo, env, secrets);

  // Variables that are gone: their connections go, with their models except a default one.
  await repo.removeEnvConnectionsExcept(wanted.map((e) => envSeedKey(e.kind)));

  // Rows from installs before connections existed: they join their kind's environment connection, or go.
  for (const conn of await repo.listEnvConnections()) await repo.adoptUnconnectedModels(conn.id, conn.kind);
  await repo.deleteUnconnectedModels();
}
