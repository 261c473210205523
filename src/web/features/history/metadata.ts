import { languageLabel } from "@/shared/languages";
import { historyCopy } from "./copy";

/** Names for the ids in a row's metadata; rows saved before names were recorded are looked up. */
export interface MetadataNames {
  prompt?: string | null;
  model?: string | null;
}

const c = historyCopy.detail;
type Meta = Record<string, unknown>;
type Entry = { key: string; value: string };

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * What a person reads about an item, in this order: each answers a label and a value, or nothing to leave the
 * line out. Book-keeping kept for the product (timestamps, ids, lengths, flags, processingDetails as a whole)
 * is never shown raw (issue 24 point 12); the parts of it that mean something to a person are.
 */
const DETAILS: Array<(m: Meta, names: MetadataNames) => Entry | null> = [
  (m) => {
    const op = text(m.operation);
    return op ? { key: c.operation, value: c.operations[op as keyof typeof c.operations] ?? op } : null;
  },
  (m, names) => {
    if (!("promptId" in m) && !("promptName" in m)) return null;
    if (!text(m.promptId) && !text(m.promptName)) return { key: c.prompt, value: historyCopy.none };
    return { key: c.prompt, value: text(m.promptName) ?? names.prompt ?? c.unknownName };
  },
  (m, names) => {
    if (!("modelId" in m) && !("modelName" in m)) return null;
    if (!text(m.modelId) && !text(m.modelName)) return { key: c.model, value: historyCopy.none };
    return { key: c.model, value: text(m.modelName) ?? names.model ?? c.unknownName };
  },
  (m) => (text(m.language) ? { key: c.language, value: languageLabel(text(m.language)!) } : null),
  (m) => (text(m.targetLabel) ? { key: c.repurposedFor, value: text(m.targetLabel)! } : null),
  (m) => {
    const d = (m.processingDetails ?? {}) as Meta;
    const index = count(d.alternativeIndex);
    const total = count(d.totalAlternatives);
    return index && total ? { key: c.alternative, value: c.alternativeOf(index, total) } : null;
  },
  (m) => {
    const notes = text(((m.processingDetails ?? {}) as Meta).adjustmentNotes);
    return notes ? { key: c.adjustmentNotes, value: notes } : null;
  },
  (m) => (text(m.additionalContext) ? { key: c.additionalContext, value: text(m.additionalContext)! } : null),
  (m) => {
    const n = count(m.imageCount);
    return n ? { key: c.images, value: n.toLocaleString("en-US") } : null;
  },
  (m) => (text(m.platform) ? { key: c.platform, value: text(m.platform)! } : null),
  (m) => (text(m.accountName) ? { key: c.account, value: text(m.accountName)! } : null),
  (m) => (text(m.postUrl) ? { key: c.postLink, value: text(m.postUrl)! } : null),
];

/** Metadata (spec §3) as label/value pairs for the detail dialog: prompts and models by name, never by id. */
export function metadataEntries(metadata: Meta, names: MetadataNames = {}): Entry[] {
  return DETAILS.map((detail) => detail(metadata, names)).filter((e): e is Entry => e !== null);
}
