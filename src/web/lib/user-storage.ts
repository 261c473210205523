import { CONTENT_PAGES } from "@/shared/content-types";
import { BRAND_STORAGE_KEYS } from "./current-brand";

/**
 * Local-storage keys that hold one user's work (the content pages' rows, the selected brand). The spec's keys are
 * per page, not per user, so they are removed when the user signs out on purpose: the next person on this browser
 * starts clean. A lost session (expiry) keeps them, so unsaved rows survive signing back in.
 */
/** The Content Playground's extracted topics, kept until new ones are extracted (or the user signs out). */
export const PLAYGROUND_TOPICS_KEY = "contentPlaygroundTopics";

export const USER_STORAGE_KEYS: readonly string[] = [
  ...CONTENT_PAGES.flatMap((p) => [p.storageKey, `${p.storageKey}Language`, `${p.storageKey}Inbox`]),
  ...Object.values(BRAND_STORAGE_KEYS),
  PLAYGROUND_TOPICS_KEY,
  "contentPlaygroundLanguage",
];

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
const hasWork = (row: unknown) => {
  if (!row || typeof row !== "object") return false;
  const r = row as Record<string, unknown>;
  return filled(r.textContent) || filled(r.generatedPost) || filled(r.additionalContext) || (Array.isArray(r.files) && r.files.length > 0);
};

/**
 * What signing out would remove from this browser: content pages with rows that hold something, and extracted
 * topics. Generated posts are in history already; typed text and unsent topics live only here.
 */
export function unsavedWork(storage: Storage = localStorage): { pages: string[]; topics: number } {
  const pages = CONTENT_PAGES.filter((p) => {
    const rows = readJson(storage, p.storageKey);
    return (Array.isArray(rows) && rows.some(hasWork)) || unsentDrafts(storage, p.contentType);
  }).map((p) => p.title);
  const topics = readJson(storage, PLAYGROUND_TOPICS_KEY);
  return { pages, topics: Array.isArray(topics) ? topics.length : 0 };
}

/** Draft changes of the page this browser has not sent yet (offline): signing out would lose them. */
function unsentDrafts(storage: Storage, page: string): boolean {
  return draftKeys(storage).some((key) => {
    if (!key.endsWith(`.${page}`)) return false;
    const cache = readJson(storage, key) as { outbox?: Record<string, unknown> } | null;
    return Object.keys(cache?.outbox ?? {}).length > 0;
  });
}

/** The keys of this browser's caches of drafts (src/web/features/content/lib/draft-cache.ts): one user's work too. */
export const DRAFT_CACHE_PREFIX = "cs.drafts.";

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_CACHE_PREFIX)) keys.push(key);
    }
  } catch {
    /* storage unavailable */
  }
  return keys;
}

export function clearUserStorage(storage: Storage = localStorage): void {
  for (const key of [...USER_STORAGE_KEYS, ...draftKeys(storage)]) {
    try {
      storage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}
