/**
 * Task "seo": SEO copy as JSON {metaTitle, metaDescription, slug, keywords, ogTitle, ogDescription}, every field
 * within the limits of src/shared/seo-limits.ts: cut at a word, never mid-word, and exactly five keywords.
 */
import { HEADLINE_FORMULAS, SEO_LIMITS, charCount } from "@/shared/seo-limits";
import { capitalise, ensureTerminal, stripTerminal, titleCase } from "../text/format";
import type { WriterContext } from "./context";
import { headlinesFor } from "./headlines";

/** The longest run of whole words that fits `max` characters (with the ending mark when one is given). */
export function fitWords(text: string, max: number, end = ""): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (charCount(clean) <= max) return clean;
  let out = "";
  for (const word of clean.split(" ")) {
    const next = out ? `${out} ${word}` : word;
    if (charCount(stripTerminal(next) + end) > max) break;
    out = next;
  }
  out = stripTerminal(out.replace(/[,;:(\-–—]+$/u, ""));
  return out ? out + end : [...clean].slice(0, max).join("");
}

export function slugify(text: string, max: number = SEO_LIMITS.slug): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .filter((w, i, all) => !(i > 0 && /^(a|an|the|and|or|of|to|for|in|on|with|our|your)$/.test(w) && all.length > 4));
  let slug = "";
  for (const w of words.slice(0, 8)) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > max) break;
    slug = next;
  }
  return slug || "post";
}

const PADDING = ["guide", "tips", "best practices", "examples", "strategy"];

/** Exactly five distinct keywords: the keyphrases first, then single keywords, then variations on the subject. */
export function keywordsFor(ctx: WriterContext): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (k: string) => {
    const clean = k.replace(/^(the|our|your|this|a|an)\s+/i, "").trim().toLowerCase();
    if (!clean || clean === "this" || seen.has(clean) || charCount(clean) > SEO_LIMITS.keywordChars) return;
    seen.add(clean);
    out.push(clean);
  };
  for (const k of ctx.src.keyphrases) add(k.text);
  for (const k of ctx.src.keywords) if (k.text.length > 3) add(k.text);
  const base = out[0] ?? (ctx.core !== "this" ? ctx.core : "content marketing");
  for (const p of PADDING) add(`${base} ${p}`);
  return out.slice(0, SEO_LIMITS.keywords);
}

/** Whole informative sentences in the text's own order, as many as fit `max`; the first cut at a word if it alone is too long. */
export function describe(ctx: WriterContext, max: number): string {
  const key = new Set(ctx.src.keySentences);
  const sentences = ctx.src.sentences.filter((s) => key.has(s) && !/https?:\/\//.test(s));
  if (!sentences.length) return fitWords(`Everything you need to know about ${ctx.topic}.`, max, ".");
  let out = "";
  for (const s of sentences.map((x) => ensureTerminal(capitalise(x.trim())))) {
    const next = out ? `${out} ${s}` : s;
    // A sentence that does not fit is skipped; a shorter one later may still.
    if (charCount(next) <= max) out = next;
  }
  return out || fitWords(sentences[0], max, ".");
}

/** "Analytics Dashboard: Real-Time Campaign Performance | Pulse", dropping parts from the end until it fits. */
function titleOf(keywords: string[], brand: string | null, max: number): string {
  const [first, second] = keywords.map((k) => titleCase(k));
  const options = [second && `${first}: ${second}`, first].filter((o): o is string => Boolean(o));
  for (const option of options) {
    if (brand && charCount(`${option} | ${brand}`) <= max) return `${option} | ${brand}`;
    if (charCount(option) <= max) return option;
  }
  return fitWords(first ?? "Overview", max);
}

export function seoFor(ctx: WriterContext) {
  const keywords = keywordsFor(ctx);
  const hook = headlinesFor(ctx, HEADLINE_FORMULAS.length).find((h) => h.formula === "news" || h.formula === "benefit");
  const metaTitle = titleOf(keywords, ctx.brand.name, SEO_LIMITS.metaTitle);
  return {
    metaTitle,
    metaDescription: describe(ctx, SEO_LIMITS.metaDescription),
    slug: slugify(keywords.slice(0, 2).join(" ") || metaTitle),
    keywords,
    ogTitle: fitWords(hook?.text ?? metaTitle, SEO_LIMITS.ogTitle),
    ogDescription: describe(ctx, SEO_LIMITS.ogDescription),
  };
}

export function writeSeo(ctx: WriterContext): string {
  return JSON.stringify(seoFor(ctx), null, 2);
}
