/** Just enough grammar to drop a noun phrase into a template sentence. */
import { capitalise, isPlural } from "./format";

const MASS_NOUNS = new Set(
  `work marketing content growth data software feedback research strategy design traffic revenue engagement
performance communication productivity sustainability security privacy retention advice information knowledge access
time money spend training support education health wellness fitness nutrition food coffee music travel culture
leadership management innovation automation analytics branding sales service quality trust awareness visibility
momentum clarity focus confidence success progress SEO AI UX ROI email social video copy storytelling commerce
ecommerce e-commerce finance hiring recruiting onboarding pricing advertising outreach networking community loyalty
customer-experience experience inventory logistics compliance tech technology skincare fashion beauty
attention motivation inspiration conversion maintenance guidance assistance evidence intelligence excellence
resilience transparency accessibility collaboration optimisation optimization personalisation personalization`.split(/\s+/),
);
const MASS_SUFFIX = /(ing|ness|ity|ism|ics|ship|ware|ency|ancy)$/i;

/** Nouns for people: poor subjects for sections and angles ("Tools for customers"). */
export const PEOPLE_NOUNS =
  /^(customers?|users?|clients?|people|teams?|audience|followers|readers|members|employees|staff|everyone|folks|buyers|visitors|lovers|fans|friends|community|families|parents|owners|managers|marketers|founders)$/i;
const DETERMINER = /^(the|our|your|their|this|these|those|my|a|an|every|each|any|some|all|more|less|most|many|no)\b/i;

/** "analytics dashboard" → "the analytics dashboard"; plurals, mass nouns and names stay bare. */
export function nounPhrase(phrase: string): string {
  const p = phrase.trim();
  if (p === "" || DETERMINER.test(p)) return p;
  if (/^\p{Ll}[\p{L}-]* of\s/u.test(p)) return `the ${p}`; // "the benefits of …", "the future of …"
  if (isPlural(p)) return p;
  if (/^\p{Lu}/u.test(p)) return p; // names and brands
  const head = p.split(/\s+/).pop() ?? "";
  if (MASS_NOUNS.has(head) || MASS_NOUNS.has(head.toLowerCase()) || MASS_SUFFIX.test(head)) return p;
  // A lone abstract noun ("attribution", "engagement") reads as a subject without an article.
  if (!/\s/.test(p) && /(tion|sion|ment|ance|ence)$/i.test(p)) return p;
  if (p.split(/\s+/).length > 4) return p; // a longer subject line reads fine as it is
  return `the ${p}`;
}

/** The same phrase at the start of a sentence. */
export function NounPhrase(phrase: string): string {
  return capitalise(nounPhrase(phrase));
}

/** "is"/"are" (or any pair) agreeing with the phrase. */
export function be(phrase: string, singular = "is", plural = "are"): string {
  return isPlural(phrase) ? plural : singular;
}

const ANGLE_PREFIX =
  /^(?:the\s+)?(?:(?:benefits|advantages|importance|power|future|basics|pros and cons|role|value|secrets|art|science|state|rise|cost|risks|myths)\s+of|(?:tips|ideas|strategies|guide|a guide|best practices|ways|steps|checklist)\s+(?:for|to|on)|how to|why|what is|what are|getting started with|introduction to|intro to)\s+/i;
const ANGLE_SUFFIX = /\s+(?:tips|ideas|strategies|best practices|checklist|guide|basics|101|hacks|trends)$/i;

/**
 * The core subject of a short topic line, and who it is for:
 * "benefits of email marketing for local bakeries" → { core: "email marketing", audience: "local bakeries" }.
 */
export function coreSubject(topic: string): { core: string; audience: string | null; context: string | null } {
  // "why consistency matters in content marketing" → core "consistency", context "content marketing".
  const why = /^why\s+(.+?)\s+(?:matters?|is important|are important|works?|counts?|pays off)\b(?:\s+(in|for|to|with|on)\s+(.+))?$/i.exec(topic.trim());
  if (why)
    return { core: why[1], audience: why[2]?.toLowerCase() === "for" ? why[3] : null, context: why[2] && why[2].toLowerCase() !== "for" ? why[3] : null };
  let core = topic.trim().replace(ANGLE_PREFIX, "");
  let audience: string | null = null;
  const forMatch = /^(.+?)\s+for\s+(.+)$/i.exec(core);
  if (forMatch && forMatch[1].split(/\s+/).length <= 4) {
    core = forMatch[1];
    audience = forMatch[2];
  }
  core = core.replace(ANGLE_SUFFIX, "");
  if (/^how to\s/i.test(topic.trim())) core = gerund(core);
  return { core: core || topic, audience, context: null };
}

const DOUBLE_FINAL = new Set(["run", "plan", "get", "set", "stop", "shop", "ship", "put", "cut", "win", "begin", "swim", "chat", "map"]);

/** "build a content calendar" → "building a content calendar". */
export function gerund(verbPhrase: string): string {
  const [verb, ...rest] = verbPhrase.split(/\s+/);
  const v = verb.toLowerCase();
  let ing: string;
  if (v.endsWith("ing")) ing = v;
  else if (DOUBLE_FINAL.has(v)) ing = v + v.slice(-1) + "ing";
  else if (/ie$/.test(v)) ing = v.slice(0, -2) + "ying";
  else if (/[^e]e$/.test(v) && v !== "be") ing = v.slice(0, -1) + "ing";
  else ing = v + "ing";
  return [ing, ...rest].join(" ");
}
