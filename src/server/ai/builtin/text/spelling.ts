/** British ↔ American spelling for common marketing vocabulary. */
const PAIRS: ReadonlyArray<[string, string]> = [
  ["optimize", "optimise"],
  ["optimized", "optimised"],
  ["optimizing", "optimising"],
  ["optimization", "optimisation"],
  ["organize", "organise"],
  ["organized", "organised"],
  ["organizing", "organising"],
  ["organization", "organisation"],
  ["organizations", "organisations"],
  ["analyze", "analyse"],
  ["analyzed", "analysed"],
  ["analyzing", "analysing"],
  ["color", "colour"],
  ["colors", "colours"],
  ["colorful", "colourful"],
  ["center", "centre"],
  ["centers", "centres"],
  ["behavior", "behaviour"],
  ["behaviors", "behaviours"],
  ["favorite", "favourite"],
  ["favorites", "favourites"],
  ["favor", "favour"],
  ["honor", "honour"],
  ["labor", "labour"],
  ["neighbor", "neighbour"],
  ["humor", "humour"],
  ["realize", "realise"],
  ["realized", "realised"],
  ["recognize", "recognise"],
  ["recognized", "recognised"],
  ["prioritize", "prioritise"],
  ["prioritized", "prioritised"],
  ["personalize", "personalise"],
  ["personalized", "personalised"],
  ["personalization", "personalisation"],
  ["customize", "customise"],
  ["customized", "customised"],
  ["customization", "customisation"],
  ["maximize", "maximise"],
  ["minimize", "minimise"],
  ["utilize", "utilise"],
  ["emphasize", "emphasise"],
  ["summarize", "summarise"],
  ["specialize", "specialise"],
  ["standardize", "standardise"],
  ["visualize", "visualise"],
  ["apologize", "apologise"],
  ["criticize", "criticise"],
  ["finalize", "finalise"],
  ["monetize", "monetise"],
  ["capitalize", "capitalise"],
  ["catalog", "catalogue"],
  ["dialog", "dialogue"],
  ["program", "programme"],
  ["programs", "programmes"],
  ["traveling", "travelling"],
  ["traveled", "travelled"],
  ["canceled", "cancelled"],
  ["canceling", "cancelling"],
  ["labeled", "labelled"],
  ["modeling", "modelling"],
  ["enrollment", "enrolment"],
  ["fulfill", "fulfil"],
  ["defense", "defence"],
  ["offense", "offence"],
  ["license", "licence"],
  ["gray", "grey"],
  ["jewelry", "jewellery"],
  ["check", "cheque"],
  ["theater", "theatre"],
  ["meter", "metre"],
  ["liter", "litre"],
  ["fiber", "fibre"],
  ["savory", "savoury"],
  ["flavor", "flavour"],
  ["flavors", "flavours"],
  ["endeavor", "endeavour"],
  ["rumor", "rumour"],
  ["mold", "mould"],
  ["aging", "ageing"],
  ["judgment", "judgement"],
  ["skeptical", "sceptical"],
  ["mom", "mum"],
];
// -ize/-ise families, every common suffix: "optimizes", "organization", "prioritizing" …
const IZE_STEMS =
  "optim organ real recogn priorit personal custom maxim minim util emphas summar special standard visual apolog critic final monet capital author categor character central digit energ familiar general global harmon human ideal industrial legal local memor mobil modern neutral normal random rational revolution scrutin social stabil steril subsid symbol synchron sympath tantal theor util vandal victim western".split(
    " ",
  );
const IZE_SUFFIXES: ReadonlyArray<[string, string]> = [
  ["ize", "ise"],
  ["izes", "ises"],
  ["ized", "ised"],
  ["izing", "ising"],
  ["ization", "isation"],
  ["izations", "isations"],
  ["izer", "iser"],
  ["izers", "isers"],
];
const ANALYZE: ReadonlyArray<[string, string]> = [
  ["analyzes", "analyses"],
  ["analyzer", "analyser"],
  ["catalogs", "catalogues"],
];

// Words that are valid in both varieties in some senses; never convert them.
const AMBIGUOUS = new Set(["check", "program", "programs", "meter", "license", "mom"]);

function buildMap(from: 0 | 1): Map<string, string> {
  const m = new Map<string, string>();
  const ize = IZE_STEMS.flatMap((stem) => IZE_SUFFIXES.map(([us, uk]): [string, string] => [stem + us, stem + uk]));
  for (const pair of [...ize, ...ANALYZE, ...PAIRS]) {
    if (AMBIGUOUS.has(pair[0])) continue;
    m.set(pair[from], pair[from === 0 ? 1 : 0]);
  }
  return m;
}
const US_TO_UK = buildMap(0);
const UK_TO_US = buildMap(1);

function matchCase(source: string, target: string): string {
  if (source === source.toUpperCase()) return target.toUpperCase();
  if (source[0] === source[0].toUpperCase()) return target[0].toUpperCase() + target.slice(1);
  return target;
}

function convert(text: string, map: Map<string, string>): string {
  // Leave URLs, hashtags and handles alone: they are identifiers, not prose.
  return text.replace(/(https?:\/\/\S+|www\.\S+|[#@][\p{L}\p{N}_]+)|\b[\p{L}]+\b/gu, (word, ident?: string) => {
    if (ident) return word;
    const to = map.get(word.toLowerCase());
    return to ? matchCase(word, to) : word;
  });
}

export type SpellingVariety = "british" | "american" | null;

export function spellingVariety(pref: string | null | undefined): SpellingVariety {
  if (!pref) return null;
  if (/\b(brit|uk|gb|en-gb|english \(uk\)|australia|au|nz|ireland|commonwealth)/i.test(pref)) return "british";
  if (/\b(americ|us|usa|en-us)/i.test(pref)) return "american";
  return null;
}

export function applySpelling(text: string, variety: SpellingVariety): string {
  if (variety === "british") return convert(text, US_TO_UK);
  if (variety === "american") return convert(text, UK_TO_US);
  return text;
}
