/** Hooks for the brand's own product, event, offer or milestone ("our new app"), by kind. */
import { be } from "../text/grammar";
import type { HookVars } from "./hooks";

type Template = (v: HookVars) => string | null;

// For the brand's own product or event ("our new app"), questions about "rethinking" it make no sense.
export type OwnKind = "product" | "event" | "offer" | "milestone";

export const OWN_QUESTION: Record<OwnKind, Template[]> = {
  product: [
    (v) => `Curious what ${v.t} can do for you?`,
    (v) => `Have you seen ${v.t} yet?`,
    (v) => `Looking for a better way to work? Meet ${v.t}.`,
    (v) => `What could your week look like with ${v.t}?`,
  ],
  event: [
    (v) => `Want practical ideas you can use right away? Join ${v.t}.`,
    (v) => `Got questions? Bring them to ${v.t}.`,
    (v) => `Free to learn something new? ${v.T} ${be(v.t, "is", "are")} for you.`,
  ],
  milestone: [(v) => `Ready to celebrate with ${v.t}?`, () => `Can you believe it?`, () => `Guess what day it is?`],
  offer: [
    (v) => `Been waiting for the right moment? ${v.T} ${be(v.t, "is", "are")} on.`,
    (v) => `Ready to treat yourself? ${v.T} ${be(v.t, "starts", "start")} now.`,
  ],
};

export const OWN_STATEMENT: Record<OwnKind, Template[]> = {
  product: [
    (v) => `Meet ${v.t}.`,
    (v) => `${v.T} ${be(v.t)} ready for you.`,
    (v) => `Here's why we're so excited about ${v.t}.`,
    (v) => `We built ${v.t} for teams like yours.`,
  ],
  event: [(v) => `Don't miss ${v.t}.`, (v) => `Registration for ${v.t} is open.`, (v) => `We're saving you a seat at ${v.t}.`],
  offer: [(v) => `${v.T} ${be(v.t)} on now.`, (v) => `Don't miss ${v.t}.`, (v) => `${v.T}: our way of saying thank you.`],
  milestone: [(v) => `Today is a big day for ${v.t}.`, (v) => `${v.T} just reached a milestone, and it's all thanks to you.`],
};

export const OWN_STORY: Template[] = [(v) => `Here's the story behind ${v.t}.`, (v) => `A quick look behind the scenes of ${v.t}.`];
