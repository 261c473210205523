/** Task "alternatives": N versions that really differ in hook, structure, points, call to action and hashtags. */
import { ALTERNATIVE_SEPARATOR } from "../directive";
import { suitableHookStyles } from "../phrases/hooks";
import { createRng, hashString, type Rng } from "../prng";
import { article } from "../templates/article";
import { emailBroadcast, type EmailShape } from "../templates/email";
import { generalPiece } from "../templates/general";
import { newsletter } from "../templates/newsletter";
import { hookVars } from "../templates/shared";
import { socialPost, type SocialShape } from "../templates/social";
import type { WriterContext } from "./context";

export const MAX_ALTERNATIVES = 10;

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);

/** Jaccard similarity of the word sets of two texts (1 = same words). */
export function similarity(a: string, b: string): number {
  const A = wordSet(a);
  const B = wordSet(b);
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const union = A.size + B.size - inter;
  return union === 0 ? 1 : inter / union;
}

function version(ctx: WriterContext, rng: Rng, k: number): string {
  // Each alternative is a distinct variant of the whole context, so hooks and openers move too.
  const c: WriterContext = { ...ctx, variant: k, rng };
  switch (ctx.contentType) {
    case "social_media": {
      const shapes: SocialShape[] = ["lines", "compact", "bullets"];
      const styles = suitableHookStyles(hookVars(c));
      const pool = ctx.src.keySentences.length;
      return socialPost(c, rng, {
        shape: ctx.hints.bullets ? "bullets" : shapes[k % shapes.length],
        hookStyle: styles[k % styles.length],
        offset: k,
        bodyCount: ctx.hints.platform === "x" ? 1 : 1 + (k % 3),
        bodySkip: pool > 1 ? k % pool : 0,
      });
    }
    case "email_broadcast": {
      const shapes: EmailShape[] = ["classic", "short", "bullets"];
      return emailBroadcast(c, rng, { shape: shapes[k % shapes.length], offset: k, bodyCount: 1 + (k % 3) });
    }
    case "newsletter":
      return newsletter(c, rng, { offset: k });
    case "article":
      return article(c, rng, { offset: k });
    default:
      return generalPiece(c, rng, { offset: k, bodyCount: 1 + (k % 3) });
  }
}

/** `n` versions of the piece, each as unlike the others as the templates allow. */
export function distinctVersions(ctx: WriterContext, n: number, render: (text: string) => string = (t) => t): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let best = "";
    let bestScore = Infinity;
    for (let attempt = 0; attempt < 8; attempt++) {
      const k = ctx.variant * n + i + attempt * n;
      const text = render(version(ctx, createRng(hashString(`alternative:${k}:${attempt}`, ctx.seed)), k));
      const worst = out.reduce((m, o) => Math.max(m, similarity(o, text)), 0);
      if (worst < bestScore && !out.includes(text)) {
        best = text;
        bestScore = worst;
      }
      if (worst < 0.6) break;
    }
    out.push(best);
  }
  return out;
}

export function writeAlternatives(ctx: WriterContext, render: (text: string) => string = (t) => t): string {
  const n = Math.min(MAX_ALTERNATIVES, Math.max(1, ctx.count ?? 3));
  return distinctVersions(ctx, n, render).join(`\n${ALTERNATIVE_SEPARATOR}\n`);
}

/** "Write 5 numbered posts": that many distinct posts, numbered, one after the other. */
export function writeNumberedPosts(ctx: WriterContext, render: (text: string) => string = (t) => t): string {
  return distinctVersions(ctx, ctx.postCount, render)
    .map((post, i) => `${i + 1}. ${post}`)
    .join("\n\n");
}
