/**
 * Section angles for long-form pieces when the material is too thin to supply its own sections: each angle has a
 * heading and sentences that hold for any subject.
 */
import { capitalise, titleCase } from "../text/format";
import { be, nounPhrase } from "../text/grammar";

export interface Angle {
  id: string;
  heading: (T: string) => string;
  sentences: (np: string, Np: string, audience: string | null) => string[];
}

export const ANGLES: Angle[] = [
  {
    id: "why",
    heading: (T) => `Why ${T} ${be(T, "Matters", "Matter")}`,
    sentences: (np, Np, a) => [
      `${Np} ${be(np, "shapes", "shape")} how people experience your brand long before they talk to you.`,
      `When it gets attention, the effects show up everywhere: clearer decisions, smoother work and happier customers.`,
      a ? `For ${a}, that is time and focus won back.` : `That is time and focus won back.`,
    ],
  },
  {
    id: "start",
    heading: () => `Where to Start`,
    sentences: (np) => [
      `Start with a quick audit: what is working today, and what feels harder than it should?`,
      `Pick one improvement to ${np} that you can make this week, and give it a clear owner.`,
      `Small, visible wins build the momentum you need for bigger changes.`,
    ],
  },
  {
    id: "example",
    heading: () => `A Simple Example`,
    sentences: (np) => [
      `Imagine a small team that sets aside one hour a week for ${np}.`,
      `Within a month they have a short list of what works, what doesn't and what to try next.`,
      `None of it is dramatic, yet the results compound quickly.`,
    ],
  },
  {
    id: "mistakes",
    heading: () => `Common Mistakes to Avoid`,
    sentences: (np) => [
      `The most common mistake is trying to fix everything at once.`,
      `Another is treating ${np} as a one-off project rather than a habit.`,
      `Skipping measurement is a close third, because without it you are guessing.`,
    ],
  },
  {
    id: "measure",
    heading: () => `Measuring What Works`,
    sentences: () => [
      `Choose two or three numbers that reflect real progress, not vanity metrics.`,
      `Review them on a steady rhythm, and monthly is a good place to begin.`,
      `When something moves, ask why before you double down.`,
    ],
  },
  {
    id: "next",
    heading: () => `Looking Ahead`,
    sentences: (np, Np) => [
      `${Np} will keep evolving, but the fundamentals stay the same.`,
      `Teams that build good habits now will be ready for whatever comes next.`,
      `Keep learning, keep testing and keep your audience at the center of every decision.`,
    ],
  },
];

export function angleSection(angle: Angle, topic: string, audience: string | null): { heading: string; sentences: string[] } {
  const np = nounPhrase(topic);
  return { heading: angle.heading(titleCase(topic)), sentences: angle.sentences(np, capitalise(np), audience) };
}
