/**
 * A brand's voice without a model (issue 27): terminology applied to generated text, the deterministic part of the
 * voice check (banned words, required spellings, sentence length, words the profile avoids) with its score, the
 * fix by rules, and the prompt lines every provider gets.
 */
import type { BannedWord, RequiredSpelling, VoiceIssue, VoiceRules } from "@/shared/contracts/brand-voice";
import { VOICE } from "@/shared/contracts/brand-voice";
import { messages } from "@/shared/messages";

export type { VoiceRules };

const m = messages.brandVoice;

/** Points taken from 100 per issue. */
export const PENALTY: Record<VoiceIssue["kind"], number> = { banned_word: 20, spelling: 10, sentence_length: 8, tone: 10 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A word or phrase as a whole word, any case: "e-mail" matches "E-mail" but not "e-mails"' stem inside a word. */
export function termPattern(term: string): RegExp {
  const body = escape(term.trim()).replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

/** The replacement in the case of what it replaces: "E-mail" becomes "Email", "E-MAIL" becomes "EMAIL". */
function inCaseOf(found: string, replacement: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return replacement.toUpperCase();
  if (found[0] && found[0] !== found[0].toLowerCase() && replacement[0]) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Every spelling the brand replaces, longest first (so "e-mail address" wins over "e-mail"). */
function replacements(spellings: RequiredSpelling[]): { wrong: string; use: string }[] {
  return spellings
    .flatMap((s) => s.instead_of.filter((w) => w.trim().toLowerCase() !== s.use.trim().toLowerCase()).map((wrong) => ({ wrong, use: s.use })))
    .sort((a, b) => b.wrong.length - a.wrong.length);
}

/** The brand's required spellings applied to a text (every provider's output, after generation). */
export function applyTerminology(text: string, spellings: RequiredSpelling[] | null | undefined): string {
  if (!spellings?.length) return text;
  let out = text;
  for (const { wrong, use } of replacements(spellings)) out = out.replace(termPattern(wrong), (found) => inCaseOf(found, use));
  return out;
}

/** Where a removed banned word was (a private-use character), until the spaces around it are tidied. */
const GAP = "\ue002";

/** Removes a banned word, or writes its replacement, then tidies the spaces and punctuation it leaves. */
function replaceBanned(text: string, banned: BannedWord[]): string {
  let out = text;
  for (const b of banned) {
    out = out.replace(termPattern(b.word), (found) => (b.instead ? inCaseOf(found, b.instead) : GAP));
  }
  return out
    .replace(new RegExp(`[ \\t]*${GAP}[ \\t]*`, "g"), " ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.!?;:])/g, "$1")
    .replace(/^ +| +$/gm, "");
}

interface Span {
  start: number;
  end: number;
  text: string;
}

/** Sentences with their offsets: ended by . ! ? (and what closes them) or a line break. */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  const re = /[^.!?\n]+(?:[.!?]+["')\]]*|(?=\n)|$)/g;
  for (const match of text.matchAll(re)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body || !/[\p{L}\p{N}]/u.test(body)) continue;
    const start = (match.index ?? 0) + lead;
    out.push({ start, end: start + body.length, text: body });
  }
  return out;
}

export const wordCount = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function findAll(text: string, term: string): Span[] {
  return [...text.matchAll(termPattern(term))].map((x) => ({ start: x.index ?? 0, end: (x.index ?? 0) + x[0].length, text: x[0] }));
}

/** The deterministic issues of a text against a brand's voice, in text order. */
export function ruleIssues(text: string, voice: VoiceRules): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  const taken: Span[] = [];
  const free = (s: Span) => !taken.some((t) => s.start < t.end && t.start < s.end);
  const add = (s: Span, issue: Omit<VoiceIssue, "start" | "end" | "text">) => {
    taken.push(s);
    issues.push({ ...issue, start: s.start, end: s.end, text: s.text });
  };
  for (const b of voice.banned_words) {
    for (const s of findAll(text, b.word)) if (free(s)) add(s, { kind: "banned_word", reason: m.issueBanned(b.word), suggestion: b.instead });
  }
  for (const { wrong, use } of replacements(voice.required_spellings)) {
    for (const s of findAll(text, wrong)) if (free(s)) add(s, { kind: "spelling", reason: m.issueSpelling(s.text, use), suggestion: inCaseOf(s.text, use) });
  }
  for (const word of voice.profile?.vocabulary_avoid ?? []) {
    for (const s of findAll(text, word)) if (free(s)) add(s, { kind: "tone", reason: m.issueAvoid(word), suggestion: null });
  }
  const max = voice.profile?.sentence_length.max_words ?? VOICE.defaultMaxWords;
  for (const s of sentences(text)) {
    const words = wordCount(s.text);
    // A long sentence is flagged as a whole, around any word issues inside it.
    if (words > max) issues.push({ kind: "sentence_length", start: s.start, end: s.end, text: s.text, reason: m.issueLength(words, max), suggestion: null });
  }
  return issues.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** 100 less each issue's penalty, never below 0. */
export function voiceScore(issues: Pick<VoiceIssue, "kind">[]): number {
  return Math.max(0, 100 - issues.reduce((sum, i) => sum + PENALTY[i.kind], 0));
}

/** The fix without a model: required spellings written, banned words replaced (or left out). */
export function fixByRules(text: string, voice: VoiceRules): string {
  return replaceBanned(applyTerminology(text, voice.required_spellings), voice.banned_words);
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(", ");

/** The voice's lines in a provider's system prompt. */
export function voiceLines(voice: VoiceRules | null | undefined): string[] {
  if (!voice) return [];
  const p = voice.profile;
  const lines = [
    p && `Tone of voice: ${p.tone}`,
    p && `Sentence length: about ${p.sentence_length.average_words} words on average, never more than ${p.sentence_length.max_words}.`,
    p?.vocabulary_use.length && `Vocabulary to use: ${quoted(p.vocabulary_use)}.`,
    p?.vocabulary_avoid.length && `Vocabulary to avoid: ${quoted(p.vocabulary_avoid)}.`,
    p?.example_phrasings.length && `Phrasings in the brand's voice:\n${p.example_phrasings.map((e) => `- ${e}`).join("\n")}`,
    voice.required_spellings.length &&
      `Required spellings: ${voice.required_spellings.map((s) => `write "${s.use}" (never ${quoted(s.instead_of)})`).join("; ")}.`,
    voice.banned_words.length &&
      `Banned words, never write them: ${voice.banned_words.map((b) => (b.instead ? `"${b.word}" (write "${b.instead}")` : `"${b.word}"`)).join(", ")}.`,
  ];
  return lines.filter((l): l is string => typeof l === "string" && l !== "");
}
