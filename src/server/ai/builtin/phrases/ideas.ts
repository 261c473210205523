/** Idea drafts: a hook and a follow-up, for concepts ("email marketing") and for the brand's own things. */
import { be } from "../text/grammar";

export interface IdeaVars {
  s: string;
  S: string;
  theme: string;
  theme2: string;
  /** A hashtag for invitations; empty when the cluster does not use hashtags. */
  tag: string;
}

export interface IdeaDraft {
  hook: string;
  body: string;
  /** Opens with a question: preferred for clusters that open with questions. */
  question: boolean;
}

type Template = (v: IdeaVars) => IdeaDraft;

const d = (hook: string, body: string): IdeaDraft => ({ hook, body, question: /\?$/.test(hook) });

export const CONCEPT_IDEAS: Template[] = [
  (v) => d(`What's the one thing you wish you'd known about ${v.s} sooner?`, `For us, it's that ${v.theme} matters more than any single tactic.`),
  (v) => d(`Quick tip: start small with ${v.s}.`, `Pick one idea around ${v.theme}, try it this week and see what happens.`),
  (v) => d(`Myth: ${v.s} ${be(v.s, "is", "are")} complicated.`, `Truth: a few simple habits around ${v.theme} go a long way.`),
  (v) => d(`A peek behind the scenes at how we handle ${v.s}.`, `Spoiler: it all starts with ${v.theme}.`),
  (v) => d(`3 things we've learned about ${v.s}:`, `start with ${v.theme}, keep it simple and stay consistent.`),
  (v) => d(`Quick poll: when it comes to ${v.s}, what matters more to you, ${v.theme} or ${v.theme2}?`, `Vote in the comments and tell us why.`),
  (v) => d(`Hot take: ${v.s} ${be(v.s, "works", "work")} best when ${v.theme} comes first.`, `Agree or disagree?`),
  (v) =>
    d(
      `How do you approach ${v.s}?`,
      v.tag ? `Share your take with ${v.tag} and we'll feature our favorites.` : `Share your take in the comments and we'll feature our favorites.`,
    ),
  (v) => d(`Before you dive into ${v.s}, check three things:`, `${v.theme}, ${v.theme2} and your timing.`),
  (v) => d(`Last week someone asked us how we think about ${v.s}.`, `Here's our answer, and why ${v.theme} sits at the heart of it.`),
];

export const OWN_IDEAS: Template[] = [
  (v) => d(`${v.S} ${be(v.s)} here!`, `We made it with ${v.theme} in mind, and we can't wait for you to try it.`),
  (v) => d(`Have you tried ${v.s} yet?`, `It's the easiest way to bring a little more ${v.theme} into your week.`),
  (v) => d(`Three reasons to try ${v.s}:`, `it's simple, it's made with ${v.theme} in mind, and it's ready when you are.`),
  (v) => d(`Behind the scenes: how we built ${v.s}.`, `It all started with a conversation about ${v.theme}.`),
  (v) => d(`Quick poll: what would you love to see next in ${v.s}?`, `Tell us in the comments, we read every one.`),
  (v) => d(`Counting down to ${v.s}!`, `Here's a sneak peek, inspired by ${v.theme}.`),
  (v) => d(`Customer spotlight: how one of our regulars uses ${v.s}.`, `Their secret ingredient? ${v.theme.charAt(0).toUpperCase()}${v.theme.slice(1)}.`),
  (v) => d(`${v.S}: the questions we hear most, answered.`, `Starting with the big one: how does it fit with ${v.theme}?`),
  (v) => d(`Tag a friend who needs to hear about ${v.s}!`, `Bonus points if they love ${v.theme} as much as we do.`),
  (v) => d(`Your first week with ${v.s}: what to expect.`, `Day one starts with ${v.theme}.`),
];

export const CLOSERS = ["Tell us what you think below.", "Save this for later.", "Which one are you trying first?", "More soon!"];
