import { CONTENT_PAGES } from "@/shared/content-types";
import { BRAND_STORAGE_KEYS } from "./current-brand";

/**
 * Local-storage keys that hold one user's work (the content pages' rows, the selected brand). The spec's keys are
 * per page, not per user, so they are removed when the user signs out on purpose: the next person on this browser
 * starts clean. A lost session (expiry) keeps them, so unsaved rows survive signing back in.
 */
export const USER_STORAGE_KEYS: readonly string[] = [...CONTENT_PAGES.map((p) => p.storageKey), ...Object.values(BRAND_STORAGE_KEYS)];

export function clearUserStorage(storage: Storage = localStorage): void {
  for (const key of USER_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}
