/**
 * The output language a page remembers (localStorage, next to the page's rows). Nothing stored means the brand's
 * language, then English.
 */
import { isLanguageCode, type LanguageCode } from "@/shared/languages";

export const languageKey = (storageKey: string) => `${storageKey}Language`;

export function readPageLanguage(storageKey: string, storage: Pick<Storage, "getItem"> | null = browserStorage()): LanguageCode | null {
  try {
    const value = storage?.getItem(languageKey(storageKey));
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function writePageLanguage(storageKey: string, code: LanguageCode | null, storage: Pick<Storage, "setItem" | "removeItem"> | null = browserStorage()) {
  try {
    if (code) storage?.setItem(languageKey(storageKey), code);
    else storage?.removeItem(languageKey(storageKey));
  } catch {
    /* storage full or unavailable: the choice lasts for this visit only */
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
