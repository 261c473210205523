/** Word tokens of sentences, each marked as a content word or not (stop words, verbs, adverbs break phrases). */
import { wordTokens, type WordToken } from "./segment";
import { isStopWord, VERB_CUES, VERB_FORMS } from "./stopwords";

const LY_NOUNS = new Set(
  "family supply monthly weekly daily yearly quarterly friendly early july italy assembly reply apply rally ally butterfly anomaly holy".split(" "),
);
// After "teams document", an object like "everything" shows that "document" was a verb.
const OBJECT_STARTERS = new Set(
  "the a an our your their its his her them it everything everyone something more less all this that these those what how".split(" "),
);
const looksPlural = (w: string) => w.length > 3 && w.endsWith("s") && !/(ss|us|is|ics|news|sales)$/.test(w);

export interface Tok {
  raw: string;
  lower: string;
  content: boolean;
  /** Punctuation (or a sentence start) separates this token from the previous one. */
  breakBefore: boolean;
  sentence: number;
}

export const norm = (w: string) => w.replace(/\u2019/g, "'").toLowerCase();

const BE_VERBS = new Set(["is", "are", "was", "were", "be", "been", "being", "am", "what's", "it's", "that's"]);

// "keep asking", "start using": the -ing word continues a verb, it is not a topic.
const ING_CUES = new Set([
  "keep",
  "keeps",
  "kept",
  "start",
  "started",
  "stop",
  "stopped",
  "love",
  "loves",
  "enjoy",
  "try",
  "tried",
  "avoid",
  "finish",
  "begin",
  "began",
  "continue",
  "quit",
]);

function isContentWord(raw: string, lower: string, prevLower: string | undefined): boolean {
  if (!/\p{L}/u.test(raw)) return false;
  if (/^\d/.test(raw) && !/^\d[A-Z]$/.test(raw)) return false; // "8th", "10x", "2020s"; "3D" and "4K" stay
  if (prevLower && BE_VERBS.has(prevLower) && /(ing|ed)$/.test(lower)) return false;
  if (prevLower && ING_CUES.has(prevLower) && lower.endsWith("ing")) return false;
  if (lower.length < 2) return false;
  if (lower.length === 2 && !/^[A-Z0-9]{2}$/.test(raw)) return false;
  if (isStopWord(lower) || VERB_FORMS.has(lower)) return false;
  if (/(iz|is)(es|ed)$/.test(lower) && lower.length > 6) return false; // "optimizes", "prioritised": verbs
  if (prevLower && VERB_CUES.has(prevLower)) return false;
  if (lower.endsWith("ly") && lower.length > 4 && !LY_NOUNS.has(lower)) return false;
  if (/^(https?|www|com|org|io)$/.test(lower)) return false;
  return true;
}

export function tokenise(sentences: readonly string[]): { toks: Tok[]; proper: Set<string> } {
  const toks: Tok[] = [];
  const proper = new Set<string>();
  sentences.forEach((sentence, si) => {
    const words = joinHyphenated(sentence, wordTokens(sentence));
    words.forEach((w, i) => {
      const prev = words[i - 1];
      const gap = prev ? sentence.slice(prev.index + prev.text.length, w.index) : "";
      const lower = norm(w.text);
      if (i > 0 && !/[:"\u201c]\s*$/.test(gap) && /^\p{Lu}/u.test(w.text) && !isStopWord(lower)) proper.add(w.text);
      if (/^[A-Z][A-Z0-9]+$/.test(w.text) || /\p{Ll}\p{Lu}/u.test(w.text)) proper.add(w.text);
      // A sentence that opens with a name ("Pulse Analytics launches..."): both capitalised words are the name.
      const next = words[i + 1];
      if (
        i === 0 &&
        next &&
        /^\s+$/.test(sentence.slice(w.index + w.text.length, next.index)) &&
        /^\p{Lu}/u.test(w.text) &&
        /^\p{Lu}/u.test(next.text) &&
        !isStopWord(lower) &&
        !isStopWord(norm(next.text))
      )
        proper.add(w.text);
      toks.push({
        raw: w.text,
        lower,
        content:
          isContentWord(w.text, lower, prev ? norm(prev.text) : undefined) &&
          !(
            prev &&
            /^\s*$/.test(gap) &&
            OBJECT_STARTERS.has(norm(words[i + 1]?.text ?? "")) &&
            // "teams document everything" (plural subject, bare verb) or "attribution fixes that" (singular, -s verb)
            (looksPlural(norm(prev.text)) ? !looksPlural(lower) : looksPlural(lower))
          ),
        breakBefore: i === 0 || !/^\s*$/.test(gap),
        sentence: si,
      });
    });
  });
  return { toks, proper };
}

/** "real-time" and "check-ins" stay one word. */
function joinHyphenated(sentence: string, words: WordToken[]): WordToken[] {
  const out: WordToken[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev && /^[-\u2010\u2011]$/.test(sentence.slice(prev.index + prev.text.length, w.index))) {
      out[out.length - 1] = { text: sentence.slice(prev.index, w.index + w.text.length), index: prev.index };
    } else out.push(w);
  }
  return out;
}
