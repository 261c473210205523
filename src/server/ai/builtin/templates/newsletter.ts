/** A newsletter: title, short intro, two to four sections with headings, and a closing. */
import type { Rng } from "../prng";
import { closings } from "../phrases/elaborate";
import { newsletterTitles } from "../phrases/headings";
import type { WriterContext } from "../writer/context";
import { planSections } from "./sections";
import { bodyLines, chooseCta, genericLines, missionLine, rotatePick } from "./shared";

export function newsletter(ctx: WriterContext, rng: Rng, opts: { offset?: number } = {}): string {
  const offset = opts.offset ?? 0;
  const titles = newsletterTitles(ctx.topic, ctx.brand.name);
  const title = rotatePick(ctx, titles, offset, "title");
  const introOpeners = [
    `Welcome to this edition, where we're focusing on ${ctx.topic}.`,
    `This time, we're diving into ${ctx.topic}.`,
    `Here's your roundup on ${ctx.topic}, with the highlights up front.`,
    `Grab a coffee: this issue is all about ${ctx.topic}.`,
  ];
  const introLead = rotatePick(ctx, introOpeners, offset, "intro");
  const firstLine = bodyLines(ctx, rng, 1, { maxWords: 32, frameChance: 0 })[0];
  const intro = [introLead, firstLine ?? genericLines(ctx, rng, ["explain"])[0]].filter(Boolean).join(" ");
  const used = ctx.src.keySentences.slice(0, firstLine ? 1 : 0);
  const count = ctx.hints.length === "short" ? 2 : ctx.hints.length === "long" ? 4 : 3;
  const sections = planSections(ctx, rng, count, { min: 2, max: 3, skipSentences: used, offset });
  const close = [rng.pick(closings(ctx.core, ctx.brand.name)), chooseCta(ctx, rng)];
  const mission = missionLine(ctx);
  return [
    `# ${title}`,
    intro,
    ...sections.map((s) => `## ${s.heading}\n\n${s.sentences.join(" ")}`),
    [...close, mission, rng.pick(["Until next time.", "Thanks for reading, and see you next time.", "Thanks for reading."])].filter(Boolean).join(" "),
  ].join("\n\n");
}
