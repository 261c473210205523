/** Hints mined from the prompt template: platform, tone, length, list and emoji wishes. */
export type Platform = "linkedin" | "instagram" | "x" | "tiktok" | "facebook" | "threads" | "youtube";
export type Tone = "professional" | "friendly" | "playful" | "bold" | "inspiring" | "neutral";

export interface PromptHints {
  platform: Platform | null;
  tones: Tone[];
  length: "short" | "long" | null;
  maxChars: number | null;
  maxWords: number | null;
  bullets: number | null;
  thread: boolean;
  emojis: "more" | "none" | null;
  hashtags: "none" | "more" | null;
  endWithQuestion: boolean;
}

const PLATFORMS: ReadonlyArray<[Platform, RegExp]> = [
  ["linkedin", /\blinked\s?in\b/i],
  ["instagram", /\b(instagram|insta|ig|reels?)\b/i],
  ["x", /\b(twitter|tweets?|x\.com|on x|for x|x post|x thread)\b/i],
  ["tiktok", /\btik\s?tok\b/i],
  ["facebook", /\b(facebook|fb)\b/i],
  ["threads", /\bthreads app\b|\bon threads\b/i],
  ["youtube", /\b(youtube|yt short)\b/i],
];

export const TONE_WORDS: ReadonlyArray<[Tone, RegExp]> = [
  ["professional", /\b(professional|formal|authoritative|expert|corporate|polished|credible|informative|serious|b2b|thought leader(ship)?)\b/i],
  ["playful", /\b(playful|fun|funny|witty|humou?r(ous)?|cheeky|quirky|light-?hearted|silly|sassy)\b/i],
  ["bold", /\b(bold|punchy|confident|energetic|exciting|provocative|hype|high-energy|urgent|edgy)\b/i],
  ["friendly", /\b(friendly|warm|casual|conversational|approachable|relaxed|chatty|down-to-earth)\b/i],
  ["inspiring", /\b(inspir\w*|motivat\w*|uplifting|empower\w*|optimistic|aspirational|empathetic|caring|heartfelt)\b/i],
];

const NEG = String.raw`(?:no|without|avoid|don'?t use|do not use|never use|zero|skip|exclude)\s+(?:any\s+)?`;

function num(word: string): number {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  return words[word.toLowerCase()] ?? Number.parseInt(word, 10);
}

export function readPromptHints(text: string): PromptHints {
  const platform = PLATFORMS.find(([, re]) => re.test(text))?.[0] ?? null;
  const tones = TONE_WORDS.filter(([, re]) => re.test(text)).map(([t]) => t);
  const chars = /\b(?:under|max(?:imum)?|at most|up to|within|less than|no more than)\s+(\d{2,4})\s*(?:characters|chars)\b/i.exec(text);
  const words = /\b(?:under|max(?:imum)?|at most|up to|within|less than|no more than)\s+(\d{1,4})\s*words\b/i.exec(text);
  const bullets = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:bullet(?:\s*points?)?|bullets|points|tips|ways|reasons|steps|things)\b/i.exec(
    text,
  );
  const wantsBullets = /\bbullet(ed)?\s*(points?|list)?\b|\bnumbered list\b|\bas a list\b|\blisticle\b/i.test(text);
  let emojis: PromptHints["emojis"] = null;
  if (new RegExp(`${NEG}emojis?`, "i").test(text)) emojis = "none";
  else if (/\b(emojis?|emoticons?)\b/i.test(text)) emojis = "more";
  let hashtags: PromptHints["hashtags"] = null;
  if (new RegExp(`${NEG}hashtags?`, "i").test(text)) hashtags = "none";
  else if (/\bhashtags?\b/i.test(text)) hashtags = "more";
  const short = /\b(short|brief|concise|quick|snappy|one-liner|tweet|under \d+ (characters|words)|punchy)\b/i.test(text);
  const long = /\b(long|detailed|in-depth|comprehensive|thorough|long-form)\b/i.test(text);
  return {
    platform,
    tones,
    length: short && !long ? "short" : long && !short ? "long" : null,
    maxChars: chars ? Number(chars[1]) : platform === "x" ? 280 : null,
    maxWords: words ? Number(words[1]) : null,
    bullets: bullets ? Math.min(10, Math.max(1, num(bullets[1]))) : wantsBullets ? 3 : null,
    thread: /\bthread\b/i.test(text),
    emojis,
    hashtags,
    endWithQuestion: /\b(end|finish|close)\s+(it\s+)?with\s+an?\s+(question|engaging question)|\bask (a|the audience a) question\b/i.test(text),
  };
}

/** The tone to write in: prompt wording first, then the brand voice, else neutral. */
export function resolveTone(hints: PromptHints, brandVoice: string | null | undefined): Tone {
  if (hints.tones.length > 0) return hints.tones[0];
  if (brandVoice) {
    const fromBrand = TONE_WORDS.find(([, re]) => re.test(brandVoice))?.[0];
    if (fromBrand) return fromBrand;
  }
  if (hints.platform === "linkedin") return "professional";
  if (hints.platform === "instagram" || hints.platform === "tiktok") return "friendly";
  return "neutral";
}
