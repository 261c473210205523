/**
 * Keyword and keyphrase extraction: noun-phrase-like runs of content words (RAKE-style splitting at stop words,
 * verbs and punctuation), scored by frequency and position (early sentences weigh more).
 */
import { tokenise, type Tok } from "./tokens";

export interface Keyphrase {
  /** Lower-case words joined by a space: the identity of the phrase. */
  key: string;
  words: string[];
  /** The phrase as it should be written ("AI tools", "remote work"). */
  text: string;
  /** The full noun phrase of its first use, with a possessive or article ("our new analytics dashboard"). */
  display: string;
  count: number;
  score: number;
}

export interface KeywordResult {
  keyphrases: Keyphrase[];
  /** Single words, best first. */
  keywords: Keyphrase[];
  /** Words written with a capital where no sentence starts: names, products, acronyms. */
  properWords: Set<string>;
  wordScores: Map<string, number>;
}

const DETERMINERS = new Set(["our", "your", "their", "the", "this", "my"]);
const PRE_ADJECTIVES = new Set(["new", "latest", "first", "biggest", "next", "brand", "all-new", "upcoming"]);

const positionWeight = (sentence: number) => 1 + 1 / (1 + sentence);

function surface(tok: Tok, proper: Set<string>): string {
  return proper.has(tok.raw) ? tok.raw : tok.lower;
}

/** Extract keyphrases (1–3 words) and keywords from sentences. */
export function extractKeyphrases(sentences: readonly string[]): KeywordResult {
  const { toks, proper } = tokenise(sentences);
  const wordScores = new Map<string, number>();
  for (const t of toks) {
    if (!t.content) continue;
    const bonus = proper.has(t.raw) ? 1.2 : 1;
    wordScores.set(t.lower, (wordScores.get(t.lower) ?? 0) + positionWeight(t.sentence) * bonus);
  }

  interface Cand {
    words: string[];
    occ: number;
    count: number;
    text: string;
    display: string;
    maximal: boolean;
  }
  const cands = new Map<string, Cand>();
  const add = (start: number, end: number, maximal: boolean) => {
    const slice = toks.slice(start, end);
    const key = slice.map((t) => t.lower).join(" ");
    let c = cands.get(key);
    if (!c) {
      // The full noun phrase: back up over pre-adjectives ("new") and one determiner ("our").
      let s = start;
      while (s > 0 && toks[s - 1].sentence === toks[start].sentence && !toks[s].breakBefore) {
        const p = toks[s - 1].lower;
        if (PRE_ADJECTIVES.has(p) || toks[s - 1].content) s--;
        else if (DETERMINERS.has(p)) {
          s--;
          break;
        } else break;
      }
      const words = toks.slice(s, end);
      c = {
        words: slice.map((t) => t.lower),
        occ: 0,
        count: 0,
        text: slice.map((t) => surface(t, proper)).join(" "),
        display: words.map((t) => surface(t, proper)).join(" "),
        maximal: false,
      };
      cands.set(key, c);
    }
    c.occ += positionWeight(toks[start].sentence);
    c.count++;
    c.maximal ||= maximal;
  };

  for (let i = 0; i < toks.length;) {
    if (!toks[i].content) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < toks.length && toks[j].content && !toks[j].breakBefore) j++;
    const len = j - i;
    // Heads come last in English noun phrases, so a long run keeps its last three words.
    add(Math.max(i, j - 3), j, true);
    for (let n = 1; n <= Math.min(3, len); n++) {
      for (let s = i; s + n <= j; s++) if (!(n === Math.min(3, len) && s === Math.max(i, j - 3))) add(s, s + n, false);
    }
    i = j;
  }

  const scored: Keyphrase[] = [];
  for (const [key, c] of cands) {
    const n = c.words.length;
    if (n > 1 && !c.maximal && c.count < 2) continue;
    const mean = c.words.reduce((a, w) => a + (wordScores.get(w) ?? 0), 0) / n;
    // "our bakery", "our new app": the brand's own subject outranks a passing detail.
    const own = /^our\s/i.test(c.display) ? 1.35 : 1;
    const score = (c.occ * (1 + 0.45 * (n - 1)) + 0.5 * mean) * own;
    scored.push({ key, words: c.words, text: c.text, display: c.display, count: c.count, score });
  }
  scored.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));

  const chosen: Keyphrase[] = [];
  for (const p of scored) {
    const sub = chosen.findIndex((c) => p.words.every((w) => c.words.includes(w)));
    if (sub >= 0) continue;
    const sup = chosen.findIndex((c) => c.words.every((w) => p.words.includes(w)));
    if (sup >= 0) {
      if (p.score >= 0.4 * chosen[sup].score) chosen[sup] = { ...p, score: chosen[sup].score };
      continue;
    }
    chosen.push(p);
  }
  const keywords = scored.filter((p) => p.words.length === 1);
  return { keyphrases: chosen, keywords, properWords: proper, wordScores };
}
