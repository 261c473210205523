import { GRAPHICS } from "@/shared/contracts/visuals";

/** A paragraph's slides, estimated the way the server splits them (whole sentences up to a slide's characters). */
const slidesOf = (paragraph: string) => Math.max(1, Math.ceil(paragraph.length / (GRAPHICS.slideChars * 0.8)));

/**
 * The text a graphic starts from: a quote card takes the post's first paragraph, a carousel the leading paragraphs
 * that fit its slides. A long article is more than one carousel holds (the server refuses over 10 slides), so the
 * dialog starts from what fits and the user edits it.
 */
export function graphicText(post: string, kind: "quote" | "carousel"): string {
  const paragraphs = post
    .replace(/\r/g, "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (kind === "quote") return (paragraphs[0] ?? "").slice(0, GRAPHICS.quoteChars);
  const kept: string[] = [];
  let slides = 0;
  for (const paragraph of paragraphs) {
    const next = slides + slidesOf(paragraph);
    if (next > GRAPHICS.maxSlides || [...kept, paragraph].join("\n\n").length > GRAPHICS.maxTextChars) break;
    kept.push(paragraph);
    slides = next;
  }
  // A first paragraph longer than the whole carousel: its start, cut at a word.
  if (kept.length === 0 && paragraphs[0]) return paragraphs[0].slice(0, GRAPHICS.slideChars * 6).replace(/\s+\S*$/, "");
  return kept.join("\n\n");
}
