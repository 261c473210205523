/** Word-level rewrites: contractions, register (formal ↔ casual), jargon, common typos. */
type Swap = [RegExp, string];

function apply(text: string, swaps: readonly Swap[]): string {
  let out = text;
  for (const [re, to] of swaps) {
    out = out.replace(re, (m: string, ...groups: unknown[]) => {
      const replaced = to.replace(/\$(\d)/g, (_, i: string) => String(groups[Number(i) - 1] ?? ""));
      // Keep the capital of a sentence-initial word.
      return /^\p{Lu}/u.test(m) && !/^\p{Lu}{2}/u.test(m) ? replaced.charAt(0).toUpperCase() + replaced.slice(1) : replaced;
    });
  }
  return out;
}

const EXPAND_CONTRACTIONS: Swap[] = [
  [/\bcan't\b/gi, "cannot"],
  [/\bwon't\b/gi, "will not"],
  [/\bdon't\b/gi, "do not"],
  [/\bdoesn't\b/gi, "does not"],
  [/\bdidn't\b/gi, "did not"],
  [/\bisn't\b/gi, "is not"],
  [/\baren't\b/gi, "are not"],
  [/\bwasn't\b/gi, "was not"],
  [/\bweren't\b/gi, "were not"],
  [/\bhaven't\b/gi, "have not"],
  [/\bhasn't\b/gi, "has not"],
  [/\bshouldn't\b/gi, "should not"],
  [/\bwouldn't\b/gi, "would not"],
  [/\bcouldn't\b/gi, "could not"],
  [/\bI'm\b/g, "I am"],
  [/\bwe're\b/gi, "we are"],
  [/\byou're\b/gi, "you are"],
  [/\bthey're\b/gi, "they are"],
  [/\bit's\b/gi, "it is"],
  [/\bthat's\b/gi, "that is"],
  [/\bthere's\b/gi, "there is"],
  [/\bhere's\b/gi, "here is"],
  [/\bwhat's\b/gi, "what is"],
  [/\blet's\b/gi, "let us"],
  [/\bwe've\b/gi, "we have"],
  [/\byou've\b/gi, "you have"],
  [/\bwe'll\b/gi, "we will"],
  [/\byou'll\b/gi, "you will"],
  [/\bI've\b/g, "I have"],
  [/\bI'll\b/g, "I will"],
];

const CONTRACT: Swap[] = [
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bdid not\b/gi, "didn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bare not\b/gi, "aren't"],
  [/\bI am\b/g, "I'm"],
  [/\bwe are\b/gi, "we're"],
  [/\byou are\b/gi, "you're"],
  [/\bthey are\b/gi, "they're"],
  [/\bit is\b/gi, "it's"],
  [/\bthat is\b/gi, "that's"],
  [/\bhere is\b/gi, "here's"],
  [/\blet us\b/gi, "let's"],
  [/\bwe have\b(?= \w+ed\b)/gi, "we've"],
  [/\bwe will\b/gi, "we'll"],
  [/\byou will\b/gi, "you'll"],
];

const CASUAL_TO_FORMAL: Swap[] = [
  [/\bhey( there)?\b/gi, "hello"],
  [/\bhi there\b/gi, "hello"],
  [/\bguys\b/gi, "everyone"],
  [/\bfolks\b/gi, "everyone"],
  [/\b(awesome|amazing|super cool|epic)\b/gi, "excellent"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bgotta\b/gi, "need to"],
  [/\bkinda\b/gi, "somewhat"],
  [/\bsuper\s+(?=\w)/gi, "very "],
  [/\bcheck out\b/gi, "explore"],
  [/\bthanks\b/gi, "thank you"],
  [/\byeah\b/gi, "yes"],
  [/\bstuff\b/gi, "material"],
  [/\bkids\b/gi, "children"],
  [/\bcheers,/gi, "Kind regards,"],
  [/\bbig deal\b/gi, "significant"],
  [/\bloads of\b/gi, "many"],
  [/\blol\b/gi, ""],
  [/\bget in touch\b/gi, "contact us"],
  [/\bcool\b/gi, "impressive"],
  [/\btons of\b/gi, "a wide range of"],
];

const FORMAL_TO_CASUAL: Swap[] = [
  [/\butili[sz]e(s|d)?\b/gi, "use$1"],
  [/\b(to|can|will|you|we|they|and) purchase\b/gi, "$1 buy"],
  [/\bpurchased\b/gi, "bought"],
  [/\bassist(s|ed)?\b/gi, "help$1"],
  [/\bcommence(s|d)?\b/gi, "start$1"],
  [/\btherefore\b/gi, "so"],
  [/^however,\s*/gim, "But "],
  [/\bobtain(s|ed)?\b/gi, "get$1"],
  [/\brequire(s|d)?\b/gi, "need$1"],
  [/\bapproximately\b/gi, "about"],
  [/\bnumerous\b/gi, "lots of"],
  [/\badditional\b/gi, "extra"],
  [/\bregarding\b/gi, "about"],
  [/\bin addition,\s*/gi, "plus, "],
  [/\bdear\b/gi, "hi"],
  [/\b(kind|best|warm) regards,/gi, "Cheers,"],
  [/\bhello\b/gi, "hey"],
  [/\bcontact us\b/gi, "get in touch"],
  [/\bsincerely,/gi, "Talk soon,"],
  [/\bprior to\b/gi, "before"],
];

const JARGON: Swap[] = [
  [/\bleverag(e|es|ed|ing)\b/gi, "us$1"],
  [/\bsynerg(y|ies)\b/gi, "teamwork"],
  [/\bbest[- ]in[- ]class\b/gi, "excellent"],
  [/\bcutting[- ]edge\b/gi, "new"],
  [/\bparadigm shift\b/gi, "big change"],
  [/\bmove the needle\b/gi, "make a difference"],
  [/\bcircle back\b/gi, "follow up"],
  [/\bdeep dive\b/gi, "close look"],
  [/\bactionable insights\b/gi, "practical lessons"],
  [/\bholistic\b/gi, "complete"],
  [/\brobust\b/gi, "strong"],
  [/\bseamless(ly)?\b/gi, "smooth$1"],
  [/\bempower(s|ed)?\b/gi, "help$1"],
  [/\bin order to\b/gi, "to"],
  [/\bfacilitate(s|d)?\b/gi, "help$1"],
  [/\boptimi[sz]e\b/gi, "improve"],
];

export const expandContractions = (t: string) => apply(t, EXPAND_CONTRACTIONS);
export const contract = (t: string) => apply(t, CONTRACT);
export const toFormal = (t: string) => apply(expandContractions(t), CASUAL_TO_FORMAL);
export const toCasual = (t: string) => apply(contract(t), FORMAL_TO_CASUAL);
export const dejargon = (t: string) => apply(t, JARGON);
