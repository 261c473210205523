import type { Platform } from "@/shared/contracts/accounts";
import { MAX_THREAD_PARTS, checkLimits } from "@/shared/platform-limits";

/** What numbering adds to a part: " (12/25)" at most, kept free in every part so numbering never pushes one over. */
const NUMBER_ROOM = ` (${MAX_THREAD_PARTS}/${MAX_THREAD_PARTS})`;

/** "Part text (3/6)": the optional numbering of a thread's parts. */
export const numberParts = (parts: string[]): string[] => parts.map((part, i) => `${part} (${i + 1}/${parts.length})`);

/** Whether `text` fits every platform's limit (length and, on Bluesky, bytes), with room for the numbering. */
export function fitsAll(platforms: Platform[], text: string, numbered: boolean): boolean {
  const room = numbered ? text + NUMBER_ROOM : text;
  return platforms.every((platform) => !checkLimits(platform, room, 0).over);
}

const sentenceSegmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "sentence" }) : null;
const graphemeSegmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

function sentencesOf(paragraph: string): string[] {
  if (sentenceSegmenter) return [...sentenceSegmenter.segment(paragraph)].map((s) => s.segment.trim()).filter(Boolean);
  return paragraph.split(/(?<=[.!?…])\s+/).filter(Boolean);
}

const graphemesOf = (word: string) => (graphemeSegmenter ? [...graphemeSegmenter.segment(word)].map((g) => g.segment) : [...word]);

/**
 * Packs pieces into as few parts as fit, in order, joined by `glue`; a piece too long on its own is broken by the
 * next finer rule (sentences, then words, then characters for a run without spaces such as a long link).
 */
function pack(pieces: string[], glue: string, fits: (text: string) => boolean, finer: (piece: string) => string[]): string[] {
  const parts: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const joined = current ? current + glue + piece : piece;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) parts.push(current);
    current = "";
    if (fits(piece)) {
      current = piece;
      continue;
    }
    const broken = finer(piece);
    // The finer pieces' last part may take the pieces that follow.
    current = broken.pop() ?? "";
    parts.push(...broken);
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Splits a long draft into a thread at its natural breaks: whole paragraphs where they fit, a paragraph too long
 * for one part at its sentences, a sentence too long at its words. Every part fits each of `platforms` (as that
 * platform counts), with room for "(n/N)" when `numbered`. A text that fits in one post answers one part.
 */
export function splitThread(text: string, platforms: Platform[], numbered = false): string[] {
  const fits = (t: string) => fitsAll(platforms, t, numbered);
  const trimmed = text.trim();
  if (!trimmed) return [];
  const byCharacter = (word: string) => pack(graphemesOf(word), "", fits, (g) => [g]);
  const byWord = (sentence: string) => pack(sentence.split(/\s+/).filter(Boolean), " ", fits, byCharacter);
  const bySentence = (paragraph: string) => pack(sentencesOf(paragraph), " ", fits, byWord);
  const paragraphs = trimmed.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return pack(paragraphs, "\n\n", fits, bySentence);
}
