/** An email broadcast: subject, greeting, two or three short paragraphs, a call to action and a sign-off. */
import type { Rng } from "../prng";
import { emailCta } from "../phrases/ctas";
import { emailOpeners, greetings, signOffs, subjectLines } from "../phrases/email";
import { ensureTerminal, stripTerminal } from "../text/format";
import { tighten, stripConnective } from "../text/rephrase";
import type { WriterContext } from "../writer/context";
import { audienceLine, bodyLines, genericLines, messagingLine, missionLine, rotatePick } from "./shared";

export type EmailShape = "classic" | "bullets" | "short";

export function emailBroadcast(ctx: WriterContext, rng: Rng, opts: { shape?: EmailShape; offset?: number; bodyCount?: number } = {}): string {
  const offset = opts.offset ?? 0;
  const shape = opts.shape ?? (ctx.hints.bullets ? "bullets" : ctx.hints.length === "short" ? "short" : "classic");
  const v = { t: ctx.topic, T: ctx.Topic, intent: ctx.src.intent };
  const subjects = subjectLines(v, ctx.core);
  const subject = rotatePick(ctx, subjects, offset, "subject");
  const greeting = rotatePick(ctx, greetings(ctx.tone, null), offset, "greeting");
  const opener = rng.pick(emailOpeners(v, ctx.tone));

  const wanted = opts.bodyCount ?? (shape === "short" ? 2 : 4);
  const lines = bodyLines(ctx, rng, wanted, {
    exclude: [opener],
    maxWords: 34,
    frameChance: 0.35,
    skip: offset,
    resolve: !opener.toLowerCase().includes(ctx.topic.toLowerCase()),
  });
  const minimum = Math.min(3, wanted + 1);
  if (lines.length < minimum) {
    const kinds = rng.shuffle(["explain", "benefit", "practical", "example"] as const).slice(0, minimum - lines.length);
    lines.push(...genericLines(ctx, rng, kinds));
  }

  const paragraphs: string[] = [];
  paragraphs.push([opener, lines[0]].filter(Boolean).join(" "));
  if (shape === "bullets" && lines.length > 2) {
    const lead = rng.pick(["Here's what you need to know:", "The highlights:", "In a nutshell:"]);
    paragraphs.push([lead, ...lines.slice(1).map((l) => `- ${stripTerminal(l)}`)].join("\n"));
  } else if (shape === "short") {
    if (lines[1]) paragraphs.push(lines[1]);
  } else {
    paragraphs.push(lines.slice(1, 3).join(" "));
    if (lines[3]) paragraphs.push(lines[3]);
  }
  const closing = [audienceLine(ctx, rng), messagingLine(ctx, rng)].filter((x): x is string => x !== null);
  if (closing.length > 0 && shape !== "short") paragraphs.push(closing.join(" "));

  const url = ctx.src.urls[0] ?? null;
  let cta: string;
  if (ctx.src.cta) {
    cta = ensureTerminal(tighten(stripConnective(ctx.src.cta)));
    if (url && !cta.includes(url)) cta = `${stripTerminal(cta)}: ${url}`;
  } else {
    const options = emailCta(ctx.src.intent, url);
    cta = options[offset % options.length];
  }
  const signOff = rotatePick(ctx, signOffs(ctx.tone), offset, "sign-off");
  const sender = ctx.brand.name ? `The ${ctx.brand.name} team` : "The team";
  const ps = shape === "classic" && ctx.brand.mission && rng.chance(0.5) ? `P.S. ${missionLine(ctx)}` : null;

  return [`Subject: ${subject}`, greeting, ...paragraphs.filter((p) => p.trim() !== ""), cta, `${signOff}\n${sender}`, ps]
    .filter((x): x is string => x !== null)
    .join("\n\n");
}
