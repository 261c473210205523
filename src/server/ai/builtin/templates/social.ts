/** A social media post: hook, one to three body lines, a call to action and hashtags, sized for the platform. */
import type { Rng } from "../prng";
import { BULLET_EMOJI, emojiFor, POINTERS } from "../phrases/emoji";
import { ensureTerminal, stripTerminal } from "../text/format";
import { compress } from "../text/rephrase";
import type { WriterContext } from "../writer/context";
import { audienceLine, bodyLines, chooseCta, genericLines, makeHook, messagingLine } from "./shared";
import type { HookStyle } from "../phrases/hooks";
import { hashtagCount, hashtags } from "./hashtags";

export type SocialShape = "lines" | "bullets" | "compact";

export interface SocialOptions {
  shape?: SocialShape;
  hookStyle?: HookStyle;
  /** Rotates hashtags, emoji and calls to action between alternatives. */
  offset?: number;
  bodyCount?: number;
  /** How many of the best key sentences to pass over, so alternatives lead with different points. */
  bodySkip?: number;
}

function bodyCount(ctx: WriterContext): number {
  if (ctx.hints.bullets) return ctx.hints.bullets;
  if (ctx.hints.platform === "x") return 1;
  if (ctx.hints.length === "short") return ctx.src.keySentences.length >= 3 ? 2 : 1;
  if (ctx.hints.length === "long") return 4;
  return Math.max(2, Math.min(3, ctx.src.keySentences.length));
}

function withEmoji(line: string, emoji: string): string {
  return `${stripTerminal(line)}${/[?!]$/.test(line) ? line.slice(-1) : ""} ${emoji}`;
}

function fitToLimit(parts: { hook: string; body: string[]; cta: string; tags: string[] }, max: number, join: (p: typeof parts) => string): string {
  const p = { ...parts, body: [...parts.body], tags: [...parts.tags] };
  let text = join(p);
  while (text.length > max && p.body.length > 1) {
    p.body.pop();
    text = join(p);
  }
  while (text.length > max && p.tags.length > 1) {
    p.tags.pop();
    text = join(p);
  }
  if (text.length > max && p.body.length === 1) {
    p.body = [compress(p.body[0], 14)];
    text = join(p);
  }
  if (text.length > max) {
    p.body = [];
    text = join(p);
  }
  if (text.length > max) {
    p.tags = [];
    text = join(p);
  }
  if (text.length > max) text = text.slice(0, max - 1).replace(/\s+\S*$/, "") + "…";
  return text;
}

function nonEnglishPost(ctx: WriterContext): string {
  const lines = ctx.src.sentences.slice(0, 3);
  const tags = ctx.src.hashtags.slice(0, 4);
  return [lines.join("\n"), ctx.src.urls[0] ?? "", tags.join(" ")].filter(Boolean).join("\n\n");
}

export function socialPost(ctx: WriterContext, rng: Rng, opts: SocialOptions = {}): string {
  if (!ctx.src.looksEnglish && ctx.src.sentences.length > 0) return nonEnglishPost(ctx);
  const offset = opts.offset ?? 0;
  const shape: SocialShape =
    ctx.hints.bullets !== null
      ? "bullets"
      : (opts.shape ?? (ctx.src.intent === "tips" && rng.chance(0.5) ? "bullets" : rng.pick(["lines", "lines", "compact"] as const)));
  const hook = makeHook(ctx, rng, opts.hookStyle);
  const n = opts.bodyCount ?? bodyCount(ctx);
  const exclude = [hook.text];
  let body = bodyLines(ctx, rng, n, {
    exclude,
    maxWords: shape === "bullets" ? 18 : 26,
    frameChance: shape === "bullets" ? 0 : 0.5,
    skip: opts.bodySkip ?? 0,
  });
  if (body.length < Math.min(n, 2)) {
    const second = rng.pick(["practical", "example", "benefit"] as const);
    const kinds = (["explain", second, "practical"] as const).slice(0, Math.max(2, Math.min(n, 3)) - body.length);
    body = [...body, ...genericLines(ctx, rng, kinds)];
  }
  if (ctx.hints.platform !== "x" && ctx.hints.length !== "short") {
    const extra = rng.chance(0.5) ? audienceLine(ctx, rng) : messagingLine(ctx, rng);
    if (extra && shape !== "bullets") body.push(extra);
  }
  let cta = chooseCta(ctx, rng);
  if (ctx.hints.platform === "instagram" && ctx.src.urls[0]) cta = cta.replace(ctx.src.urls[0], "link in bio").replace(/: link in bio/, " (link in bio)");
  const emojis = emojiFor(`${ctx.topic} ${ctx.src.text}`, ctx.src.intent);
  let hookText = hook.text;
  if (ctx.emojiLevel >= 1 && !/\p{Extended_Pictographic}/u.test(hookText)) hookText = withEmoji(hookText, emojis[offset % emojis.length]);
  if (ctx.emojiLevel >= 2) cta = `${POINTERS[offset % POINTERS.length]} ${cta}`;
  const tags = hashtags(ctx, hashtagCount(ctx), offset);

  const bulletMark = ctx.emojiLevel >= 2 ? BULLET_EMOJI[offset % BULLET_EMOJI.length] : "•";
  const lead = rng.pick(["Here's what to know:", "The short version:", "What stands out:", "Quick rundown:"]);
  const join = (p: { hook: string; body: string[]; cta: string; tags: string[] }) => {
    const blocks: string[] = [p.hook];
    if (p.body.length > 0) {
      if (shape === "bullets") blocks.push([lead, ...p.body.map((b) => `${bulletMark} ${stripTerminal(b)}`)].join("\n"));
      else if (shape === "compact") blocks.push(p.body.join(" "));
      else blocks.push(...p.body);
    }
    blocks.push(p.cta);
    if (p.tags.length > 0) blocks.push(p.tags.join(" "));
    return blocks.join("\n\n");
  };
  const parts = { hook: hookText, body: body.map((b) => ensureTerminal(b)), cta, tags };
  if (ctx.hints.thread) return thread(ctx, parts);
  const max = ctx.hints.maxChars;
  return max ? fitToLimit(parts, max, join) : join(parts);
}

/** A numbered thread: the hook, one post per point, and the call to action with hashtags. */
function thread(ctx: WriterContext, parts: { hook: string; body: string[]; cta: string; tags: string[] }): string {
  const posts = [parts.hook, ...parts.body, [parts.cta, parts.tags.slice(0, 2).join(" ")].filter(Boolean).join("\n\n")];
  const limit = ctx.hints.maxChars ?? 280;
  return posts
    .map((p, i) => {
      const prefix = `${i + 1}/${posts.length} `;
      const text = prefix + p;
      return text.length <= limit ? text : prefix + compress(p, 30).slice(0, limit - prefix.length);
    })
    .join("\n\n");
}
