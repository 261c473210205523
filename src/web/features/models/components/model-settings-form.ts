import type { AiModel, ModelType, UpdateModelBody } from "@/shared/contracts/models";
import { modelActionCopy } from "../copy";

export interface ModelSettingsValues {
  name: string;
  modelId: string;
  type: ModelType;
  temperature: string;
  maxTokens: string;
}

export const settingsOf = (m: AiModel): ModelSettingsValues => ({
  name: m.name,
  modelId: m.model_id,
  type: m.type,
  temperature: m.temperature === null ? "" : String(m.temperature),
  maxTokens: m.max_output_tokens === null ? "" : String(m.max_output_tokens),
});

function number(text: string, valid: (n: number) => boolean, error: string): number | null {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  if (!Number.isFinite(n) || !valid(n)) throw new Error(error);
  return n;
}

/** The PATCH body: only what changed; an emptied number goes back to the provider's default (null). Throws a readable error. */
export function settingsBody(v: ModelSettingsValues, before: AiModel): UpdateModelBody {
  const body: UpdateModelBody = {};
  const temperature = number(v.temperature, (n) => n >= 0 && n <= 2, modelActionCopy.invalidTemperature);
  const maxTokens = number(v.maxTokens, (n) => Number.isInteger(n) && n >= 1 && n <= 200_000, modelActionCopy.invalidMaxTokens);
  if (v.name.trim() && v.name.trim() !== before.name) body.name = v.name.trim();
  if (v.modelId.trim() && v.modelId.trim() !== before.model_id) body.model_id = v.modelId.trim();
  if (v.type !== before.type) body.type = v.type;
  if (temperature !== before.temperature) body.temperature = temperature;
  if (maxTokens !== before.max_output_tokens) body.max_output_tokens = maxTokens;
  return body;
}
