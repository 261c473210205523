/** The house style of a cluster of posts: length, emoji and hashtag habits, hooks, openers and recurring themes. */
import { extractKeyphrases, type Keyphrase } from "../text/keywords";
import { findHashtags } from "../text/intent";
import { splitSentences, wordCount } from "../text/segment";

export interface ClusterStyle {
  posts: number;
  avgWords: number;
  emojiRate: number;
  topEmojis: string[];
  hashtagAvg: number;
  topHashtags: string[];
  questionHookRate: number;
  exclamationRate: number;
  bulletRate: number;
  /** Openers used by at least 40% of posts ("Tip:", "New:"), most common first. */
  openers: string[];
  themes: Keyphrase[];
}

const PEOPLE = /^(lovers|fans|people|customers|users|friends|followers|everyone|team|teams|community)$/;
const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

function counts<T>(items: readonly T[]): Array<[T, number]> {
  const m = new Map<T, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
}

function opener(post: string): string | null {
  const first = post.trim().split("\n")[0];
  const label = /^([\p{L}' ]{2,20}[:!])\s/u.exec(first);
  if (label) return label[1];
  const words = first.split(/\s+/).slice(0, 2).join(" ");
  return words.length > 1 ? words : null;
}

export function clusterStyle(posts: readonly string[]): ClusterStyle {
  const n = Math.max(1, posts.length);
  const emojis = posts.flatMap((p) => p.match(EMOJI) ?? []);
  const tags = posts.flatMap((p) => findHashtags(p));
  const openers = counts(posts.map(opener).filter((o): o is string => o !== null));
  // Hashtags are themes too: "#CoffeeLovers" reads as "coffee lovers".
  const texts = posts.map((p) => p.replace(/#([\p{L}\p{N}_]+)/gu, (_, t: string) => t.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").toLowerCase() + "."));
  const all = extractKeyphrases(texts.flatMap((p) => splitSentences(p))).keyphrases;
  // Themes weigh how many posts mention a phrase, not how often one post repeats it.
  const lower = texts.map((t) => t.toLowerCase());
  const themes = all
    .map((k) => ({ k, df: lower.filter((t) => k.words.every((w) => t.includes(w))).length, people: PEOPLE.test(k.words[k.words.length - 1]) }))
    .sort((a, b) => Number(a.people) - Number(b.people) || b.df - a.df || b.k.score - a.k.score)
    .map((x) => x.k);
  return {
    posts: posts.length,
    avgWords: posts.reduce((a, p) => a + wordCount(p), 0) / n,
    emojiRate: posts.filter((p) => /\p{Extended_Pictographic}/u.test(p)).length / n,
    topEmojis: counts(emojis)
      .map(([e]) => e)
      .slice(0, 3),
    hashtagAvg: tags.length / n,
    topHashtags: counts(tags.map((t) => t))
      .map(([t]) => t)
      .slice(0, 5),
    questionHookRate: posts.filter((p) => /\?/.test(splitSentences(p)[0] ?? "")).length / n,
    exclamationRate: posts.filter((p) => p.includes("!")).length / n,
    bulletRate: posts.filter((p) => /^\s*(?:[-*•]|\d+[.)]|\p{Extended_Pictographic})\s/mu.test(p)).length / n,
    openers: openers.filter(([, c]) => c >= 2 && c / n >= 0.4).map(([o]) => o),
    themes,
  };
}
