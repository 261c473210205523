/** The adjustments themselves, each working on a post's lines in place. */
import { elaborations, ownElaborations } from "../phrases/elaborate";
import { isOwnSubject } from "../phrases/hooks";
import type { Rng } from "../prng";
import { makeHook } from "../templates/shared";
import { isStatement } from "../text/analyze";
import { capitalise, lowerFirst, stripTerminal } from "../text/format";
import { isCallToAction } from "../text/intent";
import { compress, tighten } from "../text/rephrase";
import { splitSentences, wordCount } from "../text/segment";
import type { WriterContext } from "./context";
import { hookIndex, insertBlock, insertionIndex, plainText, type Line } from "./post-lines";

const isProse = (l: Line) => l.kind === "text" || l.kind === "bullet" || l.kind === "subject" || l.kind === "heading";

export function mapProse(lines: Line[], fn: (text: string) => string): void {
  for (const l of lines) if (isProse(l) || l.kind === "signoff") l.text = fn(l.text);
}

function sentenceScore(sentence: string, ctx: WriterContext): number {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const keys = new Set(ctx.src.keyphrases.slice(0, 8).flatMap((k) => k.words));
  const hits = words.filter((w) => keys.has(w)).length;
  return (hits + (/\d/.test(sentence) ? 1 : 0)) / Math.sqrt(Math.max(1, words.length));
}

/** Drop the weakest sentences and tighten the rest until the body is about 60% of its length. */
export function makeShorter(lines: Line[], ctx: WriterContext): void {
  const hook = hookIndex(lines);
  for (const l of lines) if (l.kind === "tags") l.text = l.text.trim().split(/\s+/).slice(0, 3).join(" ");
  const items: Array<{ line: number; index: number; text: string; score: number; keep: boolean }> = [];
  const markers = new Map<number, string>();
  lines.forEach((l, i) => {
    if (l.kind !== "text" && l.kind !== "bullet") return;
    const marker = l.kind === "bullet" ? (/^\s*\S+\s+/u.exec(l.text)?.[0] ?? "- ") : "";
    markers.set(i, marker);
    splitSentences(l.text.slice(marker.length)).forEach((s, j) => {
      const fixed = (i === hook && j === 0) || isCallToAction(s) || (l.kind === "text" && lines[i - 1]?.kind === "signoff");
      items.push({ line: i, index: j, text: s, score: fixed ? Infinity : sentenceScore(s, ctx), keep: true });
    });
  });
  const total = items.reduce((a, it) => a + wordCount(it.text), 0);
  let words = total;
  const removable = items.filter((it) => it.score !== Infinity).sort((a, b) => a.score - b.score);
  for (const it of removable) {
    if (words <= total * 0.6 || removable.filter((r) => r.keep).length <= 1) break;
    it.keep = false;
    words -= wordCount(it.text);
  }
  const byLine = new Map<number, string[]>();
  for (const it of items) {
    if (!it.keep) continue;
    const short = it.score === Infinity ? tighten(it.text) : compress(tighten(it.text), 18);
    byLine.set(it.line, [...(byLine.get(it.line) ?? []), short]);
  }
  lines.forEach((l, i) => {
    if (l.kind !== "text" && l.kind !== "bullet") return;
    const kept = byLine.get(i);
    l.text = kept ? (markers.get(i) ?? "") + kept.join(" ") : "";
    if (!kept) l.kind = "blank";
  });
  if (wordCount(plainText(lines)) >= total && hook >= 0)
    lines[hook].text = compress(lines[hook].text, Math.max(4, Math.floor(wordCount(lines[hook].text) * 0.7)));
}

export function makeLonger(lines: Line[], ctx: WriterContext, rng: Rng): void {
  let extra: string[];
  if (isOwnSubject(ctx.core)) {
    const kind = ctx.src.intent === "event" || ctx.src.intent === "offer" ? ctx.src.intent : "product";
    extra = rng.shuffle(ownElaborations(kind, ctx.core)).slice(0, 2);
  } else {
    extra = [
      rng.pick(elaborations("explain", ctx.core, ctx.audience)),
      rng.pick(elaborations(rng.pick(["example", "benefit"] as const), ctx.core, ctx.audience)),
    ];
  }
  const second = ctx.src.keyphrases[1];
  if (second && !isOwnSubject(ctx.core) && !isOwnSubject(second.display)) extra.push(rng.pick(elaborations("practical", second.display, ctx.audience)));
  insertBlock(lines, insertionIndex(lines), extra.join(" "));
}

export function removeHashtags(lines: Line[]): void {
  for (const l of lines) {
    if (l.kind === "tags") {
      l.kind = "blank";
      l.text = "";
    } else l.text = l.text.replace(/(^|\s)#([\p{L}\p{N}_]+)/gu, "$1$2");
  }
}

export function removeCta(lines: Line[]): void {
  const hook = hookIndex(lines);
  lines.forEach((l, i) => {
    if (l.kind !== "text" || i === hook) return;
    const kept = splitSentences(l.text).filter((s) => !isCallToAction(s));
    l.text = kept.join(" ");
    if (kept.length === 0) l.kind = "blank";
  });
}

export function addQuestionHook(lines: Line[], ctx: WriterContext, rng: Rng): void {
  const hook = hookIndex(lines);
  if (hook >= 0 && /\?\s*(\p{Extended_Pictographic}\uFE0F?)?$/u.test(lines[hook].text)) return;
  insertBlock(lines, Math.max(0, hook), makeHook(ctx, rng, "question").text);
}

export function toBullets(lines: Line[]): void {
  const hook = hookIndex(lines);
  const bullets: string[] = [];
  let first = -1;
  lines.forEach((l, i) => {
    if (l.kind !== "text" || lines[i - 1]?.kind === "signoff") return;
    const sentences = splitSentences(l.text);
    const keep = sentences.filter((s, j) => (i === hook && j === 0) || isCallToAction(s));
    const move = sentences.filter((s) => !keep.includes(s));
    if (move.length === 0) return;
    if (first < 0) first = i + (keep.length > 0 && i === hook ? 1 : 0);
    bullets.push(...move.map((s) => `- ${stripTerminal(compress(s, 20))}`));
    l.text = keep.join(" ");
    if (keep.length === 0) l.kind = "blank";
  });
  if (bullets.length === 0) return;
  const at = Math.min(first < 0 ? insertionIndex(lines) : first, lines.length);
  const block: Line[] = bullets.map((text) => ({ kind: "bullet", text }));
  lines.splice(at, 0, { kind: "blank", text: "" }, ...block, { kind: "blank", text: "" });
}

export function mention(lines: Line[], what: string, rng: Rng): void {
  const x = stripTerminal(what);
  // A clause ("we ship worldwide") and a noun phrase ("our free shipping") need different lead-ins.
  const sentence = isStatement(x)
    ? rng.pick([`Plus, ${lowerFirst(x)}.`, `Also worth knowing: ${lowerFirst(x)}.`])
    : rng.pick([`Also worth a mention: ${x}.`, `And don't forget ${x}.`]);
  insertBlock(lines, insertionIndex(lines), sentence);
}

export function addressAudience(lines: Line[], audience: string, rng: Rng): void {
  const a = audience.replace(/[.!]+$/, "");
  const line = rng.pick([`${capitalise(a)}, this one's for you.`, `Written with ${a} in mind.`, `If you're one of the ${a} out there, this is for you.`]);
  const hook = hookIndex(lines);
  insertBlock(lines, hook >= 0 ? hook + 1 : 0, line);
}

export function strengthenHook(lines: Line[]): void {
  const hook = hookIndex(lines);
  if (hook < 0) return;
  const t = lines[hook].text
    .replace(/\b(I think|we think|we believe|I believe|maybe|perhaps|kind of|sort of|a bit|somewhat)\s*,?\s*/gi, "")
    .replace(/\.$/, "!");
  lines[hook].text = capitalise(t);
}

const PLAYFUL_ASIDES = [
  "Spoiler alert: it's a good one.",
  "(Yes, we did a little happy dance.)",
  "Okay, we're a little excited about this one.",
  "No boring bits, we promise.",
];

/** A light, playful line right after the hook. */
export function addPlayfulAside(lines: Line[], rng: Rng): void {
  const hook = hookIndex(lines);
  insertBlock(lines, hook >= 0 ? hook + 1 : 0, rng.pick(PLAYFUL_ASIDES));
}
