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
const MASS_SUFFIX = /(ing|ness|ity|ism|ics|ship|ware)$/i;
const DETERMINER = /^(the|our|your|their|this|these|those|my|a|an|every|each|any|some|all|more|less|most|many|no)\b/i;

/** "analytics dashboard" → "the analytics dashboard"; plurals, mass nouns and names stay bare. */
export function nounPhrase(phrase: string): string {
  const p = phrase.trim();
  if (p === "" || DETERMINER.test(p) || isPlural(p)) return p;
  if (/^\p{Lu}/u.test(p)) return p; // names and brands
  const head = p.split(/\s+/).pop() ?? "";
  if (MASS_NOUNS.has(head) || MASS_NOUNS.has(head.toLowerCase()) || MASS_SUFFIX.test(head)) return p;
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
