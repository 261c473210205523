import { useCallback, useState } from "react";
import { resolveLanguage, type LanguageCode } from "@/shared/languages";
import { useCurrentBrand } from "@/web/lib/brand-context-core";
import { readPageLanguage, writePageLanguage } from "./page-language";

export interface PageLanguage {
  /** The language generations on this page write in. */
  language: LanguageCode;
  /** The brand's language (the default when the page has no choice of its own). */
  brandLanguage: LanguageCode;
  /** Remembers a choice for this page; the brand's language clears it, so the page follows the brand again. */
  choose: (code: LanguageCode) => void;
}

/** The page's output language: its remembered choice, else the selected brand's language, else English. */
export function usePageLanguage(storageKey: string): PageLanguage {
  const { brand } = useCurrentBrand();
  const [choice, setChoice] = useState<LanguageCode | null>(() => readPageLanguage(storageKey));
  const brandLanguage = resolveLanguage(brand?.language);
  const choose = useCallback(
    (code: LanguageCode) => {
      const next = code === brandLanguage ? null : code;
      setChoice(next);
      writePageLanguage(storageKey, next);
    },
    [storageKey, brandLanguage],
  );
  return { language: resolveLanguage(choice, brandLanguage), brandLanguage, choose };
}
