/**
 * The demo writer: fills a few fixed templates per content type with the user's own sentences (verbatim), the
 * additional context's facts, a hook, a call to action and hashtags. It does not understand the text; it shows the
 * product's flow offline and deterministically. The seed (and an alternative's index) picks which template line
 * is used, so "Generate" again gives another draft and alternatives differ from each other.
 */
import { ALTERNATIVE_SEPARATOR, BuiltinCannotError, type BuiltinDirective } from "../directive";
import { messages } from "@/shared/messages";
import { capitalise, clip, contextFacts, hashString, hashtagsFor, nth, readHints, sentences, subjectOf, withoutInternal, type PromptHints } from "./text";

export interface Piece {
  d: BuiltinDirective;
  hints: PromptHints;
  /** The user's text without internal notes, and its sentences. */
  material: string;
  sents: string[];
  /** Sentences from the additional context for the reader. */
  facts: string[];
  subject: string;
  Subject: string;
  brand: string | null;
  /** Picks template lines: the seed, the variant and the material together. */
  v: number;
}

export function piece(d: BuiltinDirective, template: string, user: string, seed: number): Piece {
  const material = withoutInternal(user);
  const sents = sentences(material).filter((s) => !/^#[\p{L}\p{N}_]+(?:\s+#[\p{L}\p{N}_]+)*$/u.test(s));
  const subject = subjectOf(material || template);
  const brand = d.brand?.brand_name ?? null;
  const hints = readHints(`${template}\n${d.context ?? ""}`, d.brand?.no_emojis === true);
  const v = (hashString(material) % 1000) + seed + (d.variant ?? 0) * 7;
  return { d, hints, material, sents, facts: contextFacts(d.context), subject, Subject: capitalise(subject), brand, v };
}

const EMOJI = ["✨", "🚀", "💡", "🙌", "📣", "🎉", "👀", "🌟", "🔥", "💬"];
const HOOKS: ((p: Piece) => string)[] = [
  (p) => `Big news about ${p.subject}.`,
  (p) => `Here's what's new with ${p.subject}.`,
  (p) => `Let's talk about ${p.subject}.`,
  (p) => `${p.Subject}, in a nutshell.`,
  (p) => `A quick update on ${p.subject}.`,
  (p) => `Curious about ${p.subject}? Read on.`,
  (p) => `Why ${p.subject} is worth a minute of your time.`,
  (p) => `Something you'll want to know about ${p.subject}.`,
  (p) => `${p.Subject}: the short version.`,
  (p) => `Today we're sharing a few words on ${p.subject}.`,
];
const CTAS = [
  "Tell us what you think in the comments.",
  "Share this with someone who needs it.",
  "Follow us for more updates.",
  "Questions? Send us a message.",
  "Save this post for later.",
];
const FORMAL_CTAS = [
  "We welcome your thoughts.",
  "Get in touch to learn more.",
  "Follow us for further updates.",
  "What is your experience?",
  "Feel free to share this with your network.",
];

/** A call to action: the material's link when it has one and the body does not show it yet. */
function cta(p: Piece, shown: string): string {
  const url = [p.material, ...p.facts].join(" ").match(/\bhttps?:\/\/\S+[^\s.,;:!?)]/)?.[0];
  if (url && !shown.includes(url)) return `Learn more: ${url}`;
  return nth(p.hints.formal ? FORMAL_CTAS : CTAS, p.v);
}

/** Blocks joined by blank lines, dropping empty ones. */
const blocks = (...parts: (string | null | undefined | false)[]) => parts.filter((b): b is string => typeof b === "string" && b.trim() !== "").join("\n\n");

/** A social post: hook, the user's sentences, the context's facts, a call to action, hashtags; sized to the platform. */
export function social(p: Piece, v = p.v): string {
  if (p.hints.posts > 1) return numberedPosts(p, v);
  const hook = nth(HOOKS, v)(p) + (p.hints.emojis ? ` ${nth(EMOJI, v)}` : "");
  let body = p.hints.short ? p.sents.slice(0, 2) : p.sents.slice(0, 4);
  const tags = hashtagsFor(p.material, p.hints.hashtags);
  const join = (b: string[], t: string[]) =>
    blocks(hook, b.join(p.hints.short ? " " : "\n\n"), p.facts.join(" "), cta(p, [...b, ...p.facts].join(" ")), t.join(" "));
  let text = join(body, tags);
  const max = p.hints.maxChars;
  while (max && [...text].length > max && body.length > 1) text = join((body = body.slice(0, -1)), tags);
  if (max && [...text].length > max) text = join(body, []);
  return max ? clip(text, max) : text;
}

function numberedPosts(p: Piece, v: number): string {
  const tags = hashtagsFor(p.material, Math.min(2, p.hints.hashtags)).join(" ");
  const sents = p.sents.length > 0 ? p.sents : [`${p.Subject}.`];
  return Array.from({ length: p.hints.posts }, (_, i) => {
    const extra = i === 0 ? [...sents.slice(1), ...p.facts] : [];
    const post = [nth(HOOKS, v + i)(p), nth(sents, i), ...extra, tags].filter(Boolean).join(" ");
    return `${i + 1}. ${p.hints.maxChars ? clip(post, p.hints.maxChars - 4) : post}`;
  }).join("\n\n");
}

const SUBJECTS = [
  (p: Piece) => `News about ${p.subject}`,
  (p: Piece) => `${p.Subject}: what you need to know`,
  (p: Piece) => `A quick update on ${p.subject}`,
  (p: Piece) => `Inside: ${p.subject}`,
  (p: Piece) => `${p.Subject}, in brief`,
  (p: Piece) => `Your update on ${p.subject}`,
  (p: Piece) => `Don't miss this: ${p.subject}`,
  (p: Piece) => `${p.Subject} and what it means for you`,
  (p: Piece) => `Fresh from us: ${p.subject}`,
  (p: Piece) => `A few words on ${p.subject}`,
];
const GREETINGS = ["Hi there,", "Hello,", "Hi everyone,", "Dear reader,"];
const SIGNOFFS = ["Best wishes,", "Thanks for reading,", "Warm regards,", "Talk soon,"];

/** Sentences in paragraphs of two. */
const paragraphs = (sents: string[]) => sents.flatMap((s, i) => (i % 2 === 0 ? [sents.slice(i, i + 2).join(" ")] : []));

export function email(p: Piece, v = p.v): string {
  const body = paragraphs(p.sents);
  const sender = p.brand ? `The ${p.brand} team` : "The team";
  return blocks(
    `Subject: ${nth(SUBJECTS, v)(p)}`,
    nth(GREETINGS, v),
    ...body,
    p.facts.join(" "),
    cta(p, [...body, ...p.facts].join(" ")),
    `${nth(SIGNOFFS, v)}\n${sender}`,
  );
}

const HEADINGS = ["What's new", "How it works", "Why it matters", "The details", "What it means for you", "A closer look", "Good to know"];

/** Sentences in sections of two under generic headings (the demo cannot name what a paragraph is about). */
export const sections = (sents: string[], v: number, join = " ", gap = "\n\n") =>
  sents.flatMap((_, i) => (i % 2 === 0 ? [`## ${nth(HEADINGS, v + i / 2)}${gap}${sents.slice(i, i + 2).join(join)}`] : []));

const TITLES = [
  (p: Piece) => `${p.Subject}: what you need to know`,
  (p: Piece) => `A closer look at ${p.subject}`,
  (p: Piece) => `Why ${p.subject} matters`,
  (p: Piece) => `${p.Subject}, explained`,
  (p: Piece) => `Getting ${p.subject} right`,
  (p: Piece) => `What's new with ${p.subject}`,
  (p: Piece) => `${p.Subject} in practice`,
  (p: Piece) => `The real value of ${p.subject}`,
  (p: Piece) => `Spotlight on ${p.subject}`,
  (p: Piece) => `${p.Subject}: the latest`,
];
const CLOSINGS = ["Before you go", "What's next", "In short", "The takeaway", "Final thoughts"];
const CLOSING_LINES = [
  "Thanks for reading, and see you next time.",
  "That's all for now.",
  "We'd love to hear what you think.",
  "More soon.",
  "Until next time.",
];

/** Newsletter and article: a title, an introduction, a section per two sentences, a closing with the facts. */
export function longForm(p: Piece, v = p.v): string {
  const [intro, ...rest] = p.sents.length > 0 ? p.sents : [`${p.Subject}.`];
  const title = p.d.contentType === "newsletter" ? `${nth(SUBJECTS, v)(p)}` : nth(TITLES, v)(p);
  const closing = blocks(p.facts.join(" "), `${nth(CLOSING_LINES, v)} ${cta(p, [...rest, ...p.facts, intro].join(" "))}`);
  return blocks(`# ${title}`, intro, ...sections(rest, v), `## ${nth(CLOSINGS, v)}\n\n${closing}`);
}

const OPENERS = [
  (p: Piece) => `Here is an overview of ${p.subject}.`,
  (p: Piece) => `This is about ${p.subject}.`,
  (p: Piece) => `A few words on ${p.subject}.`,
  (p: Piece) => `${p.Subject} at a glance.`,
  (p: Piece) => `Everything you need to know about ${p.subject}, in brief.`,
  (p: Piece) => `An introduction to ${p.subject}.`,
  (p: Piece) => `Meet ${p.subject}.`,
  (p: Piece) => `${p.Subject}, in a few lines.`,
  (p: Piece) => `The essentials of ${p.subject}.`,
  (p: Piece) => `What to know about ${p.subject}.`,
];

export function general(p: Piece, v = p.v): string {
  return blocks(nth(OPENERS, v)(p), ...paragraphs(p.sents), p.facts.join(" "));
}

export function post(p: Piece, v = p.v): string {
  switch (p.d.contentType) {
    case "social_media":
      return social(p, v);
    case "email_broadcast":
      return email(p, v);
    case "newsletter":
    case "article":
      return longForm(p, v);
    default:
      return general(p, v);
  }
}

export function alternatives(p: Piece): string {
  const n = Math.min(10, Math.max(1, p.d.count ?? 3));
  return Array.from({ length: n }, (_, i) => post(p, p.v + i)).join(`\n${ALTERNATIVE_SEPARATOR}\n`);
}

const EXPANSIONS = [
  (p: Piece) => `It is worth taking a closer look at ${p.subject}.`,
  () => "The details matter here, so take a moment to see what changes for you.",
  () => "Many people start small and build from there.",
  (p: Piece) => `A clear plan makes it easier to get the most out of ${p.subject}.`,
  (p: Piece) => `If you have questions about ${p.subject}, we are happy to help.`,
  () => "Small, steady steps tend to add up over time.",
  () => "Share it with someone who will find it useful.",
  () => "We will keep you posted as things develop.",
];
const EXPAND_TO = { short: 3, medium: 5, long: 8 } as const;

/** Expand: the text's own sentences, then general ones about its subject up to the mode's length. */
export function expand(p: Piece): string {
  const target = Math.max(EXPAND_TO[p.d.mode ?? "medium"], p.sents.length + 1);
  const added = Array.from({ length: Math.max(0, target - p.sents.length) }, (_, i) => nth(EXPANSIONS, p.v + i)(p));
  return paragraphs([...p.sents, ...new Set(added)]).join("\n\n");
}

const CONTRACTIONS: [string, string][] = [
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["cannot", "can't"],
  ["we are", "we're"],
  ["it is", "it's"],
  ["you are", "you're"],
  ["we will", "we'll"],
  ["that is", "that's"],
  ["what is", "what's"],
  ["here is", "here's"],
  ["will not", "won't"],
  ["is not", "isn't"],
  ["we have", "we've"],
  ["let us", "let's"],
];
/** Every `from` phrase of the pairs replaced by its partner, keeping a capital first letter. */
const swap = (text: string, pairs: [string, string][]) =>
  pairs.reduce((out, [from, to]) => out.replace(new RegExp(`\\b${from}\\b`, "gi"), (m) => (/^\p{Lu}/u.test(m) ? capitalise(to) : to)), text);
const EMOJI_RE = /\s?(?:\p{Extended_Pictographic}|\p{Emoji_Modifier})(?:\uFE0F|\u200D|\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;
const TAG_LINE = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;

/** Adjustments the demo can make; any other wish answers "the built-in writer can't do this". */
const ADJUSTMENTS: [RegExp, (text: string, p: Piece) => string][] = [
  [/\b(?:shorter|shorten|more concise|trim|cut)\b/, (t) => shorten(t)],
  [/\b(?:longer|lengthen|expand|more detail(?:ed)?)\b/, (t, p) => `${t}\n\n${nth(EXPANSIONS, p.v)(p)}`],
  [
    /\b(?:formal|professional)\b/,
    (t) =>
      swap(
        t,
        CONTRACTIONS.map(([long, short]) => [short, long]),
      )
        .replace(/!/g, ".")
        .replace(EMOJI_RE, ""),
  ],
  [/\b(?:casual|friendly|friendlier|relaxed|conversational|warmer)\b/, (t) => swap(t, CONTRACTIONS)],
  [/\b(?:no|remove|without|fewer|less|drop)\b.*\bemojis?\b/, (t) => t.replace(EMOJI_RE, "")],
  [/\bemojis?\b/, (t, p) => t.replace(/^(.*)$/m, `$1 ${nth(EMOJI, p.v)}`)],
  [
    /\b(?:no|remove|without|fewer|less|drop)\b.*\bhashtags?\b/,
    (t) =>
      t
        .split("\n")
        .filter((l) => !TAG_LINE.test(l.trim()))
        .join("\n")
        .trim(),
  ],
  [
    /\bhashtags?\b/,
    (t, p) =>
      `${t}\n\n${
        hashtagsFor(t, 3)
          .filter((h) => !t.includes(h))
          .join(" ") || hashtagsFor(p.material, 1).join(" ")
      }`,
  ],
  [/\bquestion\b/, (t, p) => `${t}\n\nWhat do you think about ${p.subject}?`],
];

/** Drops the last sentence of the longest paragraph (never the only one). */
function shorten(text: string): string {
  const paras = text.split(/\n{2,}/);
  const longest = paras.reduce((best, para, i) => (sentences(para).length > sentences(paras[best]).length ? i : best), 0);
  const s = sentences(paras[longest]);
  if (s.length > 1) paras[longest] = s.slice(0, -1).join(" ");
  else if (paras.length > 2) paras.splice(longest, 1);
  return paras.join("\n\n");
}

export function adjust(p: Piece): string {
  const wish = p.d.notes?.trim() ?? "";
  const clauses = wish
    .toLowerCase()
    .split(/\s*(?:,|;|\band\b|\balso\b|\bthen\b|\.)\s*/)
    .map((c) => c.replace(/^(?:please|make it|make this|can you|could you|use|add|keep it|be)\s+/g, "").trim())
    .filter(Boolean);
  const ops = clauses.map((c) => ADJUSTMENTS.find(([re]) => re.test(c)));
  if (clauses.length === 0 || ops.some((op) => !op)) throw new BuiltinCannotError(wish || messages.generation.adjustWithoutNotes);
  return ops.reduce((text, op) => op![1](text, p), p.material);
}
