import type { DraftData } from "@/shared/contracts/drafts";
import { DRAFT_CACHE_PREFIX } from "@/web/lib/user-storage";

/**
 * This browser's copy of a workspace's drafts of one page (issue 25 point 4): the rows as the server last answered
 * them, so the page opens at once, and the outbox of changes not yet sent, so an edit made offline survives a
 * reload and is sent when the connection is back. One key per user, workspace and page; removed on sign-out.
 */

export interface ServerDraft {
  version: number;
  position: number;
  data: DraftData;
}

/** A change not yet sent: the row as this browser has it (or its deletion) and the version it was made on. */
export type OutboxEntry = { kind: "upsert"; data: DraftData; position: number; baseVersion: number | null } | { kind: "delete"; baseVersion: number };

export interface DraftCache {
  server: Record<string, ServerDraft>;
  outbox: Record<string, OutboxEntry>;
}

export interface CacheStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const draftCacheKey = (userId: string, workspaceId: string | null, page: string) =>
  `${DRAFT_CACHE_PREFIX}${userId}.${workspaceId ?? "personal"}.${page}`;

export function browserStorage(): CacheStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const empty = (): DraftCache => ({ server: {}, outbox: {} });

export function readDraftCache(key: string, storage: CacheStorage | null = browserStorage()): DraftCache {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? "null") as Partial<DraftCache> | null;
    if (!value || typeof value !== "object") return empty();
    return { server: value.server ?? {}, outbox: value.outbox ?? {} };
  } catch {
    return empty();
  }
}

/** Writes the cache; answers the error when the browser refused (a full storage), for the page to say so. */
export function writeDraftCache(key: string, cache: DraftCache, storage: CacheStorage | null = browserStorage()): Error | null {
  try {
    storage?.setItem(key, JSON.stringify(cache));
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
