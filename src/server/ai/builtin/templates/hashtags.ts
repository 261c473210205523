/** Hashtags for a piece: the material's own, then key phrases in CamelCase, the brand's topics, intent tags. */
import { toHashtag } from "../text/format";
import type { WriterContext } from "../writer/context";

const HASHTAG_SKIP = new Set(
  "#Benefits #Reasons #Things #Stuff #Part #Kind #Head #End #Drop #Cost #Lot #Today #Work #Real #Works #Channels #Process #Everyone #Everything #Users #Teams #People #Customers #Team".split(
    " ",
  ),
);
const GENERIC_ADJECTIVES =
  /^(exact|wider|wide|clear|early|real|regular|whole|entire|simple|full|different|certain|various|main|key|top|quick|easy|hard|high|low|own|same|free|special|huge|little|large|small-ish|true|actual|current|recent|final|single|extra|perfect|important|better|great|good)\s+/i;
const INTENT_TAGS: Record<string, string[]> = {
  launch: ["#ProductLaunch", "#NewRelease"],
  event: ["#Event", "#SaveTheDate"],
  offer: ["#Sale", "#Deals"],
  hiring: ["#Hiring", "#Careers"],
  milestone: ["#Milestone", "#ThankYou"],
  tips: ["#Tips", "#HowTo"],
  story: ["#BehindTheScenes"],
  general: [],
};

const isPersonName = (text: string) => /^\p{Lu}\p{Ll}+(\s\p{Lu}\p{Ll}+)+$/u.test(text);

/** Hashtag candidates in order of preference: the material's own, key phrases, the brand's topics, head nouns. */
export function hashtagCandidates(ctx: WriterContext): string[] {
  const out: string[] = [];
  const add = (tag: string | null) => {
    if (tag && !HASHTAG_SKIP.has(tag) && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  };
  ctx.src.hashtags.forEach(add);
  const heads: string[] = [];
  for (const k of ctx.src.keyphrases.slice(0, 8)) {
    if (isPersonName(k.text)) continue;
    const text = k.text.replace(GENERIC_ADJECTIVES, "");
    const words = text.split(/\s+/);
    if (words.length === 3 && k.count < 2) continue;
    if (k.words.length === 1 && k.count < 2 && !ctx.src.properWords.has(text) && ctx.src.keyphrases.length > 3) continue;
    add(toHashtag(text));
    if (words.length > 1) heads.push(words[words.length - 1]);
  }
  ctx.brand.topics.slice(0, 3).forEach((t) => add(toHashtag(t)));
  (INTENT_TAGS[ctx.src.intent] ?? []).forEach(add);
  if (ctx.brand.name) add(toHashtag(ctx.brand.name));
  heads.forEach((h) => add(toHashtag(h)));
  return out;
}

export function hashtagCount(ctx: WriterContext): number {
  if (ctx.brand.noHashtags || ctx.hints.hashtags === "none") return 0;
  const base = { x: 2, linkedin: 3, instagram: 5, tiktok: 4, facebook: 2, threads: 2, youtube: 3 } as const;
  const n = ctx.hints.platform ? base[ctx.hints.platform] : 3;
  return ctx.hints.hashtags === "more" ? n + 2 : n;
}

/** `n` hashtags, rotated by `offset` so alternatives get different sets (the material's own tags stay first). */
export function hashtags(ctx: WriterContext, n: number, offset = 0): string[] {
  if (n <= 0) return [];
  const all = hashtagCandidates(ctx);
  const own = all.slice(0, ctx.src.hashtags.length);
  const rest = all.slice(own.length);
  const shift = rest.length > n ? (offset * 2) % rest.length : 0;
  return [...own, ...rest.slice(shift), ...rest.slice(0, shift)].slice(0, n);
}
