import { currentWorkspaceId, subscribeWorkspace } from "./workspace";

/**
 * The selected brand as persisted in localStorage (spec §3 "Local storage"), readable without React or any feature.
 * A stored empty string means the user explicitly chose 'No Brand'; a missing key means they never chose.
 */
export const BRAND_STORAGE_KEYS = {
  /** The shared selected brand id, read by every page that sends a brand context. */
  selectedBrandId: "selectedBrandId",
  /** Its name, so the banner can show it before the brand list has loaded. */
  selectedBrandName: "selectedBrandName",
  /** The brand page's own copy of the selection. */
  brandPageSelectedBrandId: "brandStrategySelectedBrandId",
} as const;

const NO_BRAND = "";

/**
 * The storage key in this tab's workspace: the personal workspace keeps the keys of before workspaces (so a choice
 * made then still holds), a team workspace has its own, so switching workspace never carries another's brand.
 */
function keyFor(key: string): string {
  const workspaceId = currentWorkspaceId();
  return workspaceId ? `${key}:${workspaceId}` : key;
}

/** What storage says: whether the user ever chose, which brand (null: 'No Brand'), and its remembered name. */
export interface StoredBrandChoice {
  hasChoice: boolean;
  id: string | null;
  name: string | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(keyFor(key));
  } catch {
    // Storage can be unavailable (privacy modes, quota); the app then simply has no remembered brand.
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(keyFor(key), value);
  } catch {
    /* see read() */
  }
  notify();
}

/** The selected brand id, or null when none is selected (or never chosen). */
export function readSelectedBrandId(): string | null {
  const id = read(BRAND_STORAGE_KEYS.selectedBrandId) ?? read(BRAND_STORAGE_KEYS.brandPageSelectedBrandId);
  return id ? id : null;
}

export function readSelectedBrandName(): string | null {
  return read(BRAND_STORAGE_KEYS.selectedBrandName) || null;
}

/** Whether a choice was ever stored (a brand or an explicit 'No Brand'). */
export function hasStoredBrandChoice(): boolean {
  return read(BRAND_STORAGE_KEYS.selectedBrandId) !== null || read(BRAND_STORAGE_KEYS.brandPageSelectedBrandId) !== null;
}

/** Stores the shared selection; null stores an explicit 'No Brand'. */
export function writeSelectedBrand(brand: { id: string; brand_name: string } | null) {
  write(BRAND_STORAGE_KEYS.selectedBrandId, brand?.id ?? NO_BRAND);
  write(BRAND_STORAGE_KEYS.selectedBrandName, brand?.brand_name ?? NO_BRAND);
}

/** The brand page keeps the selection under its own key too (spec §3). */
export function writeBrandPageSelection(id: string | null) {
  write(BRAND_STORAGE_KEYS.brandPageSelectedBrandId, id ?? NO_BRAND);
}

function isBrandStorageKey(key: string | null): boolean {
  return key === null || (Object.values(BRAND_STORAGE_KEYS) as string[]).some((base) => key === base || key.startsWith(`${base}:`));
}

/** Subscribes to changes of the stored choice, from this tab (the write functions) or another (storage events). */
export function subscribeBrandChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isBrandStorageKey(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  // Another workspace has its own choice.
  const stopWorkspace = subscribeWorkspace(() => listener());
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    stopWorkspace();
  };
}

/** Nothing stored: one shared value, also the server snapshot, so hydrating a pre-rendered page sees no change. */
export const NO_BRAND_CHOICE: StoredBrandChoice = Object.freeze({ hasChoice: false, id: null, name: null });

let snapshot: { raw: string; value: StoredBrandChoice } | undefined;

/** The stored choice as one value that stays the same object until storage changes (for useSyncExternalStore). */
export function readBrandChoice(): StoredBrandChoice {
  const raw = JSON.stringify([read(BRAND_STORAGE_KEYS.selectedBrandId), read(BRAND_STORAGE_KEYS.brandPageSelectedBrandId), read(BRAND_STORAGE_KEYS.selectedBrandName)]);
  if (snapshot?.raw !== raw) {
    const value = { hasChoice: hasStoredBrandChoice(), id: readSelectedBrandId(), name: readSelectedBrandName() };
    snapshot = { raw, value: !value.hasChoice && value.id === null && value.name === null ? NO_BRAND_CHOICE : value };
  }
  return snapshot.value;
}
