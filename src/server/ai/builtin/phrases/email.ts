/** Subject lines, greetings, openers and sign-offs for emails. */
import type { Intent } from "../text/intent";
import type { Tone } from "../text/prompt-hints";
import { be } from "../text/grammar";

interface V {
  t: string;
  T: string;
  intent: Intent;
}

export function subjectLines(full: V, core: string): string[] {
  // Subject lines stay short: a long topic line gives way to its core subject.
  const t = full.t.length > 40 ? core : full.t;
  const v = { ...full, t, T: t.charAt(0).toUpperCase() + t.slice(1) };
  const byIntent: Partial<Record<Intent, string[]>> = {
    launch: [`Introducing ${v.t}`, `It's here: ${v.t}`, `Just launched: ${v.t.replace(/^our (new )?/i, "")}`],
    event: [`You're invited: ${v.T}`, `Save your seat for ${v.t}`, `Join us for ${v.t}`],
    offer: [`Don't miss this: ${v.t}`, `A little something for you: ${v.t}`, `Your offer inside: ${v.t}`],
    hiring: [`We're hiring, and thought of you`, `Join the team behind ${v.t}`],
    milestone: [`A milestone worth celebrating`, `Thank you for an amazing journey`, `We did it, together`],
    tips: [`A few tips on ${v.t}`, `${v.T}: what actually works`, `Your quick guide to ${v.t}`],
  };
  return [...(byIntent[v.intent] ?? []), `${v.T}: what you need to know`, `A quick update on ${v.t}`, `Why ${v.t} ${be(v.t, "matters", "matter")} right now`];
}

export function greetings(tone: Tone, audienceName: string | null): string[] {
  if (tone === "professional") return ["Hello,", "Good morning,", audienceName ? `Dear ${audienceName},` : "Dear reader,"];
  if (tone === "playful" || tone === "bold") return ["Hey there!", "Hi friend,", "Hello, you!"];
  return ["Hi there,", "Hello,", "Hi,"];
}

export function emailOpeners(v: V, tone: Tone): string[] {
  const byIntent: Partial<Record<Intent, string[]>> = {
    launch: [`We've got something new to share, and we think you'll like it.`, `Today we're excited to introduce ${v.t}.`],
    event: [`We'd love for you to join us.`, `We're putting together something special, and you're invited.`],
    offer: [`We've put together something special for you.`, `Good news: we've got an offer you won't want to miss.`],
    tips: [`We've been collecting practical advice on ${v.t}, and wanted to share the best of it with you.`],
    milestone: [
      `We've reached a milestone, and we couldn't have done it without you.`,
      `Today is a big day for us, and we wanted you to be the first to know.`,
    ],
    hiring: [`Our team is growing, and we'd love your help finding the right people.`],
  };
  const base =
    tone === "professional"
      ? [`I'm writing with an update on ${v.t}.`, `We wanted to share a short update on ${v.t}.`]
      : [`Quick one today: ${v.t}.`, `We wanted to share a quick update on ${v.t}.`, `You've probably been thinking about ${v.t} lately. So have we.`];
  return [...(byIntent[v.intent] ?? []), ...base];
}

export function signOffs(tone: Tone): string[] {
  if (tone === "professional") return ["Kind regards,", "Best regards,", "With thanks,"];
  if (tone === "playful" || tone === "bold") return ["Cheers,", "Talk soon,", "High fives,"];
  if (tone === "inspiring") return ["With gratitude,", "Onwards,", "Warmly,"];
  return ["Best,", "Warm wishes,", "Talk soon,", "Cheers,"];
}
