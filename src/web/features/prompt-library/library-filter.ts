import { LIBRARY_CATEGORIES, type PromptType } from "@/shared/content-types";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";

/** The spec's chips, then Image: the library ships image prompts for the Image Playground. */
export const LIBRARY_CHIPS = [...LIBRARY_CATEGORIES, "image"] as const satisfies readonly ("all" | PromptType)[];
export type LibraryChip = (typeof LIBRARY_CHIPS)[number];

/** Prompts of the chosen type whose name or description contains every word of the search (as the API's q). */
export function filterLibrary(prompts: readonly LibraryPrompt[], chip: LibraryChip, search: string): LibraryPrompt[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return prompts.filter((p) => {
    if (chip !== "all" && p.type !== chip) return false;
    if (!words.length) return true;
    const haystack = `${p.name}\n${p.description ?? ""}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export function countByChip(prompts: readonly LibraryPrompt[]): Record<LibraryChip, number> {
  const counts = Object.fromEntries(LIBRARY_CHIPS.map((c) => [c, 0])) as Record<LibraryChip, number>;
  for (const p of prompts) {
    counts.all += 1;
    if (p.type in counts) counts[p.type as LibraryChip] += 1;
  }
  return counts;
}

/** The library in chip order (Social Media first), by name within a type. */
export function sortLibrary(prompts: readonly LibraryPrompt[]): LibraryPrompt[] {
  const rank = (type: string) => {
    const i = (LIBRARY_CHIPS as readonly string[]).indexOf(type);
    return i === -1 ? LIBRARY_CHIPS.length : i;
  };
  return [...prompts].sort((a, b) => rank(a.type) - rank(b.type) || a.name.localeCompare(b.name));
}
