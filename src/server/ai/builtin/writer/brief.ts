/**
 * What the user gave besides the material: additional context split into facts for the reader, wishes for the
 * writer, and internal notes that never reach customer copy; and the facts a finished piece must keep.
 */
import { ensureTerminal, capitalise } from "../text/format";
import { isStatement } from "../text/analyze";
import { splitSentences } from "../text/segment";

export interface BriefContext {
  /** Sentences for the reader, as the user typed them (typed facts, "mention ..." wishes). */
  facts: string[];
  /** Wishes about the writing (tone, audience, length): read for hints, never printed. */
  instructions: string[];
}

const INTERNAL =
  /^\s*(?:internal(?:\s+note)?|note to self|private|todo|fyi|for (?:the )?team|team note|reminder)\b|\b(?:confidential|internal only|do not (?:share|publish|mention)|don'?t (?:share|publish|mention)|not for (?:publication|customers)|under embargo|embargoed)\b/i;
const WISH =
  /^\s*(?:please\s+)?(?:write|make|keep|avoid|don'?t|do not|never|always|aim|target|focus|be|sound|end|start|open|close|limit|stay|try|remember|no|tone|style|voice|audience|length|format|add (?:emojis?|hashtags?|a call)|include (?:emojis?|hashtags?|a call))\b/i;
// "Use a friendly tone" is for the writer; "Use code WELCOME15" is for the reader.
const USE_WISH = /^\s*(?:please\s+)?use\b.*\b(?:tone|voice|style|words?|emojis?|hashtags?|language|spelling|english|formal|casual|bullets?|format|headings?|sentences?)\b/i;
const MENTION = /^\s*(?:please\s+)?(?:mention|include|highlight|reference|note|say|point out|tell (?:them|readers|people|everyone))\s+(?:that\s+)?(.+)$/i;
const LABEL = /^\s*(tone|voice|style|audience|target audience|length|format|platform)\s*:/i;

/** A wish to mention something becomes a sentence a reader can take in. */
function mentionSentence(what: string): string {
  const body = what.trim().replace(/[.!]+$/, "");
  if (isStatement(body)) return ensureTerminal(capitalise(body));
  return `Don't miss ${body.replace(/^(?:the|our)\s/i, (m) => m.toLowerCase())}.`;
}

/** Lines (or sentences) that are internal notes are dropped from any text the writer will draw copy from. */
export function withoutInternalNotes(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      splitSentences(line)
        .filter((s) => !INTERNAL.test(s))
        .join(" "),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function readBriefContext(context: string | undefined): BriefContext {
  const out: BriefContext = { facts: [], instructions: [] };
  if (!context?.trim()) return out;
  for (const line of context.split("\n")) {
    if (LABEL.test(line)) {
      out.instructions.push(line.trim());
      continue;
    }
    for (const raw of splitSentences(line.replace(/^\s*[-*•]\s+/, ""))) {
      const s = raw.trim();
      if (s === "" || INTERNAL.test(s)) continue;
      const mention = MENTION.exec(s);
      if (mention) out.facts.push(mentionSentence(mention[1]));
      else if (WISH.test(s) || USE_WISH.test(s)) out.instructions.push(s);
      else out.facts.push(ensureTerminal(s));
    }
  }
  return out;
}

const FACT_TOKEN = /(?:https?:\/\/\S+[^\s.,;:!?)]|[$€£]\s?\d[\d,.]*|\d[\d,.:]*(?:\s?(?:%|am|pm|k|m))?|\b\p{Lu}[\p{L}\p{N}'&-]*(?:\s+\p{Lu}[\p{L}\p{N}'&-]*)*)/gu;
const SENTENCE_START_WORDS = /^(?:The|A|An|Our|We|It|This|That|These|Those|Join|Don't|Also|Every|All|Each|Your|You|If|When|In|On|At|For|With|And|But|So)$/;

/** The tokens a reader would miss if a sentence were dropped: names, numbers, prices, dates, links. */
export function factTokens(sentence: string): string[] {
  const found = sentence.match(FACT_TOKEN) ?? [];
  return found.map((t) => t.trim()).filter((t) => t.length > 1 && !SENTENCE_START_WORDS.test(t));
}

/** True when every fact token of the sentence already stands in the text (so it need not be added). */
export function isKept(sentence: string, text: string): boolean {
  const tokens = factTokens(sentence);
  if (tokens.length === 0) return text.toLowerCase().includes(sentence.toLowerCase().replace(/[.!?]+$/, ""));
  return tokens.every((t) => text.includes(t));
}
