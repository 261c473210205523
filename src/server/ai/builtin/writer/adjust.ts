/** Task "adjust": apply the adjustment notes it understands to the original post, for real. */
import { messages } from "@/shared/messages";
import { BuiltinCannotError } from "../cannot";
import { isOwnSubject } from "../phrases/hooks";
import { hashtags } from "../templates/hashtags";
import { chooseCta } from "../templates/shared";
import { applySpelling } from "../text/spelling";
import { fixTypos } from "../text/typos";
import { dejargon, toCasual, toFormal } from "../text/word-swaps";
import { compress, tighten } from "../text/rephrase";
import { splitSentences, wordCount } from "../text/segment";
import { isCallToAction } from "../text/intent";
import type { WriterContext } from "./context";
import { parseAdjustNotes, type Adjustments } from "./adjust-notes";
import { fitBudget } from "./adjust-budget";
import { addEmojis, removeEmojis } from "./adjust-emoji";
import * as op from "./adjust-ops";
import { hookIndex, insertBlock, insertionIndex, parseLines, renderLines, type Line } from "./post-lines";

/** Notes may come in the directive or, failing that, as a labelled part of the user text. */
function splitNotes(ctx: WriterContext): { post: string; notes: string } {
  const text = ctx.material.replace(/^\s*(original post|post|original|text)\s*:\s*/i, "");
  if (ctx.notes) return { post: text.trim(), notes: ctx.notes };
  const m = /\n\s*(?:adjustment notes|adjustments|notes|instructions?)\s*:\s*([\s\S]*)$/i.exec(text);
  return m ? { post: text.slice(0, m.index).trim(), notes: m[1].trim() } : { post: text.trim(), notes: "" };
}

function understood(a: Adjustments): boolean {
  return (
    a.shorter ||
    a.longer ||
    a.tone !== null ||
    a.simpler ||
    a.addEmojis ||
    a.removeEmojis ||
    a.addHashtags ||
    a.removeHashtags ||
    a.addCta ||
    a.removeCta ||
    a.questionHook ||
    a.endWithQuestion ||
    a.bullets ||
    a.mentions.length > 0 ||
    a.audience !== null ||
    a.platform !== null ||
    a.fixTypos ||
    a.spelling !== null ||
    a.noExclamations ||
    a.urgency ||
    a.maxChars !== null ||
    a.maxWords !== null ||
    a.oneSentence
  );
}

function hasCta(lines: Line[]): boolean {
  const hook = hookIndex(lines);
  return lines.some((l, i) => l.kind === "text" && i !== hook && splitSentences(l.text).some(isCallToAction));
}

export function adjustPost(ctx: WriterContext): string {
  const { post, notes } = splitNotes(ctx);
  const a = parseAdjustNotes(notes);
  const wish = notes.trim().replace(/[.!\s]+$/, "");
  if (a.unsupported.length > 0 || !understood(a)) throw new BuiltinCannotError(wish || messages.generation.adjustWithoutNotes);
  const rng = ctx.rng.fork("adjust");
  const lines = parseLines(post);
  const platform = a.platform;
  if (platform === "linkedin" && !a.tone) a.tone = "formal";
  if (platform === "instagram" || platform === "tiktok") {
    a.addEmojis = !a.removeEmojis;
    a.addHashtags = !a.removeHashtags;
  }
  if (platform === "tiktok" && !a.tone) a.tone = "casual";
  if (platform === "facebook") a.endWithQuestion = true;
  if (a.tone === "playful" && !a.removeEmojis && !ctx.brand.noEmojis) a.addEmojis = true;

  // Removals first, so later additions are not removed again.
  if (a.removeCta) op.removeCta(lines);
  if (a.removeHashtags) op.removeHashtags(lines);
  if (a.fixTypos) op.mapProse(lines, fixTypos);
  if (a.simpler)
    op.mapProse(lines, (t) =>
      dejargon(t)
        .split("\n")
        .map((l) =>
          /^\s*(#|subject:)/i.test(l)
            ? l
            : splitSentences(l)
                .map((s) => compress(tighten(s), 22))
                .join(" "),
        )
        .join("\n"),
    );
  if (a.tone === "formal") {
    op.mapProse(lines, (t) => toFormal(t).replace(/!+/g, "."));
    removeEmojis(lines);
  } else if (a.tone === "casual" || a.tone === "playful") {
    op.mapProse(lines, toCasual);
    if (a.tone === "playful") {
      op.strengthenHook(lines);
      op.addPlayfulAside(lines, rng);
    }
  } else if (a.tone === "bold") op.strengthenHook(lines);
  if (a.shorter || a.oneSentence) op.makeShorter(lines, ctx);
  if (a.longer) op.makeLonger(lines, ctx, rng);
  if (a.audience) op.addressAudience(lines, a.audience, rng);
  for (const m of a.mentions) op.mention(lines, m, rng);
  if (a.bullets) op.toBullets(lines);
  if (a.questionHook) op.addQuestionHook(lines, ctx, rng);
  if (a.endWithQuestion) {
    const t = isOwnSubject(ctx.topic) ? "this" : ctx.topic;
    insertBlock(lines, insertionIndex(lines), rng.pick([`What's your take on ${t}?`, `How are you approaching ${t}?`, `What would you add?`]));
  }
  if (a.urgency)
    insertBlock(
      lines,
      insertionIndex(lines),
      rng.pick(["Don't wait too long: this won't be around forever.", "Time is running out, so now is the moment to act."]),
    );
  if (a.addCta && !hasCta(lines)) insertBlock(lines, insertionIndex(lines), chooseCta(ctx, rng));
  if (a.addHashtags) {
    const present = new Set(lines.flatMap((l) => l.text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((t) => t.toLowerCase()));
    const fresh = hashtags(ctx, 8)
      .filter((t) => !present.has(t.toLowerCase()))
      .slice(0, Math.max(3 - present.size, 2));
    const tagLine = lines.find((l) => l.kind === "tags");
    if (fresh.length > 0) {
      if (tagLine) tagLine.text = `${tagLine.text} ${fresh.join(" ")}`;
      else {
        const sign = lines.findIndex((l) => l.kind === "signoff");
        insertBlock(lines, sign >= 0 ? sign : lines.length, fresh.join(" "), "tags");
      }
    }
  }
  if (a.addEmojis && !a.removeEmojis) addEmojis(lines, ctx);
  if (platform === "instagram" && ctx.src.urls[0]) op.mapProse(lines, (t) => t.replace(ctx.src.urls[0], "link in bio"));
  if (a.oneSentence) fitBudget(lines, (t) => splitSentences(t.replace(/(^|\n)#.*$/gm, "")).length <= 1);
  if (a.maxWords) fitBudget(lines, (t) => wordCount(t) <= a.maxWords!);
  if (a.maxChars) fitBudget(lines, (t) => t.length <= a.maxChars!);
  if (a.removeEmojis) removeEmojis(lines);
  if (a.noExclamations) op.mapProse(lines, (t) => t.replace(/!+/g, "."));
  const out = renderLines(lines);
  return a.spelling ? applySpelling(out, a.spelling) : out;
}
