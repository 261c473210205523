/**
 * The little text handling the demo writer needs: sentences, the subject, keywords, hashtags, the additional
 * context (facts for the reader, wishes for the writer, internal notes for nobody) and the prompt's platform.
 * The demo arranges the user's own sentences in templates; it does not rephrase them.
 */

/** A 32-bit hash of a string (cyrb53 folded to 32 bits): the demo's only source of variety. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Item `n` of a list, wrapping: consecutive n give consecutive, different items. */
export const nth = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length];

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const stripEnd = (s: string) => s.trim().replace(/[.!?:;,]+$/, "");
export const ensureEnd = (s: string) => (/[.!?:…"')]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** Cut to at most `max` characters (as readers count them) at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars
    .slice(0, max - 1)
    .join("")
    .replace(/\s+\S*$/, "")
    .replace(/[\s,;:.]+$/, "");
  return `${cut}…`;
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|No)\.$/;

/** Sentences of a text, in order (lines are always separate). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let current = "";
    for (const piece of line.split(/(?<=[.!?])\s+(?=["'(]?[\p{Lu}\p{N}])/u)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        if (current.trim()) out.push(current.trim());
        current = "";
      }
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

export const urlsIn = (text: string) => text.match(/\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g) ?? [];

const STOP = new Set(
  `a an the and or but so of to in on at for with from by as is are was were be been being it its this that these those we our us you your
  they their them he she his her i me my just now new also very really more most much many can could will would should may might must
  have has had do does did not no yes if then than there here what which who whom when where why how all any each every some about into
  over under out up down off again once only own same such too get got make made take one two three per via like well even still yet
  today week month year first last next back because while after before during across every whole`.split(/\s+/),
);
const VERBISH =
  /^(?:is|are|was|were|has|have|had|will|can|shows|helps|lets|gives|makes|launch(?:es|ed)?|offers|runs|uses|bakes|takes|works|opens|cuts|saw|saves|brings|keeps|needs|gains|try|join|meet|get|read|book|see)$/i;
const ADJECTIVE = /^(?:new|latest|brand-new|first|next|big|own|just)$/i;

/** The content words of a text, most frequent first (ties in order of appearance). */
export function keywords(text: string, n: number): string[] {
  const counts = new Map<string, number>();
  for (const w of text
    .replace(/https?:\/\/\S+/g, " ")
    .toLowerCase()
    .match(/\p{L}[\p{L}\p{N}'-]{2,}/gu) ?? []) {
    if (STOP.has(w) || VERBISH.test(w) || w.endsWith("'s")) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([w]) => w);
}

/**
 * What the text is about, as a short noun phrase: the words after the first "our/the/your/a" up to a little word
 * or verb ("our new analytics dashboard for teams" gives "our analytics dashboard"; `bare` drops the "our"), else
 * the words before the first verb ("Remote work is here to stay" gives "remote work"), else the top keywords.
 */
export function subjectOf(text: string, bare = false): string {
  const first = sentences(text.replace(/https?:\/\/\S+/g, "")).find((s) => /\p{L}/u.test(s)) ?? "";
  const words = first
    .replace(/[^\p{L}\p{N}'&\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  // A capital is a name's unless the word also stands in lower case in the text ("Remote work ... remote teams").
  const isName = (w: string) => /^\p{Lu}/u.test(w) && !text.includes(` ${w.toLowerCase()}`);
  const take = (from: number) => {
    const out: string[] = [];
    for (const w of words.slice(from)) {
      if (out.length === 0 && ADJECTIVE.test(w)) continue;
      if (STOP.has(w.toLowerCase()) || VERBISH.test(w) || out.length === 3) break;
      out.push(w);
    }
    return out;
  };
  const det = words.findIndex((w, i) => i < 12 && /^(?:our|the|your|a|an|this|their)$/i.test(w));
  let phrase = det >= 0 ? take(det + 1) : [];
  const article = phrase.length > 0 && !bare ? (/^(?:our|your|their)$/i.test(words[det]) ? words[det].toLowerCase() : "the") : "";
  if (phrase.length === 0 && words[0] && !VERBISH.test(words[0])) phrase = take(0).slice(0, 2);
  const joined = phrase.map((w, i) => (i === 0 && !isName(w) ? w.toLowerCase() : w)).join(" ");
  if (joined.length >= 3) return article ? `${article} ${joined}` : joined;
  return keywords(text, 2).join(" ") || "this";
}

/** "real-time campaigns" gives "#RealTimeCampaigns"; null for nothing usable. */
export function hashtag(phrase: string): string | null {
  const body = phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(capitalise)
    .join("");
  return body.length >= 3 && body.length <= 30 ? `#${body}` : null;
}

export function hashtagsFor(text: string, n: number): string[] {
  const existing = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const made = [subjectOf(text, true), ...keywords(text, n + 2)].map(hashtag).filter((t): t is string => t !== null);
  return [...new Set([...existing, ...made])].slice(0, n);
}

const INTERNAL =
  /^\s*(?:internal(?:\s+(?:note|only))?|note to self|private|todo|fyi|for (?:the )?team|reminder)\b|\b(?:confidential|internal only|do not (?:share|publish|mention)|don'?t (?:share|publish|mention)|not for (?:publication|customers)|embargo(?:ed)?)\b/i;
const WISH =
  /^\s*(?:please\s+)?(?:write|make|keep|avoid|don'?t|do not|never|always|aim|target|focus|be|sound|end|start|limit|try|no|tone|style|voice|audience|length|format|platform)\b|^\s*(?:please\s+)?use\b.*\b(?:tone|voice|style|words?|emojis?|hashtags?|language|jargon|formal|casual|bullets?|headings?)\b/i;
const MENTION = /^\s*(?:please\s+)?(?:mention|include|highlight|note|say)\s+(?:that\s+)?(.+)$/i;

/** Text without its internal notes (sentences the reader must never see). */
export const withoutInternal = (text: string) =>
  text
    .split("\n")
    .map((line) =>
      sentences(line)
        .filter((s) => !INTERNAL.test(s))
        .join(" "),
    )
    .join("\n")
    .trim();

/** The additional context's sentences meant for the reader; wishes and internal notes are left out. */
export function contextFacts(context: string | undefined): string[] {
  const facts: string[] = [];
  for (const s of sentences((context ?? "").replace(/^\s*[-*•]\s+/gm, ""))) {
    if (INTERNAL.test(s)) continue;
    const mention = MENTION.exec(s);
    if (mention) facts.push(ensureEnd(capitalise(mention[1].trim())));
    else if (!WISH.test(s)) facts.push(ensureEnd(s));
  }
  return facts;
}

export type Platform = "linkedin" | "instagram" | "x" | "facebook" | "tiktok" | null;

export interface PromptHints {
  platform: Platform;
  /** A hard character limit (X, or "under 200 characters" in the prompt). */
  maxChars: number | null;
  emojis: boolean;
  hashtags: number;
  formal: boolean;
  short: boolean;
  /** "Write 5 numbered posts": how many; 1 when the prompt does not ask. */
  posts: number;
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** What the prompt template says about the piece, from a few plain words. */
export function readHints(template: string, noEmojis: boolean): PromptHints {
  const t = template.toLowerCase();
  const platform: Platform = /linked\s?in/.test(t)
    ? "linkedin"
    : /instagram|\binsta\b|reels?\b/.test(t)
      ? "instagram"
      : /twitter|tweets?\b|\bx\b/.test(t)
        ? "x"
        : /facebook/.test(t)
          ? "facebook"
          : /tik\s?tok/.test(t)
            ? "tiktok"
            : null;
  const chars = /(?:under|at most|max(?:imum)?|up to|no more than)\s+(\d{2,4})\s*(?:characters|chars)/.exec(t);
  const noTags = /(?:no|without|avoid|don'?t use|do not use|never use)\s+(?:any\s+)?hashtags?/.test(t);
  const noEmoji = noEmojis || /(?:no|without|avoid|don'?t use|do not use|never use)\s+(?:any\s+)?emojis?/.test(t);
  const posts = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+){0,2}(?:posts|tweets|captions|versions)\b/.exec(t);
  const count = posts ? (COUNT_WORDS[posts[1]] ?? Number(posts[1])) : 1;
  return {
    platform,
    maxChars: chars ? Number(chars[1]) : platform === "x" ? 280 : null,
    emojis: !noEmoji && (platform === "instagram" || platform === "tiktok" || /emoji|fun|playful/.test(t)),
    hashtags: noTags ? 0 : platform === "instagram" ? 6 : platform === "x" ? 2 : 3,
    formal: platform === "linkedin" || /professional|formal/.test(t),
    short: /\b(?:short|brief|concise|punchy)\b/.test(t) || platform === "x",
    posts: count >= 2 ? Math.min(10, count) : 1,
  };
}
