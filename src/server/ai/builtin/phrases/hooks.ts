/** Opening lines. Each style is a family of templates; a post picks one style and one template. */
import type { Intent } from "../text/intent";
import type { Tone } from "../text/prompt-hints";
import { be } from "../text/grammar";
import { OWN_QUESTION, OWN_STATEMENT, OWN_STORY } from "./own-hooks";

export type HookStyle = "question" | "statement" | "news" | "number" | "story" | "contrarian" | "audience";

export interface HookVars {
  t: string;
  T: string;
  audience: string | null;
  Audience: string | null;
  intent: Intent;
  tone: Tone;
  fact: string | null;
  /** The fact with a lower-case start, for use after a colon. */
  factInline: string | null;
}

type Template = (v: HookVars) => string | null;

const QUESTION: Template[] = [
  (v) => `Is ${v.t} on your radar yet?`,
  (v) => `What would change if you got ${v.t} right?`,
  (v) => `Still putting ${v.t} off until next quarter?`,
  (v) => `Ever wondered what really makes ${v.t} work?`,
  (v) => `Ready to rethink ${v.t}?`,
  (v) => `How much thought have you given ${v.t} lately?`,
];

const STATEMENT: Template[] = [
  (v) => `${v.T} ${be(v.t, "deserves", "deserve")} more attention than ${be(v.t, "it gets", "they get")}.`,
  (v) => `Let's talk about ${v.t}.`,
  (v) => `A quick thought on ${v.t}.`,
  (v) => `Here's what we keep learning about ${v.t}.`,
  (v) => `${v.T} ${be(v.t, "is", "are")} simpler than ${be(v.t, "it looks", "they look")}.`,
  (v) => `Small shifts in ${v.t} add up fast.`,
];

const PROFESSIONAL_STATEMENT: Template[] = [
  (v) => `${v.T} ${be(v.t, "is", "are")} becoming a priority for more teams.`,
  (v) => `A few observations on ${v.t}.`,
  (v) => `Why ${v.t} ${be(v.t, "matters", "matter")} more than ever.`,
];

const NEWS: Partial<Record<Intent, Template[]>> = {
  launch: [
    (v) => `Big news: ${v.t} ${be(v.t)} here.`,
    (v) => `It's official: ${v.t} ${be(v.t)} live.`,
    (v) => `Say hello to ${v.t}.`,
    (v) => `We've been working on something, and it's finally ready: ${v.t}.`,
    (v) => `Introducing ${v.t}.`,
  ],
  event: [(v) => `Save the date: ${v.t}.`, (v) => `You're invited: ${v.t}.`, (v) => `Join us for ${v.t}.`, (v) => `Mark your calendar for ${v.t}.`],
  offer: [(v) => `Don't miss this: ${v.t}.`, (v) => `Good news for your budget: ${v.t}.`, (v) => `Deal alert: ${v.t}.`],
  hiring: [() => `We're hiring!`, () => `Our team is growing, and we'd love to meet you.`, (v) => `Want to work on ${v.t} with a team that cares?`],
  milestone: [
    () => `A milestone worth celebrating.`,
    (v) => `We hit a milestone with ${v.t}, and it's all thanks to you.`,
    () => `Today we're taking a moment to say thank you.`,
  ],
  tips: [
    (v) => `A few practical tips on ${v.t}.`,
    (v) => `Want better results from ${v.t}? Start here.`,
    (v) => `What we wish we'd known sooner about ${v.t}.`,
  ],
};

const NUMBER: Template[] = [
  (v) => (v.fact ? `One number says it all: ${v.factInline}` : null),
  (v) => (v.fact ? `The headline? ${v.fact}` : null),
  (v) => (v.fact ? v.fact : null),
];

const STORY: Template[] = [
  (v) => `We learned something about ${v.t} the hard way.`,
  (v) => `Here's a story about ${v.t} we keep coming back to.`,
  (v) => `Behind every good result is a story. This one is about ${v.t}.`,
];

const CONTRARIAN: Template[] = [
  (v) => `Unpopular opinion: ${v.t} ${be(v.t, "isn't", "aren't")} the hard part. Consistency is.`,
  (v) => `Most advice about ${v.t} misses the point.`,
  (v) => `Stop overthinking ${v.t}.`,
  (v) => `${v.T} ${be(v.t, "doesn't", "don't")} need to be complicated.`,
];

const AUDIENCE: Template[] = [
  (v) => (v.Audience ? `${v.Audience}, this one's for you.` : null),
  (v) => (v.audience ? `A quick note for ${v.audience} about ${v.t}.` : null),
  (v) => (v.audience && v.tone !== "professional" ? `Calling all ${v.audience}!` : null),
];

/** True when the subject is the brand's own thing ("our new app", "my book"). */
export function isOwnSubject(t: string): boolean {
  return /^(our|my)\s/i.test(t);
}

export function hookTemplates(style: HookStyle, v: HookVars): string[] {
  let list: Template[];
  const own = isOwnSubject(v.t);
  const ownKind = v.intent === "event" || v.intent === "offer" || v.intent === "milestone" ? v.intent : "product";
  switch (own ? style : "") {
    case "question":
      return OWN_QUESTION[ownKind].map((t) => t(v)).filter((s): s is string => s !== null);
    case "statement":
      return OWN_STATEMENT[ownKind].map((t) => t(v)).filter((s): s is string => s !== null);
    case "story":
      return OWN_STORY.map((t) => t(v)).filter((s): s is string => s !== null);
  }
  switch (style) {
    case "question":
      list = QUESTION;
      break;
    case "statement":
      list = v.tone === "professional" ? [...PROFESSIONAL_STATEMENT, ...STATEMENT.slice(0, 3)] : STATEMENT;
      break;
    case "news":
      list = NEWS[v.intent] ?? [];
      break;
    case "number":
      list = NUMBER;
      break;
    case "story":
      list = STORY;
      break;
    case "contrarian":
      list = CONTRARIAN;
      break;
    case "audience":
      list = AUDIENCE;
      break;
  }
  return list.map((t) => t(v)).filter((s): s is string => s !== null);
}

/** The hook styles that suit this material, in order of preference. */
export function suitableHookStyles(v: HookVars): HookStyle[] {
  const styles: HookStyle[] = [];
  if (NEWS[v.intent]) styles.push("news");
  if (v.fact) styles.push("number");
  styles.push("question", "statement");
  if (v.audience) styles.push("audience");
  if (v.tone !== "professional" && !isOwnSubject(v.t)) styles.push("contrarian");
  if (v.intent === "story" || v.intent === "general") styles.push("story");
  return styles;
}
