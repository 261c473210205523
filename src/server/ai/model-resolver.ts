/**
 * From a model reference in a request (an ai_models id, a model_id, or nothing) to the row to call (DESIGN §8).
 * Without a reference: text uses the is_default model; vision and image use the first active model of their type.
 * A model is usable when it is active and its connection exists with what its kind needs (key, URL).
 */
import type { AiProvider, ModelType } from "@/shared/contracts/models";
import type { ModelRow } from "./ai.repository";
import { missingSetting, type ConnectionRow } from "./connections/connection-secrets";
import { defaultConnectionMissing, modelNotAvailable, modelNotConfigured, wrongModelType } from "./upstream-errors";

export type CallKind = ModelType;

export interface ResolvedModel {
  id: string;
  name: string;
  modelId: string;
  provider: AiProvider;
  type: ModelType;
  /** The connection that serves it (sealed secrets; the provider set opens them). */
  connection?: ConnectionRow;
  /** The model's own settings; a call's explicit value wins. */
  temperature?: number | null;
  maxOutputTokens?: number | null;
}

/** The rows the resolver reads: models and the connections they point at. */
export interface ModelCatalogRows {
  models: ModelRow[];
  connections: ConnectionRow[];
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function connectionOf(rows: ModelCatalogRows, row: ModelRow): ConnectionRow | undefined {
  return row.connectionId ? rows.connections.find((c) => c.id === row.connectionId) : undefined;
}

function toResolved(rows: ModelCatalogRows, row: ModelRow): ResolvedModel {
  return {
    id: row.id,
    name: row.name,
    modelId: row.modelId,
    provider: row.provider as AiProvider,
    type: row.type,
    connection: connectionOf(rows, row),
    temperature: row.temperature,
    maxOutputTokens: row.maxOutputTokens,
  };
}

/** Whether a row's model can serve a call of this kind. */
function serves(row: ModelRow, kind: CallKind): boolean {
  if (kind === "image") return row.type === "image";
  if (kind === "text") return row.type === "text";
  // Chat models of hosted providers read images; the built-in writer and local GGUF models read text only.
  return row.type === "vision" || (row.type === "text" && row.provider !== "builtin" && row.provider !== "local");
}

function connected(rows: ModelCatalogRows, row: ModelRow): boolean {
  const conn = connectionOf(rows, row);
  return Boolean(conn && !missingSetting(conn));
}

function usable(rows: ModelCatalogRows, row: ModelRow): boolean {
  return row.isActive && connected(rows, row);
}

/** Real providers an admin switched on come before the built-in fallback; then provider and name. */
function firstActive(rows: ModelCatalogRows, kind: CallKind): ModelRow | undefined {
  const candidates = rows.models.filter((r) => r.type === kind && usable(rows, r));
  candidates.sort(
    (a, b) => Number(a.provider === "builtin") - Number(b.provider === "builtin") || a.provider.localeCompare(b.provider) || a.name.localeCompare(b.name),
  );
  return candidates[0];
}

function checked(rows: ModelCatalogRows, row: ModelRow): ResolvedModel {
  if (!row.isActive) throw modelNotAvailable();
  if (!connected(rows, row)) throw row.isDefault ? defaultConnectionMissing(row.name) : modelNotConfigured();
  return toResolved(rows, row);
}

function findByRef(rows: ModelCatalogRows, ref: string): ModelRow | undefined {
  if (UUID_RE.test(ref)) return rows.models.find((r) => r.id === ref.toLowerCase());
  const matches = rows.models.filter((r) => r.modelId === ref);
  return matches.find((r) => usable(rows, r)) ?? matches[0];
}

function defaultFor(rows: ModelCatalogRows, kind: CallKind): ResolvedModel {
  if (kind === "text") {
    const row = rows.models.find((r) => r.isDefault);
    if (row) return checked(rows, row);
  }
  const row = firstActive(rows, kind);
  if (!row) throw modelNotAvailable();
  return toResolved(rows, row);
}

export function resolveModel(rows: ModelCatalogRows, kind: CallKind, ref: string | undefined): ResolvedModel {
  if (!ref) return defaultFor(rows, kind);
  const row = findByRef(rows, ref);
  if (!row) throw modelNotAvailable();
  // The content pages offer text models; an image analysis with a text-only model (the offline writer, a local
  // GGUF model) goes to the default vision model.
  if (kind === "vision" && (row.provider === "builtin" || row.provider === "local") && row.type === "text") return defaultFor(rows, "vision");
  if (!serves(row, kind)) throw wrongModelType();
  return checked(rows, row);
}

/** The catalogue, read at most once per `ttlMs` (the tables are small and change rarely; changes invalidate it). */
export function createModelCatalog(load: () => Promise<ModelCatalogRows>, ttlMs: number, now: () => number = Date.now) {
  let cached: { rows: ModelCatalogRows; at: number } | undefined;
  let pending: Promise<ModelCatalogRows> | undefined;
  // A read that started before an invalidation must not be cached as fresh.
  let generation = 0;
  return {
    async rows(): Promise<ModelCatalogRows> {
      if (cached && now() - cached.at < ttlMs) return cached.rows;
      if (pending) return pending;
      const started = generation;
      const current = load()
        .then((rows) => {
          if (started === generation) cached = { rows, at: now() };
          return rows;
        })
        .finally(() => {
          if (pending === current) pending = undefined;
        });
      pending = current;
      return current;
    },
    invalidate() {
      generation += 1;
      cached = undefined;
      pending = undefined;
    },
  };
}
