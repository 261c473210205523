/**
 * A brand's hard rules, enforced on the output of every model (built-in or provider) after generation.
 * Each rule is applied per line so that structure survives; the alternatives separator line is never touched.
 */
import type { RequiredSpelling } from "@/shared/contracts/brand-voice";
import { applyTerminology } from "./brand-voice";
import { ALTERNATIVE_SEPARATOR } from "./directive";

export interface BrandRules {
  no_emojis?: boolean | null;
  no_dashes?: boolean | null;
  no_semicolons?: boolean | null;
  /** The brand's terminology (issue 27): "e-mail" becomes "email" in whatever a model wrote. */
  required_spellings?: RequiredSpelling[] | null;
}

// ©, ® and ™ are pictographic in Unicode but are ordinary typography in marketing copy.
const TEXT_MARKS = new Set(["\u00a9", "\u00ae", "\u2122"]);
const EMOJI_RE =
  /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})(?:\u{FE0E}|\u{FE0F}|\u{20E3}|\u{200D}|[\u{E0020}-\u{E007F}]|\p{Emoji_Modifier})*/gu;
const STRAY_EMOJI_PARTS_RE = /\u{FE0F}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu;
const DASH_CHARS = "\u2012\u2013\u2014\u2015\u2e3a\u2e3b\ufe58";
const LIST_MARKER_RE = new RegExp(`^(?:[-${DASH_CHARS}]|--)\\s+`);
// A run of dashes used as punctuation: em/en dashes, "--", or a hyphen touching no letter or digit
// (so "well-known", "-5%" and "pre- and post-launch" keep theirs).
const DASH_RUN_RE = new RegExp(`(?:\\s*(?:[-${DASH_CHARS}]*[${DASH_CHARS}][-${DASH_CHARS}]*|-{2,}|(?<![\\p{L}\\p{N}])-(?![\\p{L}\\p{N}]))\\s*)+`, "gu");
const DIGIT_RANGE_RE = new RegExp(`(\\d)\\s?[${DASH_CHARS}]\\s?(\\d)`, "g");
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Capitalised little words that read better lower-cased once they follow a comma.
const LOWERABLE = new Set(
  "the this that these those it its we you your our they their there here what which who and but so or a an no not just now then".split(" "),
);

function collapseSpaces(line: string): string {
  return line
    .replace(/(\S)[ \t]{2,}/g, "$1 ")
    .replace(/[ \t]+([,.!?:;])/g, "$1")
    .trim();
}

/** Apply a rewrite to a line's text while keeping its indentation. */
function keepIndent(line: string, rewrite: (body: string) => string): string {
  const indent = /^\s*/.exec(line)?.[0] ?? "";
  const body = line.slice(indent.length);
  const out = rewrite(body);
  return out === body ? line : out === "" ? "" : indent + out;
}

function removeEmojis(line: string): string {
  return keepIndent(line, (body) => {
    const out = body.replace(EMOJI_RE, (m) => (TEXT_MARKS.has(m[0]) ? m[0] : " ")).replace(STRAY_EMOJI_PARTS_RE, "");
    return out === body ? body : collapseSpaces(out);
  });
}

function lowerAfterComma(text: string): string {
  return text.replace(/, ([A-Z][a-z]*)\b/g, (all, word: string) => (LOWERABLE.has(word.toLowerCase()) ? `, ${word.toLowerCase()}` : all));
}

function removeDashes(line: string): string {
  if (/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) return ""; // a markdown rule reads as a dash
  return keepIndent(line, (body) => {
    // URLs may hold "--" legitimately: park them behind placeholders while the prose is rewritten.
    const urls: string[] = [];
    let out = body
      .replace(LIST_MARKER_RE, "\u2022 ")
      .replace(URL_RE, (u) => `\ue000${urls.push(u) - 1}\ue001`)
      .replace(DIGIT_RANGE_RE, "$1 to $2")
      .replace(DASH_RUN_RE, (m, offset: number, whole: string) => {
        const before = whole.slice(0, offset).trimEnd();
        const after = whole.slice(offset + m.length).trim();
        if (before === "" || after === "" || /[\u2022]$/.test(before)) return before === "" || /[\u2022]$/.test(before) ? "" : " ";
        return /[.,;:!?(]$/.test(before) ? " " : ", ";
      });
    if (out === body) return body;
    out = out
      .replace(/(?:\s*,)+\s*([,.;:!?])/g, "$1")
      .replace(/\s+,/g, ",")
      .replace(/^[,\s]+/, "")
      .replace(/,+\s*$/, "")
      .replace(/\ue000(\d+)\ue001/g, (_, i: string) => urls[Number(i)]);
    return lowerAfterComma(collapseSpaces(out));
  });
}

function capitaliseNext(rest: string): string {
  return rest.replace(/^(\s*)(\p{Ll})/u, (_, s: string, c: string) => s + c.toUpperCase());
}

function removeSemicolons(line: string): string {
  let out = line
    .replace(/&(?:amp|nbsp|quot|#39|apos|lt|gt);/g, (e) =>
      e === "&amp;" ? "&" : e === "&nbsp;" ? " " : e === "&lt;" ? "<" : e === "&gt;" ? ">" : e === "&quot;" ? '"' : "'",
    )
    .replace(URL_RE, (url) => url.replace(/;/g, "%3B"))
    .replace(/[\uff1b\u037e\u204f]/g, ";");
  if (!out.includes(";")) return out;
  const pieces = out.split(";");
  out = pieces[0];
  for (let i = 1; i < pieces.length; i++) {
    const prev = pieces[i - 1].trim();
    const next = pieces[i];
    const nextWords = next.trim().split(/\s+/).filter(Boolean).length;
    const prevWords = prev.split(/\s+/).filter(Boolean).length;
    if (next.trim() === "") {
      out = out.replace(/\s*$/, "") + (/[.!?:]$/.test(out.trim()) || out.trim() === "" ? "" : ".") + next;
    } else if (nextWords < 4 || prevWords < 4) {
      // Short list-like items read best joined by commas.
      out = out.replace(/\s*$/, "") + "," + (next.startsWith(" ") ? next : ` ${next}`);
    } else {
      out = out.replace(/\s*$/, "") + "." + capitaliseNext(next.startsWith(" ") ? next : ` ${next}`);
    }
  }
  return out.replace(/^[,.]\s*/, "").replace(/,\s*([,.!?])/g, "$1");
}

/** Enforce a brand's rules on generated text. With every rule off, the text is returned unchanged. */
export function applyBrandRules(raw: string, rules: BrandRules | null | undefined): string {
  if (!rules) return raw;
  const text = applyTerminology(raw, rules.required_spellings);
  if (!rules.no_emojis && !rules.no_dashes && !rules.no_semicolons) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (const original of lines) {
    if (original.trim() === ALTERNATIVE_SEPARATOR) {
      out.push(original);
      continue;
    }
    let line = original;
    // Each rewrite can expose a new case for another (", ," after a dash went), so repeat until stable.
    for (let pass = 0; pass < 4; pass++) {
      const before = line;
      // Semicolons before dashes: rewriting "; -" can leave a bare hyphen that the dash rule then removes.
      if (rules.no_emojis) line = removeEmojis(line);
      if (rules.no_semicolons) line = removeSemicolons(line);
      if (rules.no_dashes) line = removeDashes(line);
      if (line === before) break;
    }
    // A line emptied by the rules (an emoji-only line, a markdown rule) is dropped rather than left blank.
    if (line.trim() === "" && original.trim() !== "") continue;
    out.push(line);
  }
  return out.join("\n").replace(/\n{3,}/g, "\n\n");
}
