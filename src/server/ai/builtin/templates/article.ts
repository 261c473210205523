/** An article: title, intro paragraph, three to five sections of a few sentences each, and a conclusion. */
import type { Rng } from "../prng";
import { closings, elaborations } from "../phrases/elaborate";
import { articleTitles, conclusionHeadings } from "../phrases/headings";
import { joinList, sentenceCase } from "../text/format";
import type { WriterContext } from "../writer/context";
import { planSections } from "./sections";
import { bodyLines, chooseCta, makeHook, missionLine, rotatePick } from "./shared";

export function article(ctx: WriterContext, rng: Rng, opts: { offset?: number } = {}): string {
  const offset = opts.offset ?? 0;
  const hasAngle = ctx.src.isBrief && ctx.core !== ctx.topic;
  const titles = articleTitles(ctx.src.isBrief ? ctx.src.topic : ctx.topic, ctx.core, hasAngle);
  const title = rotatePick(ctx, titles, offset, "title");
  const hook = makeHook(ctx, rng, (["statement", "question", "contrarian"] as const)[offset % 3]).text;
  const lead = bodyLines(ctx, rng, 1, { maxWords: 40, frameChance: 0 })[0] ?? rng.pick(elaborations("explain", ctx.core, null));
  const count = ctx.hints.length === "short" ? 3 : ctx.hints.length === "long" ? 5 : 4;
  const sections = planSections(ctx, rng, count, {
    min: 3,
    max: 4,
    skipSentences: ctx.src.keySentences.slice(0, 1),
    offset,
  });
  // "Spotlight: Pulse Analytics" is covered as "Pulse Analytics"; names keep their capitals.
  const covered = sections.slice(0, 3).map((s) => sentenceCase(s.heading.replace(/^[^:]*:\s*/, ""), ctx.src.properWords));
  const roadmap = `In this article, we'll cover ${joinList(covered)}.`;
  const intro = [hook, lead, roadmap].join(" ");
  const [first, ...rest] = rng.shuffle(closings(ctx.core, ctx.brand.name).slice(0, 3));
  const conclusion = [first, rest[0], missionLine(ctx) ?? closings(ctx.core, ctx.brand.name)[3], chooseCta(ctx, rng)].filter((x): x is string => Boolean(x));
  return [
    `# ${title}`,
    intro,
    ...sections.map((s) => `## ${s.heading}\n\n${s.sentences.join(" ")}`),
    `## ${rotatePick(ctx, conclusionHeadings(), offset, "conclusion")}\n\n${conclusion.join(" ")}`,
  ].join("\n\n");
}
