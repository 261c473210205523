/** Plans the sections of a newsletter or article from the material's key phrases, padded with general angles. */
import type { Rng } from "../prng";
import { ANGLES, angleSection } from "../phrases/angles";
import { elaborations, type ElaborationKind } from "../phrases/elaborate";
import { sectionHeadings } from "../phrases/headings";
import { ensureTerminal } from "../text/format";
import { PEOPLE_NOUNS } from "../text/grammar";
import type { Keyphrase } from "../text/keywords";
import { restate } from "../text/rephrase";
import type { WriterContext } from "../writer/context";

export interface Section {
  heading: string;
  sentences: string[];
}

const TIME_UNITS = /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?)$/;

const KINDS: ElaborationKind[] = ["explain", "example", "benefit", "practical"];

function sectionPhrases(ctx: WriterContext, n: number): Keyphrase[] {
  const topicWords = new Set(`${ctx.topic} ${ctx.core}`.toLowerCase().split(/\s+/));
  const out: Keyphrase[] = [];
  for (const k of ctx.src.keyphrases) {
    if (out.length >= n) break;
    if (k.words.every((w) => topicWords.has(w))) continue;
    if (k.words.length === 1 && k.count < 2) continue;
    if (PEOPLE_NOUNS.test(k.words[k.words.length - 1])) continue;
    // "three months", "10 hours": a span of time is not something a section can be about.
    if (TIME_UNITS.test(k.words[k.words.length - 1])) continue;
    out.push(k);
  }
  return out;
}

export function planSections(
  ctx: WriterContext,
  rng: Rng,
  n: number,
  opts: { min: number; max: number; skipSentences?: string[]; offset?: number },
): Section[] {
  const skip = new Set(opts.skipSentences ?? []);
  const pool = ctx.src.keySentences.filter((s) => !skip.has(s));
  const phrases = pool.length >= 2 ? sectionPhrases(ctx, Math.min(n, pool.length)) : [];
  const buckets: string[][] = phrases.map(() => []);
  for (const s of pool) {
    const lower = s.toLowerCase();
    let idx = phrases.findIndex((k) => k.words.some((w) => lower.includes(w)));
    if (idx < 0 || buckets[idx].length >= opts.max - 1) {
      idx = buckets.reduce((best, b, i) => (b.length < buckets[best].length ? i : best), 0);
    }
    if (buckets[idx] && buckets[idx].length < opts.max - 1) buckets[idx].push(s);
  }
  const usedHeadings = new Set<number>();
  const usedOpeners = new Set<string>();
  const usedElaborations = new Set<string>();
  const sections: Section[] = [];
  phrases.forEach((k, i) => {
    if (buckets[i].length === 0) return;
    buckets[i].sort((a, b) => ctx.src.sentences.indexOf(a) - ctx.src.sentences.indexOf(b));
    const headings = sectionHeadings(k.text, ctx.audience);
    let h = rng.int(0, headings.length - 1);
    while (usedHeadings.has(h) && usedHeadings.size < headings.length) h = (h + 1) % headings.length;
    usedHeadings.add(h);
    const sentences = buckets[i].map((s) => restate(s, { rng, used: usedOpeners, proper: ctx.src.properWords, maxWords: 40, frameChance: 0.3 }));
    let kind = (i + (opts.offset ?? 0)) % KINDS.length;
    while (sentences.length < opts.min) {
      const options = elaborations(KINDS[kind], k.display, ctx.audience).filter((s) => !usedElaborations.has(s));
      if (options.length > 0) {
        const pick = rng.pick(options);
        usedElaborations.add(pick);
        sentences.push(pick);
      }
      kind = (kind + 1) % KINDS.length;
      if (usedElaborations.size > 40) break;
    }
    sections.push({ heading: headings[h], sentences: sentences.map((s) => ensureTerminal(s)) });
  });
  // Angles keep their logical order (why, start, example, mistakes, measure, next); which ones appear varies.
  const need = n - sections.length;
  const dropped = new Set(rng.shuffle(ANGLES.map((_, i) => i)).slice(0, Math.max(0, ANGLES.length - need)));
  const angles = ANGLES.filter((_, i) => !dropped.has((i + (opts.offset ?? 0)) % ANGLES.length));
  for (let i = 0; sections.length < n && i < angles.length; i++) {
    const a = angleSection(angles[i], ctx.core, ctx.audience);
    if (sections.some((s) => s.heading === a.heading)) continue;
    sections.push({ heading: a.heading, sentences: a.sentences.slice(0, Math.max(opts.min, Math.min(opts.max, 3))) });
  }
  return sections;
}
