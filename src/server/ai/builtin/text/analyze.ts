/** Source-material analysis: what the user gave the writer, broken into the parts the templates use. */
import { extractKeyphrases, type Keyphrase } from "./keywords";
import { detectIntent, findHashtags, findNumbers, findUrls, isCallToAction, URL_RE, type Intent } from "./intent";
import { splitSentences, wordCount } from "./segment";
import { isStopWord, VERB_FORMS } from "./stopwords";
import { lowerFirst, stripTerminal } from "./format";

export interface SourceAnalysis {
  text: string;
  sentences: string[];
  /** Informative sentences, best first (no calls to action, no bare hashtag lines). */
  keySentences: string[];
  keyphrases: Keyphrase[];
  keywords: Keyphrase[];
  properWords: Set<string>;
  /** What the material is about, as a noun phrase or short subject line. */
  topic: string;
  /** The subject matter (may differ from the topic when the topic is an event or product announced). */
  subject: string;
  /** Short material that names a subject rather than telling a story ("benefits of remote work"). */
  isBrief: boolean;
  urls: string[];
  hashtags: string[];
  numbers: string[];
  /** The material's own call to action, if it has one. */
  cta: string | null;
  questions: string[];
  intent: Intent;
  wordCount: number;
  looksEnglish: boolean;
  hasEmoji: boolean;
}

const LABEL_RE = /^\s*(text content|content|source|source text|context|additional context|notes|original post|post|topic|text|input)\s*:\s*/gim;
const INSTRUCTION_RE =
  /^(?:please\s+)?(?:(?:write|create|draft|generate|make|give me|compose|craft)\s+(?:me\s+)?(?:an?\s+|some\s+|\d+\s+)?(?:[\w-]+\s+){0,3}?(?:posts?|tweets?|captions?|emails?|newsletters?|articles?|blogs?(?: posts?)?|copy|content|thread|update)\s+(?:about|on|for|around|regarding|announcing|promoting)\s+|(?:posts?|tweets?|something|content)\s+(?:about|on)\s+|(?:talk|tell (?:people|them|everyone|our audience))\s+(?:about|that)\s+)/i;

/** Strip labels the gateway or the user put in front of material, and instruction wording around a topic. */
export function cleanMaterial(text: string): string {
  return text
    .replace(LABEL_RE, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function stripInstruction(text: string): string {
  return text.replace(INSTRUCTION_RE, "").trim();
}

function scoreSentence(sentence: string, wordScores: Map<string, number>, index: number): number {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  if (words.length === 0) return 0;
  let sum = 0;
  for (const w of words) sum += wordScores.get(w) ?? 0;
  let score = sum / Math.sqrt(words.length) + 2 / (1 + index);
  if (words.length < 5) score *= 0.6;
  if (words.length > 40) score *= 0.7;
  if (/\d/.test(sentence)) score *= 1.15; // facts make good copy
  return score;
}

// Subject lines that name an angle on a topic, even though some contain a verb ("why X matters").
const TOPIC_LINE = /^(why|how to|what is|what are|tips|ways|ideas|benefits|the (benefits|importance|future|power|role) of)\b/i;

const FINITE_RE = /\b(is|are|was|were|will|has|have|had|can|does|do|did|we're|it's|they're)\b/i;

/** A clause with a finite verb reads as a statement; without one it names a subject. */
export function isStatement(text: string): boolean {
  if (FINITE_RE.test(text)) return true;
  if (/^(we|i|you|they|he|she|it|everyone|nobody)\s+\p{L}/iu.test(text.trim())) return true;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.some((w, i) => i > 0 && VERB_FORMS.has(w));
}

const INTENT_NOUNS =
  /\b(webinar|event|workshop|conference|summit|meetup|masterclass|livestream|course|sale|offer|discount|deal|collection|app|feature|product|tool|dashboard|platform|service|release|update|book|podcast|guide|report|team|role|position)\b/i;

/** For announcements, the thing announced ("our free webinar") makes a better subject than the top phrase. */
function preferredTopic(phrases: readonly Keyphrase[], intent: Intent): string | undefined {
  if (["event", "launch", "offer", "hiring", "milestone"].includes(intent)) {
    const named = phrases.slice(0, 5).find((k) => INTENT_NOUNS.test(k.key) && /^(our|the|this)\s/i.test(k.display));
    if (named) return named.display;
    const own = phrases.slice(0, 3).find((k) => /^our\s/i.test(k.display));
    if (own) return own.display;
  }
  return phrases[0]?.display;
}

/** A first line that is a heading: markdown, or short and in Title Case. */
function isTitleLine(text: string): boolean {
  if (!/\n/.test(text)) return false;
  const first = text.split("\n")[0].trim();
  if (/^#{1,3}\s+\S/.test(first)) return true;
  const words = first.split(/\s+/);
  if (words.length > 10 || /[.!?:]$/.test(first) || /\p{Extended_Pictographic}/u.test(first)) return false;
  const caps = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return caps / words.length >= 0.6;
}

function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 6) return !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(text);
  const stops = words.filter((w) => isStopWord(w)).length;
  return stops / words.length > 0.18;
}

export function analyzeSource(raw: string): SourceAnalysis {
  const text = cleanMaterial(raw);
  const urls = findUrls(text);
  const hashtags = findHashtags(text);
  const prose = text.replace(URL_RE, " ").replace(/(^|\s)#[\p{L}\p{N}_]+/gu, "$1");
  let sentences = splitSentences(prose).filter((s) => /\p{L}{2}/u.test(s));
  const count = wordCount(prose);
  const firstLine = stripInstruction(sentences[0] ?? "");
  const isBrief = count <= 12 && sentences.length <= 1 && !/[.!?]\s*$/.test(prose.trim()) && (TOPIC_LINE.test(firstLine) || !isStatement(firstLine));
  if (isBrief) sentences = sentences.map((s) => stripInstruction(s));
  const kw = extractKeyphrases(sentences);
  const ctaSentence = splitSentences(text).find((s) => isCallToAction(s) && !isBrief) ?? null;
  const informative = sentences
    .map((s, i) => ({ s, i, score: scoreSentence(s, kw.wordScores, i) }))
    .filter(({ s }) => !isCallToAction(s) && !/^#/.test(s) && !/\?$/.test(s));
  informative.sort((a, b) => b.score - a.score || a.i - b.i);
  const first = sentences[0] ?? "";
  let topic: string;
  if (isBrief) topic = lowerFirst(stripTerminal(stripInstruction(first)) || stripTerminal(first), kw.properWords);
  else if (isTitleLine(text)) topic = stripTerminal(text.split("\n")[0].replace(/^#+\s*/, ""));
  else topic = preferredTopic(kw.keyphrases, detectIntent(text)) ?? stripTerminal(first.split(/\s+/).slice(0, 6).join(" "));
  return {
    text,
    sentences,
    keySentences: isBrief ? [] : informative.map((x) => x.s),
    keyphrases: kw.keyphrases,
    keywords: kw.keywords,
    properWords: kw.properWords,
    topic,
    subject: isBrief ? topic : (kw.keyphrases[0]?.display ?? topic),
    isBrief,
    urls,
    hashtags,
    numbers: findNumbers(prose),
    cta: ctaSentence,
    questions: sentences.filter((s) => s.endsWith("?")),
    intent: detectIntent(text),
    wordCount: count,
    looksEnglish: looksEnglish(prose),
    hasEmoji: /\p{Extended_Pictographic}/u.test(text),
  };
}
