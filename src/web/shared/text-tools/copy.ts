/** Words of the headline and SEO dialogs (web only; server messages live in src/shared/messages.ts). */
import { plural } from "@/shared/plural";
import type { HeadlineFormula } from "@/shared/seo-limits";
import { HEADLINES } from "@/shared/seo-limits";

export const headlinesCopy = {
  menu: { headlines: "Headlines", seo: "SEO copy" },
  source: "Text",
  sourcePlaceholder: "Paste or write the text to work from",
  copy: "Copy",
  copyAll: "Copy all",
  copied: "Copied to clipboard",
  copyFailed: "Could not copy. Select the text and copy it yourself.",
  cancel: "Close",
  chars: (n: number, limit?: number) => (limit ? `${n}/${limit}` : plural(n, "character", "characters")),
  over: (by: number) => `${by} over`,
  headlines: {
    title: "Headline generator",
    description: "Headlines for your text, each labelled with the formula it uses.",
    count: "Number of headlines",
    range: `(${HEADLINES.min} to ${HEADLINES.max})`,
    submit: "Write headlines",
    regenerate: "Write again",
    results: "Headlines",
    formulas: {
      question: "Question",
      number: "Number",
      "how-to": "How-to",
      benefit: "Benefit",
      curiosity: "Curiosity",
      command: "Command",
      news: "News",
      "problem-solution": "Problem and solution",
      comparison: "Comparison",
      testimonial: "Testimonial",
    } satisfies Record<HeadlineFormula, string>,
  },
  seo: {
    title: "SEO copy",
    description: "Meta title and description, slug, keywords and Open Graph text for your page, within search engines' limits.",
    submit: "Write SEO copy",
    regenerate: "Write again",
    fields: {
      metaTitle: "Meta title",
      metaDescription: "Meta description",
      slug: "Slug",
      keywords: "Keywords",
      ogTitle: "Open Graph title",
      ogDescription: "Open Graph description",
    },
  },
  writing: "Writing...",
  failed: "Could not write them. Please try again.",
};
