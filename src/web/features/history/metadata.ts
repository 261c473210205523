import { historyCopy } from "./copy";

/** Names for the ids in a row's metadata; rows saved before names were recorded are looked up. */
export interface MetadataNames {
  prompt?: string | null;
  model?: string | null;
}

const c = historyCopy.detail;
/** Shown once as "Prompt" / "Model" with the name; the recorded name keys are not listed again. */
const NAMED: Record<string, { label: string; nameKey: string; names: keyof MetadataNames }> = {
  promptId: { label: c.prompt, nameKey: "promptName", names: "prompt" },
  modelId: { label: c.model, nameKey: "modelName", names: "model" },
};
const NAME_KEYS = new Set(Object.values(NAMED).map((n) => n.nameKey));

/** Metadata (spec §3) as label/value pairs for the detail dialog: prompts and models by name, never by id. */
export function metadataEntries(metadata: Record<string, unknown>, names: MetadataNames = {}): Array<{ key: string; value: string }> {
  return Object.entries(metadata)
    .filter(([key]) => !NAME_KEYS.has(key))
    .map(([key, value]) => {
      const named = NAMED[key];
      if (!named) return { key, value: formatValue(value) };
      if (value === null || value === undefined || value === "") return { key: named.label, value: historyCopy.none };
      const name = stringOrNull(metadata[named.nameKey]) ?? names[named.names];
      return { key: named.label, value: name ?? c.unknownName };
    });
}

const stringOrNull = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return historyCopy.none;
  if (typeof value === "string") return value || historyCopy.none;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}
