/**
 * Sentences that develop a key phrase: an explanation, an example, a benefit, a practical step.
 * They are deliberately general so they stay true for any subject; the material's own sentences carry the facts.
 */
import { capitalise } from "../text/format";
import { be, nounPhrase } from "../text/grammar";

export type ElaborationKind = "explain" | "example" | "benefit" | "practical" | "audience";

type Template = (np: string, Np: string, audience: string | null) => string | null;

const BANK: Record<ElaborationKind, Template[]> = {
  explain: [
    (np) => `At its core, ${np} ${be(np, "is", "are")} about doing the basics consistently well.`,
    (np) => `Getting ${np} right starts with a clear picture of what your audience actually needs.`,
    (np, Np) => `${Np} ${be(np, "works", "work")} best as an ongoing habit rather than a one-off project.`,
    (np) => `The details of ${np} matter more than most people expect.`,
    (np) => `When it comes to ${np}, clarity beats complexity every time.`,
    (np, Np) => `${Np} ${be(np, "touches", "touch")} more of the day-to-day than ${be(np, "it first appears", "they first appear")}.`,
  ],
  example: [
    (np) => `For example, a team that reviews ${np} once a month can spot problems long before they become expensive.`,
    (np) => `Picture a small team putting ${np} to work: the first wins usually show up within weeks.`,
    (np) => `Take a simple case: one focused change to ${np}, measured over a month, tells you more than any forecast.`,
    (np) => `One practical example is to pick a single goal for ${np} and track it every week.`,
  ],
  benefit: [
    (np) => `Done well, ${np} ${be(np, "saves", "save")} time, reduces friction and builds trust.`,
    () => `The payoff is clear: less guesswork and better results.`,
    () => `That means fewer surprises and more time for the work that matters.`,
    (np, Np) => `${Np} can turn a good plan into measurable progress.`,
  ],
  practical: [
    (np) => `Start small: choose one part of ${np} to improve this week and build from there.`,
    (np) => `A simple checklist keeps ${np} on track when things get busy.`,
    (np) => `Set a clear goal for ${np}, review it regularly and adjust as you learn.`,
    () => `Write down what works, share it with the team and make it the new default.`,
  ],
  audience: [
    (np, _Np, a) => (a ? `For ${a}, that can make a real difference.` : null),
    (np, _Np, a) => (a ? `If you're one of the ${a} we talk to every week, this will sound familiar.` : null),
    (np, _Np, a) => (a ? `That matters especially for ${a}, who rarely have time to spare.` : null),
  ],
};

/** Every usable sentence of a kind for a phrase. */
export function elaborations(kind: ElaborationKind, phrase: string, audience: string | null): string[] {
  const np = nounPhrase(phrase);
  return BANK[kind].map((t) => t(np, capitalise(np), audience)).filter((s): s is string => s !== null);
}

/** Closing sentences for long-form pieces. */
export function closings(np: string, brand: string | null): string[] {
  return [
    `The bottom line: ${np} ${be(np, "rewards", "reward")} steady, thoughtful effort.`,
    `Start with one change, measure what happens and keep going.`,
    `Whatever your starting point, the next step is a small one.`,
    brand ? `At ${brand}, we'll keep sharing what we learn along the way.` : `We'll keep sharing what we learn along the way.`,
  ];
}

/** Supporting sentences for the brand's own product, event or offer, where concept-style sentences would not fit. */
export function ownElaborations(kind: "product" | "event" | "offer", np: string): string[] {
  switch (kind) {
    case "event":
      return [
        `Expect practical takeaways you can put to work the same day.`,
        `There will be plenty of time for your questions.`,
        `Bring a colleague: good ideas travel faster in pairs.`,
        `Whether you're just starting out or refining what you already do, you'll leave with something useful.`,
      ];
    case "offer":
      return [
        `It's our way of saying thank you.`,
        `Now is a great time to try something you've had your eye on.`,
        `Stock up on your favorites while it lasts.`,
      ];
    default:
      return [
        `We designed ${np} around the way teams actually work.`,
        `Everything about it is built to save you time and effort.`,
        `It's the kind of tool we always wanted for ourselves.`,
        `Getting started is simple, and we're here if you need a hand.`,
        `We can't wait to hear what you think once you've tried it.`,
      ];
  }
}
