/** A general piece: an opening, a developed middle and a close, in plain paragraphs. */
import type { Rng } from "../prng";
import type { WriterContext } from "../writer/context";
import { audienceLine, bodyLines, chooseCta, genericLines, makeHook, messagingLine } from "./shared";

export function generalPiece(ctx: WriterContext, rng: Rng, opts: { offset?: number; bodyCount?: number } = {}): string {
  const offset = opts.offset ?? 0;
  const hook = makeHook(ctx, rng, (["statement", "question", "story", "contrarian"] as const)[(offset + rng.int(0, 1)) % 4]).text;
  const n = opts.bodyCount ?? (ctx.hints.length === "short" ? 2 : ctx.hints.length === "long" ? 6 : 4);
  const lines = bodyLines(ctx, rng, n, { exclude: [hook], maxWords: 36, frameChance: 0.35, skip: offset, maxFramed: 2 });
  if (lines.length < 3) {
    const kinds = rng.shuffle(["explain", "example", "benefit", "practical"] as const).slice(0, 3 - lines.length + 1);
    lines.push(...genericLines(ctx, rng, kinds));
  }
  const half = Math.ceil(lines.length / 2);
  const first = [hook, ...lines.slice(0, half)].join(" ");
  const second = lines.slice(half).join(" ");
  const close = [audienceLine(ctx, rng) ?? messagingLine(ctx, rng), chooseCta(ctx, rng)].filter(Boolean).join(" ");
  return [first, second, close].filter((p) => p.trim() !== "").join("\n\n");
}
