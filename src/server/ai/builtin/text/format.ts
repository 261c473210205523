/** Small text helpers shared by the templates. */
import { isStopWord } from "./stopwords";

export function capitalise(text: string): string {
  return text.replace(/^(\s*["'\u201c\u2018(]?)(\p{Ll})/u, (_, p: string, c: string) => p + c.toUpperCase());
}

/**
 * Lower-case the first letter when the first word is an ordinary word (not a name, acronym or "I"), so a
 * sentence can follow an opener like "In short, ".
 */
export function lowerFirst(text: string, properWords: ReadonlySet<string> = new Set()): string {
  const m = /^(\p{Lu})([\p{Ll}']*)\b/u.exec(text);
  if (!m) return text;
  const word = m[0];
  if (word === "I" || word.startsWith("I'")) return text;
  if (properWords.has(word) && !isStopWord(word)) return text;
  // "Pulse Analytics", "New York": a capitalised word followed by another is a name, not a sentence start.
  const next = /^\s+(\p{Lu}[\p{L}'&-]*)/u.exec(text.slice(word.length));
  if (next && !isStopWord(word.toLowerCase()) && !isStopWord(next[1].toLowerCase())) return text;
  return m[1].toLowerCase() + text.slice(1);
}

export function stripTerminal(text: string): string {
  return text.replace(/[\s.!?:;,]+$/u, "");
}

export function ensureTerminal(text: string, mark = "."): string {
  const t = text.trimEnd();
  if (t === "") return t;
  // A period glued to a link breaks it in many apps.
  if (/(?:https?:\/\/|www\.)\S+$/.test(t)) return t;
  return /[.!?:…]["'\u201d\u2019)]?$/u.test(t) ? t : t + mark;
}

const SMALL = new Set("a an and as at but by for in nor of on or the to vs via with from into".split(" "));

export function titleCase(text: string): string {
  const parts = text.split(/(\s+)/);
  return parts
    .map((w, i) => {
      if (/^\s+$/.test(w) || w === "") return w;
      if (/[A-Z].*[A-Z]|\d/.test(w) || /[a-z][A-Z]/.test(w)) return w; // acronyms, brand casing
      const lower = w.toLowerCase();
      if (i > 0 && SMALL.has(lower) && !/:\s*$/.test(parts.slice(0, i).join(""))) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("");
}

/** "remote work" → "#RemoteWork"; null when nothing usable remains. */
export function toHashtag(phrase: string): string | null {
  const words = phrase
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  const tag = words.map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w[0].toUpperCase() + w.slice(1))).join("");
  if (tag.length < 3 || tag.length > 30 || /^\d/.test(tag)) return null;
  return `#${tag}`;
}

const SINGULAR_S = /(ss|us|is|ics|news|series|species|ness)$/i;

/** A rough guess whether a noun phrase is plural, from its last word. */
// -ing words that are nouns in their own right ("marketing teams" is plural; "chasing approvals" is not).
const ING_NOUNS = new Set(
  "marketing onboarding pricing branding training meeting building housing funding clothing advertising accounting engineering hiring planning shopping packaging banking catering consulting coaching learning wedding morning evening setting painting clothing spring".split(
    " ",
  ),
);

export function isPlural(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  // A gerund phrase is singular: "chasing approvals is", "building habits takes".
  if (words.length > 1 && /ing$/i.test(words[0]) && !ING_NOUNS.has(words[0].toLowerCase())) return false;
  // The head of "benefits of email marketing" is "benefits": the last word before any preposition.
  const head = phrase.trim().split(/\s+(?:of|for|in|on|with|to|at|about|from|by)\s+/i)[0];
  const last = head.split(/\s+/).pop()?.toLowerCase() ?? "";
  if (/^(people|teams|children|data|media|criteria)$/.test(last)) return true;
  return last.length > 3 && last.endsWith("s") && !SINGULAR_S.test(last);
}

/** Choose the verb form that agrees with a noun phrase. */
export function agree(phrase: string, singular: string, plural: string): string {
  return isPlural(phrase) ? plural : singular;
}

export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** Collapse stray spaces and blank lines without touching line structure. */
export function tidy(text: string): string {
  return text
    .split("\n")
    .map((l) =>
      l
        .replace(/(\S)[ \t]{2,}/g, "$1 ")
        .replace(/[ \t]+([,.!?:;])(?=\s|$)/g, "$1")
        .replace(/([.!?]){2,}/g, "$1")
        .replace(/\.,/g, ",")
        .trimEnd(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function truncateWords(text: string, maxWords: number): string {
  const words = text.split(/\s+/);
  if (words.length <= maxWords) return text;
  return stripTerminal(words.slice(0, maxWords).join(" "));
}

/** A Title Case heading back in running text: words keep their capitals only when they are names. */
export function sentenceCase(heading: string, properWords: ReadonlySet<string>): string {
  return heading
    .split(/(\s+)/)
    .map((w) => (/^\s*$/.test(w) || properWords.has(w) || /[A-Z].*[A-Z]|\d|[a-z][A-Z]/.test(w) ? w : w.toLowerCase()))
    .join("");
}
