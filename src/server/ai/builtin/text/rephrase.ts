/** Restating a source sentence: trimming filler, shortening at clause boundaries and framing it with an opener. */
import type { Rng } from "../prng";
import { capitalise, ensureTerminal, lowerFirst, stripTerminal } from "./format";
import { isStopWord } from "./stopwords";

export type SentenceKind = "fact" | "benefit" | "feature" | "general";

const CONNECTIVE_RE =
  /^(however|also|in addition|additionally|moreover|furthermore|and|but|so|plus|besides|that said|as a result|in fact|of course|basically|honestly|anyway|well|now|then|finally|first|second|third|lastly)\s*,?\s+/i;
const ANNOUNCE_RE =
  /^(we('re| are)|i('m| am)) (so |very |really |super )?(excited|thrilled|proud|happy|pleased|delighted) to (announce|share|introduce|tell you|let you know)( that)?\s*/i;

const WORDY: ReadonlyArray<[RegExp, string]> = [
  [/\bin order to\b/gi, "to"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\bat this point in time\b/gi, "now"],
  [/\b(is|are) able to\b/gi, "can"],
  [/\bin the event that\b/gi, "if"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\bwith regards? to\b/gi, "on"],
  [/\butili[sz]e(s|d)?\b/gi, "use$1"],
  [/\ba (large|significant) number of\b/gi, "many"],
  [/\bthe majority of\b/gi, "most"],
  [/\bin spite of the fact that\b/gi, "although"],
  [/\bprior to\b/gi, "before"],
  [/\bat the end of the day,?\s*/gi, ""],
  [/\b(really|very|basically|actually|literally|truly|quite) (?=\p{L})/giu, ""],
];

export function stripConnective(sentence: string): string {
  const s = sentence.replace(/^[-•*>\s]+/, "").replace(/^["\u201c](.*)["\u201d]$/, "$1");
  const out = s.replace(CONNECTIVE_RE, "").replace(ANNOUNCE_RE, "");
  return out === s ? s : capitalise(out);
}

/** Remove wordy phrasing without changing the meaning. */
export function tighten(sentence: string): string {
  let s = sentence;
  for (const [re, to] of WORDY) s = s.replace(re, to);
  return capitalise(s.replace(/\s{2,}/g, " ").trim());
}

const CLAUSE_BREAKS = [/;\s+/, /,\s+(?:which|so that|so|while|whereas|but|because|and)\s+/, /\s+(?:because|so that|which means)\s+/, /,\s+/];

/** Shorten a sentence to at most `maxWords` words, cutting at a clause boundary when one is available. */
export function compress(sentence: string, maxWords: number): string {
  const words = sentence.split(/\s+/);
  if (words.length <= maxWords) return sentence;
  const body = stripTerminal(sentence);
  for (const br of CLAUSE_BREAKS) {
    const first = body.split(br)[0];
    const n = first.split(/\s+/).length;
    if (first !== body && n >= 5 && n <= maxWords) return ensureTerminal(first);
  }
  // No clean clause: keep the whole sentence rather than leave a fragment, unless it is far too long.
  if (words.length <= maxWords * 1.5) return sentence;
  const cut = words
    .slice(0, maxWords)
    .join(" ")
    .replace(/[,;:]?\s*\b(and|or|but|with|to|of|for|the|a|an|in|on|at|our|your)$/i, "");
  return ensureTerminal(stripTerminal(cut));
}

export function classify(sentence: string): SentenceKind {
  if (/\d/.test(sentence) && /(%|\bx\b|percent|\d+\s*(hours|days|weeks|customers|users|times))/.test(sentence)) return "fact";
  if (
    /\b(so you|so that|help(s|ing)?|save(s|d)?|reduce(s|d)?|grow|boost|improve|faster|easier|without|less|more time|can now|lets you|means)\b/i.test(sentence)
  )
    return "benefit";
  if (
    /^(it|this|the (app|tool|product|feature|platform|dashboard|service)|our)\b/i.test(sentence) ||
    /\b(includes|features|comes with|shows|lets|offers)\b/i.test(sentence)
  )
    return "feature";
  return "general";
}

const OPENERS: Record<SentenceKind, string[]> = {
  fact: ["The result? ", "Here's the proof: ", "Worth noting: ", "The numbers back it up: "],
  benefit: ["Here's why it matters: ", "The upside? ", "What this means for you: ", "In practice, "],
  feature: ["Here's how it works: ", "The idea is simple: ", "What's inside: "],
  general: ["Here's the thing: ", "Worth knowing: ", "The key point: "],
};
// Summing-up openers only make sense on the last line of a run.
const SUMMARY_OPENERS = ["In short, ", "Put simply, ", "Bottom line: ", "Simply put, "];

/** Wrap a sentence in an opener that suits its kind. Openers already used in this piece are skipped. */
export function frame(sentence: string, rng: Rng, used: Set<string>, proper: ReadonlySet<string>, last = false): string {
  const kind = classify(sentence);
  const summary = last && (kind === "general" || kind === "benefit");
  const options = [...OPENERS[kind], ...(summary ? SUMMARY_OPENERS : [])].filter((o) => !used.has(o));
  if (
    options.length === 0 ||
    /^(what|why|how|when|who|here's|here is|thank|thanks|please|let's|don't|join|try|get|book|come|say)\b/i.test(sentence) ||
    /[?!]$/.test(sentence) ||
    /\b(just launched|launching|announc\w*|introduc\w*)\b/i.test(sentence)
  )
    return sentence;
  const opener = rng.pick(options);
  used.add(opener);
  // Only a common first word ("The", "Our", "It") is lowered after an opener: any other capitalised first word may
  // be a one-word name ("Shiftly") that the input only ever shows at the start of a sentence.
  const first = /^[\p{L}']+/u.exec(sentence)?.[0] ?? "";
  const rest = /[?]\s$/.test(opener) || !isStopWord(first.toLowerCase()) ? sentence : lowerFirst(sentence, proper);
  return opener + rest;
}

/** Replace a leading "It"/"This" with the subject so a sentence stands on its own. */
export function resolvePronoun(sentence: string, subject: string, subjectPlural: boolean): string {
  const m = /^(It|This|They)\s+(?!is\s+(?:time|not)\b)/.exec(sentence);
  if (!m) return sentence;
  if ((m[1] === "They") !== subjectPlural) return sentence;
  return capitalise(subject) + " " + sentence.slice(m[0].length);
}

/** The sentence made ready for reuse: filler removed, shortened and (sometimes) framed. */
export function restate(
  sentence: string,
  opts: {
    rng: Rng;
    used: Set<string>;
    proper: ReadonlySet<string>;
    maxWords: number;
    frameChance: number;
    /** At most this many openers in one piece (counted in `used`). */
    maxFramed?: number;
    last?: boolean;
  },
): string {
  let s = compress(tighten(stripConnective(sentence)), opts.maxWords);
  s = ensureTerminal(s);
  const roomForOpener = opts.used.size < (opts.maxFramed ?? Infinity);
  if (roomForOpener && opts.rng.chance(opts.frameChance)) s = frame(s, opts.rng, opts.used, opts.proper, opts.last);
  return s;
}
