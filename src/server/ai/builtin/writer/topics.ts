/**
 * Task "topics": topics from free-form notes as JSON [{topic, details}], exactly `count` when the notes have
 * enough material; otherwise padded with angles on the key phrases (How-to, Common mistakes, Case study …).
 */
import type { Rng } from "../prng";
import { capitalise, ensureTerminal, stripTerminal, titleCase } from "../text/format";
import { be, nounPhrase } from "../text/grammar";
import { isStopWord } from "../text/stopwords";
import { splitSentences, wordCount } from "../text/segment";
import { stripConnective, tighten } from "../text/rephrase";
import type { WriterContext } from "./context";

export interface Topic {
  topic: string;
  details: string;
}

export const DEFAULT_TOPIC_COUNT = 10;

const ANGLES: ReadonlyArray<[(k: string) => string, (np: string) => string]> = [
  [(k) => `How-to: ${capitalise(k)}`, (np) => `A step-by-step guide to ${np}, with the practical details readers can act on today.`],
  [(k) => `Common mistakes with ${k}`, (np) => `The pitfalls people hit with ${np}, and how to avoid each one.`],
  [(k) => `Case study: ${k} in action`, (np) => `A real example of ${np}: the starting point, what changed and the results.`],
  [(k) => `Myths about ${k}`, (np) => `Popular beliefs about ${np} that don't hold up, and what's actually true.`],
  [(k) => `Checklist: ${capitalise(k)}`, (np) => `A short checklist readers can save and use to get ${np} right.`],
  [(k) => `${capitalise(k)}: trends to watch`, (np) => `What's changing with ${np} and what it means for the months ahead.`],
  [(k) => `Beginner's guide to ${k}`, (np) => `The basics of ${np} explained simply for newcomers.`],
  [(k) => `${capitalise(k)} FAQ`, (np) => `Clear answers to the questions people ask most about ${np}.`],
  [(k) => `Behind the scenes: ${capitalise(k)}`, (np) => `How we approach ${np} day to day, shared openly.`],
  [(k) => `Tools for ${k}`, (np) => `The tools and resources that make ${np} easier, with a quick take on each.`],
];

const PEOPLE = /^(customers?|users?|clients?|people|teams?|audience|followers|readers|members|employees|staff|everyone|folks|buyers|visitors)$/;

const LEAD_IN = /^(?:(?:we|i)\s+(?:should|could|need to|want to|might|must)|maybe|idea:?|todo:?|to do:?|note:?|possibly|consider|think about)\s+/i;

function items(notes: string): string[] {
  const lines = notes
    .split("\n")
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)]|\[[ x]\])\s*/i, "").trim())
    .filter(Boolean);
  const source = lines.length >= 3 ? lines : splitSentences(notes);
  return source.map((s) => stripConnective(s.replace(LEAD_IN, ""))).filter((s) => contentWords(s) >= 2);
}

const contentWords = (s: string) => (s.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !isStopWord(w)).length;

const wordSet = (s: string) => new Set((s.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !isStopWord(w)));

function tooSimilar(a: string, b: string): boolean {
  const A = wordSet(a);
  const B = wordSet(b);
  if (A.size === 0 || B.size === 0) return a.toLowerCase() === b.toLowerCase();
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  // One title inside the other ("Pricing page" in "Launch new pricing page") is a repeat too.
  return (Math.min(A.size, B.size) >= 2 && inter === Math.min(A.size, B.size)) || inter / (A.size + B.size - inter) >= 0.7;
}

const FOLLOW_UPS: ReadonlyArray<[RegExp, string]> = [
  [/\b(launch|release|new)\b/i, "Cover what's new, who it's for and how to get started."],
  [/\b(webinar|event|workshop|talk|conference|live)\b/i, "Outline the agenda, the speakers and why it's worth attending."],
  [/\bcase study|success story|customer story\b/i, "Show the starting point, what changed and the results."],
  [/\b(interviews?|survey|research|feedback|asking)\b/i, "Share what you learned and what you'll do differently."],
  [/\b(audit|review|report|analysis)\b/i, "Walk through the findings and the quick wins."],
  [/\b(campaign|ideas?|promo|promotion)\b/i, "Pick a theme, the channels and a simple timeline."],
];
const GENERIC_FOLLOW_UPS = [
  "Explain why it matters now and what readers should do next.",
  "Include one practical example and a clear takeaway.",
  "Keep it practical: the problem, the fix and the first step.",
];

function followUp(item: string, rng: Rng): string {
  return FOLLOW_UPS.find(([re]) => re.test(item))?.[1] ?? rng.pick(GENERIC_FOLLOW_UPS);
}

/** A short title for a note item: the item itself when short, else its key phrases. */
function titleFor(item: string, ctx: WriterContext): string {
  const clean = stripTerminal(tighten(item));
  if (wordCount(clean) <= 8) return capitalise(clean);
  const lower = clean.toLowerCase();
  const inside = ctx.src.keyphrases.filter((k) => k.words.every((w) => lower.includes(w)));
  const first = inside[0];
  const second = inside.find((k) => k !== first && !k.words.some((w) => first.words.includes(w)));
  if (first && second) return `${capitalise(first.text)} and ${second.text}`;
  if (first) return capitalise(first.text);
  return capitalise(
    clean
      .split(/\s+/)
      .slice(0, 7)
      .join(" ")
      .replace(/[,;:]$/, ""),
  );
}

export function topicsFromNotes(ctx: WriterContext, count: number, rng: Rng): Topic[] {
  const out: Topic[] = [];
  const push = (t: Topic) => {
    if (out.length < count && !out.some((o) => tooSimilar(o.topic, t.topic))) out.push(t);
  };
  for (const item of items(ctx.material)) {
    push({ topic: titleFor(item, ctx), details: `${ensureTerminal(capitalise(tighten(item)))} ${followUp(item, rng)}` });
  }
  if (!ctx.src.isBrief) {
    for (const k of ctx.src.keyphrases) {
      if (k.words.length === 1 && k.count < 2 && ctx.src.keyphrases.length > 4) continue;
      if (PEOPLE.test(k.words[k.words.length - 1])) continue;
      const np = nounPhrase(k.display.replace(/^(launch|start|build|create|write)\s+/i, ""));
      push({
        topic: titleCase(k.text),
        details: rng.pick([
          `Go deeper on ${np}: why ${be(np, "it matters", "they matter")}, how to start and what good looks like.`,
          `A closer look at ${np}, with practical examples readers can copy.`,
          `What ${np} ${be(np, "means", "mean")} in practice, and the first steps to take.`,
        ]),
      });
    }
  }
  // People nouns ("our customers") make poor subjects for angles like "Tools for …".
  const subjects = ctx.src.keyphrases.filter((k) => !PEOPLE.test(k.words[k.words.length - 1]));
  const phrases = subjects.length > 0 ? subjects.slice(0, 4).map((k) => k.display) : [ctx.core];
  const angles = rng.shuffle(ANGLES);
  for (let i = 0; out.length < count && i < angles.length * phrases.length; i++) {
    const phrase = phrases[i % phrases.length];
    const [title, details] = angles[i % angles.length];
    push({ topic: title(phrase.replace(/^(the|our|your|this)\s+/i, "")), details: details(nounPhrase(phrase)) });
  }
  return out;
}

export function extractTopics(ctx: WriterContext): string {
  if (ctx.material.trim() === "") return "[]";
  const count = Math.min(50, Math.max(1, ctx.count ?? DEFAULT_TOPIC_COUNT));
  return JSON.stringify(topicsFromNotes(ctx, count, ctx.rng.fork("topics")), null, 2);
}
