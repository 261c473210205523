import type { DraftPage } from "@/shared/contracts/drafts";
import type { DraftsApi } from "../api/drafts";
import type { CacheStorage } from "./draft-cache";
import { toDraftData } from "./draft-sync";
import { deserializeRows } from "./persistence";
import { isBlankRow, uuidFromBytes } from "./post-row";

/**
 * The one-time import of a page's rows from before drafts were shared (issue 25 point 4): the rows this browser
 * kept under the page's old localStorage key (lib/persistence.ts) become drafts of the user's personal workspace.
 * Each row's draft id comes from the user, the page and the row's old id, so an import cut short and run again
 * (next load, or another tab at the same moment) names the same drafts and the server answers "already there"
 * (409) rather than making copies. The old key is removed only once the server has every row; until then it
 * stays and the next load tries again. Nothing is lost.
 */
export type ImportOutcome = "nothing" | "imported" | "failed";

export async function importLegacyRows(options: {
  /** The drafts API of the user's personal workspace. */
  api: DraftsApi;
  page: DraftPage;
  storageKey: string;
  userId: string;
  storage: CacheStorage | null;
}): Promise<ImportOutcome> {
  const { api, page, storageKey, userId, storage } = options;
  let raw: string | null;
  try {
    raw = storage?.getItem(storageKey) ?? null;
  } catch {
    return "nothing";
  }
  if (!raw) return "nothing";
  const rows = deserializeRows(raw).filter((row) => !isBlankRow(row));
  try {
    for (const [index, row] of rows.entries()) {
      const result = await api.create({ id: legacyDraftId(userId, page, row.id), page, position: index, data: toDraftData(row) });
      // "conflict": the draft is there already (an earlier import that lost its answer, or another tab).
      if (result.kind === "missing") return "failed";
    }
  } catch {
    return "failed";
  }
  try {
    storage?.removeItem(storageKey);
  } catch {
    /* removed next time */
  }
  return rows.length > 0 ? "imported" : "nothing";
}

/** A uuid that is always the same for one user's row of one page (FNV-1a over four seeds: 16 bytes). */
export function legacyDraftId(userId: string, page: string, rowId: string): string {
  const text = `${userId}\u0000${page}\u0000${rowId}`;
  const bytes = new Uint8Array(16);
  for (let part = 0; part < 4; part++) {
    let hash = (0x811c9dc5 ^ Math.imul(part + 1, 0x9e3779b1)) >>> 0;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    bytes.set([hash >>> 24, (hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff], part * 4);
  }
  return uuidFromBytes(bytes);
}
