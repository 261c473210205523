/** Sentence and word segmentation with Intl.Segmenter. */
const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

const HAS_CONTENT = /[\p{L}\p{N}]/u;

/** Sentences of a text, trimmed, in order. Line breaks always end a sentence. */
const ABBREVIATION_END = /(?:^|\s)(?:dr|mr|mrs|ms|prof|st|vs|etc|inc|ltd|co|jr|sr|no|approx|e\.g|i\.e)\.$/i;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let carry = "";
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const s = (carry + segment.replace(/\s+/g, " ")).trim();
    // "Dr. Smith" is one sentence, whatever the segmenter thinks.
    if (ABBREVIATION_END.test(s) && !segment.includes("\n")) {
      carry = `${s} `;
      continue;
    }
    carry = "";
    if (HAS_CONTENT.test(s)) out.push(s);
  }
  if (carry.trim() && HAS_CONTENT.test(carry)) out.push(carry.trim());
  return out;
}

/** How many sentences Intl.Segmenter finds in a text (segments holding a letter or digit). */
export function countSentences(text: string): number {
  let n = 0;
  for (const { segment } of sentenceSegmenter.segment(text)) if (HAS_CONTENT.test(segment)) n++;
  return n;
}

export interface WordToken {
  text: string;
  index: number;
}

/** Word-like tokens of a text with their positions. */
export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const s of wordSegmenter.segment(text)) {
    if (s.isWordLike) out.push({ text: s.segment, index: s.index });
  }
  return out;
}

export function splitWords(text: string): string[] {
  return wordTokens(text).map((t) => t.text);
}

export function wordCount(text: string): number {
  return wordTokens(text).length;
}

/** Paragraphs separated by blank lines. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}
