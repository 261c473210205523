/** What a piece of source material is about, in marketing terms, and whether it already asks for an action. */
export type Intent = "launch" | "event" | "offer" | "hiring" | "milestone" | "tips" | "story" | "general";

const INTENT_PATTERNS: ReadonlyArray<[Intent, RegExp]> = [
  ["offer", /\b(\d+\s?% off|discount|sale\b|deal\b|deals\b|promo|coupon|free shipping|limited[- ]time|black friday|cyber monday|save \d|bundle|voucher)/i],
  [
    "event",
    /\b(webinar|event|conference|workshop|meetup|meet-up|livestream|live stream|summit|masterclass|join us (on|at|for)|register|rsvp|save the date|panel)\b/i,
  ],
  ["hiring", /\b(we'?re hiring|hiring|join our team|open roles?|job opening|vacanc|careers? page)\b/i],
  [
    "launch",
    /\b(launch|launched|launching|introducing|introduce|announc|now live|now available|just released|release[sd]?\b|unveil|rolling out|beta|new feature|new product|meet the new)/i,
  ],
  [
    "milestone",
    /\b(milestone|celebrat|anniversary|birthday|award|\d[\d,.]*k?\+? (customers|users|clients|followers|subscribers|downloads)|thank you (to|for)|we did it|(turns?|turning) \d+|decade|years in business)/gi,
  ],
  ["tips", /\b(tips?|how to|guide|steps?|ways to|mistakes|lessons|best practices|checklist|framework|playbook|tutorial|learn(ed)?|hacks?)\b/i],
  ["story", /\b(when i|when we|i remember|our story|journey|behind the scenes|years ago|last year|i learned|we learned|confession)\b/i],
];

/** The intent with the most cues; ties go to the earlier (more specific) intent in the list. */
export function detectIntent(text: string): Intent {
  let best: Intent = "general";
  let bestCount = 0;
  for (const [intent, re] of INTENT_PATTERNS) {
    const count = text.match(new RegExp(re.source, "gi"))?.length ?? 0;
    if (count > bestCount) {
      best = intent;
      bestCount = count;
    }
  }
  return best;
}

export const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>()"]+[^\s<>()".,;:!?'\u2019]/gi;

const CTA_RE =
  /^(?:\p{Extended_Pictographic}\s*)?(sign up|signup|register|join|book|download|try|get|grab|claim|shop|order|buy|visit|learn more|read|check out|click|reserve|start|subscribe|contact|call|email us|dm us|message us|apply|follow|discover|explore|find out|save your|request|schedule|tap|head to|go to|see)\b/iu;

/** True when a sentence asks the reader to act (an imperative at its start, or a link to follow). */
export function isCallToAction(sentence: string): boolean {
  const s = sentence.trim();
  if (CTA_RE.test(s)) return true;
  if (/\b(link in bio|sign up|register now|book (a|your) (demo|call|spot)|learn more|find out more)\b/i.test(s)) return true;
  URL_RE.lastIndex = 0;
  return URL_RE.test(s);
}

export function findUrls(text: string): string[] {
  return [...text.matchAll(URL_RE)].map((m) => m[0]);
}

export function findHashtags(text: string): string[] {
  return [...text.matchAll(/(?:^|\s)(#[\p{L}\p{N}_]{2,})/gu)].map((m) => m[1]);
}

export function findNumbers(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:[$€£]\s?\d[\d,.]*[kKmM]?|\b\d[\d,.]*\s?(?:%|x\b|percent\b|[kKmM]\b|hours?\b|days?\b|minutes?\b|weeks?\b|times\b|customers\b|users\b))/g,
    ),
  ].map((m) => m[0].trim());
}
