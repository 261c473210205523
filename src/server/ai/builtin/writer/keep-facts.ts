/**
 * The facts a piece must keep: every sentence of the additional context meant for the reader, and the material's
 * sentences whose names, numbers, dates or links the template left out. Missing ones are woven in where a reader
 * expects them: in a post or email before the call to action, in long form at the end of the introduction.
 */
import { isCallToAction } from "../text/intent";
import { factTokens, isKept } from "./brief";
import type { WriterContext } from "./context";
import { insertBlock, insertionIndex, parseLines, renderLines } from "./post-lines";

const LONG_FORM = new Set(["article", "newsletter"]);

function missingFacts(ctx: WriterContext, text: string, withMaterial: boolean): string[] {
  const fromMaterial = ctx.src.isBrief || !withMaterial ? [] : ctx.src.sentences.filter((s) => factTokens(s).length > 0 && !isCallToAction(s));
  const out: string[] = [];
  for (const s of [...ctx.facts, ...fromMaterial]) {
    if (!isKept(s, `${text}\n${out.join(" ")}`)) out.push(s);
  }
  return out;
}

export function keepFacts(ctx: WriterContext, text: string): string {
  const max = ctx.hints.maxChars;
  const all = weave(ctx, text, missingFacts(ctx, text, true));
  if (!max || all.length <= max) return all;
  // A character limit (a post for X) wins over the material's extra details, then over the context's.
  const typed = weave(ctx, text, missingFacts(ctx, text, false));
  return typed.length <= max ? typed : text;
}

function weave(ctx: WriterContext, text: string, missing: string[]): string {
  if (missing.length === 0) return text;
  const lines = parseLines(text);
  if (LONG_FORM.has(ctx.contentType)) {
    const title = lines.findIndex((l) => l.kind === "heading");
    const intro = lines.findIndex((l, i) => i > title && l.kind === "text");
    if (intro >= 0) {
      lines[intro] = { ...lines[intro], text: `${lines[intro].text} ${missing.join(" ")}` };
      return renderLines(lines);
    }
  }
  // An email's call to action is the paragraph right above its sign-off, whatever its wording.
  const signoff = lines.findIndex((l) => l.kind === "signoff");
  const cta = signoff > 0 ? lines.slice(0, signoff).findLastIndex((l) => l.kind === "text") : -1;
  insertBlock(lines, cta > 0 ? cta : insertionIndex(lines), missing.join(" "));
  return renderLines(lines);
}
