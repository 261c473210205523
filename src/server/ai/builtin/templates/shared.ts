/** Building blocks shared by the content-type templates: hooks, body lines, calls to action, hashtags. */
import { hashString, type Rng } from "../prng";
import { ctaOptions } from "../phrases/ctas";
import { elaborations, ownElaborations, type ElaborationKind } from "../phrases/elaborate";
import { hookTemplates, isOwnSubject, suitableHookStyles, type HookStyle, type HookVars } from "../phrases/hooks";
import { capitalise, ensureTerminal, isPlural, lowerFirst, stripTerminal } from "../text/format";
import { compress, resolvePronoun, restate, stripConnective, tighten } from "../text/rephrase";
import { isStopWord, VERB_FORMS } from "../text/stopwords";
import type { WriterContext } from "../writer/context";

/** Pick from a list so that consecutive offsets (alternatives) get consecutive, different items. */
export function rotatePick<T>(ctx: WriterContext, list: readonly T[], offset: number, salt: string): T {
  const base = hashString(salt, ctx.seed);
  return list[(base + offset) % list.length];
}

export function hookVars(ctx: WriterContext): HookVars {
  const a = ctx.audience;
  const fact = factSentence(ctx);
  return {
    t: ctx.topic,
    T: ctx.Topic,
    audience: a,
    Audience: a ? capitalise(a) : null,
    intent: ctx.src.intent,
    tone: ctx.tone,
    fact,
    factInline: fact ? lowerFirst(fact, ctx.src.properWords) : null,
  };
}

/** The material's most quotable sentence with a number in it, shortened for a hook. */
export function factSentence(ctx: WriterContext): string | null {
  const s = ctx.src.keySentences.find((x) => /\d/.test(x) && /%|\bx\b|percent|\d+\s*(hours|days|weeks|customers|users|times)/i.test(x));
  return s ? ensureTerminal(compress(tighten(stripConnective(s)), 18)) : null;
}

/** A hook in the given style (or the style this variant lands on). */
export function makeHook(ctx: WriterContext, rng: Rng, style?: HookStyle): { text: string; style: HookStyle } {
  const v = hookVars(ctx);
  const styles = suitableHookStyles(v);
  // The first style suits the material best; alternatives walk through the others.
  const chosen = style && styles.includes(style) ? style : styles[(ctx.variant + (rng.chance(0.65) ? 0 : 1)) % styles.length];
  const options = hookTemplates(chosen, v);
  const text = options.length > 0 ? rng.pick(options) : `Let's talk about ${ctx.topic}.`;
  return { text, style: chosen };
}

const contentWords = (s: string) => new Set((s.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !isStopWord(w) && !VERB_FORMS.has(w)));

/** True when most of a sentence's content words already appear in the given text. */
export function isRedundant(sentence: string, against: string): boolean {
  const a = contentWords(sentence);
  if (a.size === 0) return true;
  const b = contentWords(against);
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / a.size >= 0.5;
}

/** Restated key sentences of the material, in their original order. */
export function bodyLines(
  ctx: WriterContext,
  rng: Rng,
  n: number,
  opts: {
    exclude?: string[];
    maxWords?: number;
    frameChance?: number;
    skip?: number;
    maxFramed?: number;
    /** Name the subject instead of a leading "It" (off when the line before already names it). */
    resolve?: boolean;
  } = {},
): string[] {
  const exclude = opts.exclude ?? [];
  const pool = ctx.src.keySentences.filter((s) => !exclude.some((e) => isRedundant(s, e)));
  // `skip` rotates the pool so a different point leads, while every point stays available.
  const shift = pool.length > 0 ? (opts.skip ?? 0) % pool.length : 0;
  const picked = [...pool.slice(shift), ...pool.slice(0, shift)].slice(0, n);
  picked.sort((a, b) => ctx.src.sentences.indexOf(a) - ctx.src.sentences.indexOf(b));
  const used = new Set<string>();
  return picked.map((s, i) => {
    let line = restate(s, {
      rng,
      used,
      proper: ctx.src.properWords,
      maxWords: opts.maxWords ?? 28,
      frameChance: i === 0 ? (opts.frameChance ?? 0.45) * 0.6 : (opts.frameChance ?? 0.45),
      maxFramed: opts.maxFramed ?? 1,
      last: i === picked.length - 1 && picked.length > 1,
    });
    if (i === 0 && opts.resolve !== false) line = resolvePronoun(line, ctx.topic, isPlural(ctx.topic));
    return line;
  });
}

/** General sentences about the subject, for material too short to supply its own. */
export function genericLines(ctx: WriterContext, rng: Rng, kinds: ElaborationKind[], phrase = ctx.core): string[] {
  if (isOwnSubject(phrase)) {
    const intent = ctx.src.intent;
    const kind = intent === "event" || intent === "offer" ? intent : "product";
    return rng.shuffle(ownElaborations(kind, phrase)).slice(0, kinds.length);
  }
  const out: string[] = [];
  for (const kind of kinds) {
    const options = elaborations(kind, phrase, ctx.audience).filter((s) => !out.includes(s));
    if (options.length > 0) out.push(rng.pick(options));
  }
  return out;
}

/** The material's own call to action if it has one, else one that fits the intent and tone. */
export function chooseCta(ctx: WriterContext, rng: Rng, avoid: string[] = []): string {
  const url = ctx.src.urls[0] ?? null;
  if (ctx.src.cta && !avoid.includes(ctx.src.cta)) {
    let cta = ensureTerminal(tighten(stripConnective(ctx.src.cta)));
    if (url && !cta.includes(url)) cta = `${stripTerminal(cta)}: ${url}`;
    return cta;
  }
  if (ctx.hints.endWithQuestion) {
    return rng.pick([`What's your take on ${ctx.topic}?`, `How are you approaching ${ctx.topic}?`, `What would you add?`]);
  }
  // Skip a call to action that echoes the material ("Thank you for …" after the material's own thanks).
  const echoes = (c: string) => ctx.src.text.toLowerCase().includes(c.toLowerCase().split(/\s+/).slice(0, 2).join(" "));
  const options = ctaOptions(ctx.src.intent, ctx.tone, url).filter((c) => !avoid.includes(c) && !echoes(c));
  return rng.pick(options.length > 0 ? options : ctaOptions("general", ctx.tone, url));
}

/** "busy founders" → "Busy founders"; a sentence addressing the brand's audience. */
export function audienceLine(ctx: WriterContext, rng: Rng): string | null {
  const a = ctx.audience;
  if (!a) return null;
  if (ctx.src.intent === "launch" || ctx.src.intent === "offer") {
    return rng.pick([`Made with ${a} in mind.`, `We think ${a} are going to love this.`, `For all the ${a} out there: this one's for you.`]);
  }
  return rng.pick([
    `We put this together with ${a} in mind.`,
    `If you're one of the ${a} we work with, this will sound familiar.`,
    `For ${a}, this is where small changes pay off.`,
  ]);
}

/** One of the brand's key messages, as a sentence. */
export function messagingLine(ctx: WriterContext, rng: Rng): string | null {
  if (ctx.brand.messaging.length === 0) return null;
  return ensureTerminal(capitalise(rng.pick(ctx.brand.messaging)));
}

export function missionLine(ctx: WriterContext): string | null {
  const m = ctx.brand.mission;
  if (!m) return null;
  const body = stripTerminal(m);
  const who = ctx.brand.name ? `At ${ctx.brand.name}, our` : "Our";
  if (/^to\s/i.test(body)) return `${who} mission is ${lowerFirst(body)}.`;
  if (/^(we|our)\b/i.test(body)) return ensureTerminal(capitalise(body));
  return `${who} mission: ${lowerFirst(body)}.`;
}
