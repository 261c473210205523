/** Section headings for newsletters and articles, built around a key phrase. */
import { titleCase } from "../text/format";
import { be } from "../text/grammar";

export function sectionHeadings(kp: string, audience: string | null): string[] {
  const K = titleCase(kp);
  const list = [
    `Why ${K} ${be(kp, "Matters", "Matter")}`,
    `${K} in Practice`,
    `A Closer Look at ${K}`,
    `Spotlight: ${K}`,
    `The Latest on ${K}`,
    `What to Know About ${K}`,
  ];
  if (audience) list.push(`What ${titleCase(kp)} Means for ${titleCase(audience)}`);
  return list;
}

/** Titles for an article. A topic line with its own angle ("benefits of …") is already a title. */
export function articleTitles(topic: string, core: string, hasAngle: boolean): string[] {
  if (hasAngle) return [topic, `${topic}: A Practical Guide`, `${topic}, Explained`].map(titleCase);
  const c = core.replace(/^the\s+/i, "");
  return [`${c}: A Practical Guide`, `What Everyone Should Know About ${c}`, `${c}, Explained`, `Getting ${c} Right`, `The Real Value of ${c}`].map(titleCase);
}

export function newsletterTitles(topic: string, brand: string | null): string[] {
  const T = titleCase(topic.replace(/^the\s+/i, ""));
  return [`This Week: ${T}`, `${T} and What's Next`, brand ? `${brand} Update: ${T}` : `The Update: ${T}`, `Inside ${T}`];
}

export function conclusionHeadings(): string[] {
  return ["Final Thoughts", "The Bottom Line", "Where to Go From Here", "Wrapping Up"];
}
