/**
 * Task "headlines": `count` headlines (1 to 20) as JSON {headlines: [{text, formula}]}, each built on one of the
 * text's keyphrases with a classic formula (question, number, how-to, benefit, curiosity, command, ...). The
 * formulas take turns, so ten headlines use ten different ones; later rounds reuse them on other keyphrases.
 */
import { HEADLINE_FORMULAS, HEADLINES, charCount, type HeadlineFormula } from "@/shared/seo-limits";
import { capitalise } from "../text/format";
import { nounPhrase } from "../text/grammar";
import type { WriterContext } from "./context";

export interface HeadlineSubject {
  /** The keyphrase bare, for compounds ("analytics dashboard lessons"). */
  phrase: string;
  /** The keyphrase as a noun phrase with its article, mid-sentence ("the analytics dashboard"). */
  np: string;
  /** A second keyphrase (as a noun phrase) for two-part formulas, if the text has one. */
  other: string | null;
  audience: string;
  /** A figure from the text ("23%", "14 days"), if any. */
  figure: string | null;
}

type Template = (s: HeadlineSubject) => string | null;

const TEMPLATES: Record<HeadlineFormula, readonly Template[]> = {
  question: [
    (s) => `Is ${s.np} the missing piece for ${s.audience}?`,
    (s) => `What could ${s.np} change for ${s.audience}?`,
    (s) => `Are you getting ${s.np} right?`,
  ],
  number: [
    (s) => (s.figure ? `${s.figure}: the number behind ${s.np}` : null),
    (s) => `5 ways ${s.np} pays off for ${s.audience}`,
    (s) => `7 ${s.phrase} lessons worth knowing`,
    (s) => `3 mistakes to avoid with ${s.np}`,
  ],
  "how-to": [
    (s) => `How to get started with ${s.np}`,
    (s) => `How to make ${s.np} work for ${s.audience}`,
    (s) => `How to get more from ${s.np} in a week`,
  ],
  benefit: [
    (s) => `Save time and get clearer results with ${s.np}`,
    (s) => `Less guesswork, better decisions: ${s.np}`,
    (s) => `Get more done with ${s.np}`,
  ],
  curiosity: [
    (s) => `What nobody tells you about ${s.np}`,
    (s) => `The ${s.phrase} detail most teams overlook`,
    (s) => `We looked closely at ${s.np}. Here's what we found`,
  ],
  command: [
    (s) => `Stop guessing and start using ${s.np}`,
    (s) => `Try ${s.np} before your competitors do`,
    (s) => `Make ${s.np} part of your week`,
  ],
  news: [
    (s) => `Introducing ${s.np}`,
    (s) => `New: ${s.np} for ${s.audience}`,
    (s) => `Just launched: ${s.np}`,
  ],
  "problem-solution": [
    (s) => (s.other ? `Struggling with ${s.other}? ${capitalise(s.np)} can help` : null),
    (s) => `Tired of guesswork? Meet ${s.np}`,
    (s) => `The fix for slow results: ${s.np}`,
  ],
  comparison: [
    (s) => `${capitalise(s.np)} vs. the old way: what really changes`,
    (s) => `Before and after ${s.np}`,
    (s) => `${capitalise(s.np)} or business as usual?`,
  ],
  testimonial: [
    (s) => `Why ${s.audience} rely on ${s.np}`,
    (s) => `"We wish we'd found ${s.np} sooner"`,
    (s) => `What ${s.audience} say about ${s.np}`,
  ],
};

const PEOPLE = /^(customers?|users?|clients?|people|teams?|audience|followers|readers|members|employees|staff|everyone)$/i;

/** The keyphrases worth a headline, best first; the text's core subject when it has none. */
function phrasesOf(ctx: WriterContext): string[] {
  // The audience is who a headline speaks to, not its subject ("email marketing vs. local bakeries").
  const seen = new Set<string>(ctx.audience ? [ctx.audience.toLowerCase()] : []);
  const out: string[] = [];
  const candidates = [...ctx.src.keyphrases.map((k) => k.text), ctx.core];
  for (const phrase of candidates) {
    const clean = phrase.replace(/^(the|our|your|this|a|an)\s+/i, "").trim();
    const last = clean.split(/\s+/).pop() ?? "";
    if (!clean || clean === "this" || PEOPLE.test(last) || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    out.push(clean);
  }
  return out.length ? out.slice(0, 6) : ["your next project"];
}

function figureOf(ctx: WriterContext): string | null {
  return ctx.src.numbers.find((n) => /%|\d/.test(n) && charCount(n) <= 12) ?? null;
}

const keyOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

export interface WrittenHeadline {
  text: string;
  formula: HeadlineFormula;
}

export function headlinesFor(ctx: WriterContext, count: number): WrittenHeadline[] {
  const phrases = phrasesOf(ctx);
  const audience = ctx.audience ?? "busy teams";
  const figure = figureOf(ctx);
  const formulas = ctx.rng.fork("headlines").shuffle(HEADLINE_FORMULAS);
  const out: WrittenHeadline[] = [];
  const seen = new Set<string>();
  const rounds = Math.max(...Object.values(TEMPLATES).map((t) => t.length)) * phrases.length;
  for (let round = 0; round < rounds && out.length < count; round++) {
    const phrase = phrases[round % phrases.length];
    const other = phrases.find((p) => p !== phrase && !p.includes(phrase) && !phrase.includes(p));
    const subject: HeadlineSubject = { phrase, np: nounPhrase(phrase), other: other ? nounPhrase(other) : null, audience, figure };
    for (const formula of formulas) {
      if (out.length >= count) break;
      const templates = TEMPLATES[formula];
      const template = templates[Math.floor(round / phrases.length) % templates.length];
      const text = template(subject);
      if (!text || charCount(text) > HEADLINES.maxChars || seen.has(keyOf(text))) continue;
      seen.add(keyOf(text));
      out.push({ text: capitalise(text), formula });
    }
  }
  return out;
}

export function writeHeadlines(ctx: WriterContext): string {
  const count = Math.min(HEADLINES.max, Math.max(HEADLINES.min, ctx.count ?? HEADLINES.default));
  return JSON.stringify({ headlines: headlinesFor(ctx, count) }, null, 2);
}
