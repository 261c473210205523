/**
 * From a model reference in a request (an ai_models id, a model_id, or nothing) to the row to call (DESIGN §8).
 * Without a reference: text uses the is_default model; vision and image use the first active model of their type.
 */
import type { Config } from "@/server/config";
import type { AiProvider, ModelType } from "@/shared/contracts/models";
import type { ModelRow } from "./ai.repository";
import { isKnownProvider, isProviderConfigured } from "./providers";
import { modelNotAvailable, modelNotConfigured, wrongModelType } from "./upstream-errors";

export type CallKind = ModelType;

export interface ResolvedModel {
  id: string;
  name: string;
  modelId: string;
  provider: AiProvider;
  type: ModelType;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toResolved(row: ModelRow, provider: AiProvider): ResolvedModel {
  return { id: row.id, name: row.name, modelId: row.modelId, provider, type: row.type };
}

/** Whether a row's model can serve a call of this kind. */
function serves(row: ModelRow, kind: CallKind): boolean {
  if (kind === "image") return row.type === "image";
  if (kind === "text") return row.type === "text";
  // Chat models of hosted providers read images; the built-in writer and local GGUF models read text only.
  return row.type === "vision" || (row.type === "text" && row.provider !== "builtin" && row.provider !== "local");
}

function usable(row: ModelRow, ai: Config["ai"]): boolean {
  return row.isActive && isKnownProvider(row.provider) && isProviderConfigured(row.provider, ai);
}

/** Real providers an admin switched on come before the built-in fallback; then provider and name. */
function firstActive(rows: ModelRow[], kind: CallKind, ai: Config["ai"]): ModelRow | undefined {
  const candidates = rows.filter((r) => r.type === kind && usable(r, ai));
  candidates.sort(
    (a, b) => Number(a.provider === "builtin") - Number(b.provider === "builtin") || a.provider.localeCompare(b.provider) || a.name.localeCompare(b.name),
  );
  return candidates[0];
}

function checked(row: ModelRow, ai: Config["ai"]): ResolvedModel {
  if (!row.isActive || !isKnownProvider(row.provider)) throw modelNotAvailable();
  if (!isProviderConfigured(row.provider, ai)) throw modelNotConfigured();
  return toResolved(row, row.provider);
}

function findByRef(rows: ModelRow[], ref: string, ai: Config["ai"]): ModelRow | undefined {
  if (UUID_RE.test(ref)) return rows.find((r) => r.id === ref.toLowerCase());
  const matches = rows.filter((r) => r.modelId === ref);
  return matches.find((r) => usable(r, ai)) ?? matches[0];
}

function defaultFor(rows: ModelRow[], kind: CallKind, ai: Config["ai"]): ResolvedModel {
  if (kind === "text") {
    const row = rows.find((r) => r.isDefault);
    if (row) return checked(row, ai);
  }
  const row = firstActive(rows, kind, ai);
  if (!row) throw modelNotAvailable();
  return toResolved(row, row.provider as AiProvider);
}

export function resolveModel(rows: ModelRow[], kind: CallKind, ref: string | undefined, ai: Config["ai"]): ResolvedModel {
  if (!ref) return defaultFor(rows, kind, ai);
  const row = findByRef(rows, ref, ai);
  if (!row) throw modelNotAvailable();
  // The content pages offer text models; an image analysis with a text-only model (the offline writer, a local
  // GGUF model) goes to the default vision model.
  if (kind === "vision" && (row.provider === "builtin" || row.provider === "local") && row.type === "text") return defaultFor(rows, "vision", ai);
  if (!serves(row, kind)) throw wrongModelType();
  return checked(row, ai);
}

/** The catalogue, read at most once per `ttlMs` (the table is small and changes rarely; changes invalidate it). */
export function createModelCatalog(load: () => Promise<ModelRow[]>, ttlMs: number, now: () => number = Date.now) {
  let cached: { rows: ModelRow[]; at: number } | undefined;
  let pending: Promise<ModelRow[]> | undefined;
  // A read that started before an invalidation must not be cached as fresh.
  let generation = 0;
  return {
    async rows(): Promise<ModelRow[]> {
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
