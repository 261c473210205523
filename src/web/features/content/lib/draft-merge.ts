import type { DraftData, DraftVersion } from "@/shared/contracts/drafts";

/**
 * The field-by-field merge of a draft changed in two places (issue 25 point 4). `base` is the row both changes
 * started from, `local` this tab's row, `remote` the row the server holds now (another tab, device or member).
 * A field changed on one side only takes that side's value, so two people editing different fields of a row both
 * keep their edit. A field changed on both sides takes `local` (the later change: it reaches the server after
 * `remote` did), and a text it replaces is kept as a version of the post, so nothing typed is lost. Versions are a
 * union: a post generated on either side stays.
 */
type Field = Exclude<keyof DraftData, "versions" | "currentVersionIndex" | "generatedPost">;
const FIELDS: Field[] = [
  "contentType",
  "textContent",
  "files",
  "selectedPromptId",
  "selectedModelId",
  "additionalContext",
  "imageUrls",
  "selectedImages",
  "isAlternative",
  "alternativeIndex",
  "totalAlternatives",
  "origin",
  "document",
];
/** Typed texts: when both sides changed one, the replaced text becomes a version rather than vanishing. */
const KEPT_TEXTS: ReadonlySet<Field> = new Set(["textContent", "additionalContext"]);

/** JSON with object keys in one order: the server's JSONB answers keys in its own order, not the one sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const shown = (data: DraftData) => data.versions[data.currentVersionIndex]?.content ?? data.generatedPost;

export interface MergeResult {
  data: DraftData;
  /** Fields both sides changed (the local value won). */
  conflicts: Field[];
}

export function mergeDraft(base: DraftData | null, local: DraftData, remote: DraftData, now: string): MergeResult {
  const merged = { ...remote } as DraftData;
  const conflicts: Field[] = [];
  const kept: DraftVersion[] = [];
  for (const field of FIELDS) {
    const localChanged = base === null || !same(local[field], base[field]);
    const remoteChanged = base === null || !same(remote[field], base[field]);
    if (!localChanged) continue;
    (merged as Record<Field, unknown>)[field] = local[field];
    if (remoteChanged && !same(local[field], remote[field])) {
      conflicts.push(field);
      const text = remote[field];
      if (KEPT_TEXTS.has(field) && typeof text === "string" && text.trim() !== "") kept.push({ content: text, timestamp: now, operation: "kept" });
    }
  }

  const versions = [...remote.versions];
  for (const version of [...local.versions, ...kept]) if (!versions.some((v) => v.content === version.content)) versions.push(version);
  merged.versions = versions;
  // The shown version: this side's choice if it changed it, else the other's.
  const localChoiceChanged = base === null || shown(local) !== shown(base);
  const choice = localChoiceChanged ? shown(local) : shown(remote);
  const index = versions.findIndex((v) => v.content === choice);
  merged.currentVersionIndex = index >= 0 ? index : Math.max(0, Math.min(remote.currentVersionIndex, versions.length - 1));
  merged.generatedPost = versions[merged.currentVersionIndex]?.content ?? (localChoiceChanged ? local.generatedPost : remote.generatedPost);
  return { data: merged, conflicts };
}

export const sameDraftData = (a: DraftData, b: DraftData) => same(a, b);
