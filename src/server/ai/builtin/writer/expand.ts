/**
 * Task "expand": develop the original content to a sentence count of spec §9 (short 2–3, medium 4–5, long 6–8),
 * keeping its best sentences and adding explanatory, example and benefit sentences about its key phrases.
 */
import { elaborations, ownElaborations, type ElaborationKind } from "../phrases/elaborate";
import { isOwnSubject } from "../phrases/hooks";
import type { Rng } from "../prng";
import { ensureTerminal, isPlural } from "../text/format";
import { resolvePronoun, tighten } from "../text/rephrase";
import { countSentences } from "../text/segment";
import type { WriterContext } from "./context";

export const EXPANSION_RANGES = { short: [2, 3], medium: [4, 5], long: [6, 8] } as const;

const KINDS: ElaborationKind[] = ["explain", "example", "benefit", "practical", "audience"];
const FALLBACK = [
  "It is worth taking the time to get this right.",
  "Small, steady improvements add up faster than most people expect.",
  "The best results come from keeping things simple and consistent.",
  "Over time, that consistency becomes a real advantage.",
  "Every step in the right direction counts.",
  "That is where the real progress happens.",
];

/** Supporting sentences, varied in kind and phrase, never repeating. */
function supportPool(ctx: WriterContext, rng: Rng): string[] {
  const phrases = ctx.src.isBrief ? [ctx.core] : [ctx.core, ...ctx.src.keyphrases.slice(1, 3).map((k) => k.display)];
  const pool: string[] = [];
  if (isOwnSubject(ctx.core) && !ctx.src.isBrief) {
    const kind = ctx.src.intent === "event" || ctx.src.intent === "offer" ? ctx.src.intent : "product";
    pool.push(...rng.shuffle(ownElaborations(kind, ctx.core)));
  }
  for (let round = 0; round < 3; round++) {
    // An explanation first reads naturally; the other kinds follow in a varied order.
    for (const kind of [KINDS[0], ...rng.shuffle(KINDS.slice(1))]) {
      const phrase = phrases[(round + pool.length) % phrases.length];
      const options = elaborations(kind, phrase, ctx.audience).filter((s) => !pool.includes(s));
      if (options.length > 0) pool.push(rng.pick(options));
    }
  }
  return [...pool, ...rng.shuffle(FALLBACK)];
}

export function expandContent(ctx: WriterContext, rng: Rng = ctx.rng): string {
  if (ctx.material.trim() === "") return "";
  const [min, max] = EXPANSION_RANGES[ctx.mode];
  const target = rng.int(min, max);
  const originals = ctx.src.isBrief ? [] : ctx.src.sentences.filter((s) => !/^#/.test(s)).map((s) => ensureTerminal(tighten(s)));
  const url = ctx.src.urls[0];
  const closing = ctx.src.cta ? ensureTerminal(ctx.src.cta) : url ? `Learn more at ${url}` : null;
  // Keep the strongest original sentences (in their order), leaving room for at least one new one.
  const ranked = ctx.src.keySentences.map((s) => ensureTerminal(tighten(s)));
  const keepCount = Math.max(ranked.length > 0 ? 1 : 0, Math.min(ranked.length, target - 1 - (closing ? 1 : 0)));
  const keep = new Set(ranked.slice(0, keepCount));
  const kept = originals.filter((s) => keep.has(s)).slice(0, keepCount);
  if (kept.length > 0 && kept[0] !== originals[0]) kept[0] = resolvePronoun(kept[0], ctx.topic, isPlural(ctx.topic));
  const support = supportPool(ctx, rng);

  const build = (n: number): string[] => {
    const extra = support.slice(0, Math.max(0, n - kept.length - (closing ? 1 : 0)));
    // Weave: first original, then an explanation, then the rest, closing with the call to action.
    const [first, ...rest] = kept;
    const body = first ? [first, ...extra.slice(0, 1), ...rest, ...extra.slice(1)] : extra;
    return closing && !kept.includes(closing) ? [...body, closing] : body;
  };
  const render = (sentences: string[]) => {
    if (ctx.mode !== "long" || sentences.length < 6) return sentences.join(" ");
    const half = Math.ceil(sentences.length / 2);
    return `${sentences.slice(0, half).join(" ")}\n\n${sentences.slice(half).join(" ")}`;
  };

  let n = target;
  let sentences = build(n);
  let text = render(sentences);
  // Sentence boundaries are decided by Intl.Segmenter, which may split or join differently than we did.
  for (let guard = 0; guard < 12; guard++) {
    const count = countSentences(text);
    if (count >= min && count <= max) break;
    n += count < min ? 1 : -1;
    sentences = build(Math.max(1, n));
    text = render(sentences);
  }
  const tags = ctx.src.hashtags.slice(0, 5).join(" ");
  if (tags) {
    const withTags = `${text}\n\n${tags}`;
    const c = countSentences(withTags);
    if (c >= min && c <= max) text = withTags;
  }
  return text;
}
