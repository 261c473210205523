/** The offline writer: from the prompt's system and user text to finished text, for every task. */
import { applyBrandRules } from "../brand-rules";
import { tidy } from "../text/format";
import { applySpelling } from "../text/spelling";
import { writeAlternatives, writeNumberedPosts } from "./alternatives";
import { adjustPost } from "./adjust";
import { buildContext, type WriterContext, type WriterInput } from "./context";
import { expandContent } from "./expand";
import { generateIdeas } from "./ideas";
import { keepFacts } from "./keep-facts";
import { writePost } from "./post";
import { repurpose } from "./repurpose";
import { writeHeadlines } from "./headlines";
import { writeSeo } from "./seo";
import { extractTopics } from "./topics";

function draft(ctx: WriterContext): string {
  switch (ctx.task) {
    case "alternatives":
      return writeAlternatives(ctx, (text) => keepFacts(ctx, text));
    case "adjust":
      return adjustPost(ctx);
    case "expand":
      return expandContent(ctx);
    case "topics":
      return extractTopics(ctx);
    case "ideas":
      return generateIdeas(ctx);
    case "repurpose":
      return repurpose(ctx);
    case "headlines":
      return writeHeadlines(ctx);
    case "seo":
      return writeSeo(ctx);
    default:
      return ctx.postCount > 1 ? writeNumberedPosts(ctx, (text) => keepFacts(ctx, text)) : keepFacts(ctx, writePost(ctx));
  }
}

/** Tasks whose answer is a JSON document. */
const isJsonTask = (task: WriterContext["task"]) => task === "topics" || task === "ideas" || task === "repurpose" || task === "headlines" || task === "seo";

/** Finishing touches every task gets: spelling preference, tidy spacing, the brand's hard rules. */
export function finish(ctx: WriterContext, text: string): string {
  const json = isJsonTask(ctx.task);
  let out = applySpelling(text, ctx.spelling);
  if (ctx.brand.noExclamations) out = out.replace(/!+/g, ".");
  if (!json) out = tidy(out);
  return applyBrandRules(out, {
    no_emojis: ctx.brand.noEmojis,
    no_dashes: ctx.brand.noDashes,
    no_semicolons: ctx.brand.noSemicolons,
  });
}

export interface WriterResult {
  text: string;
  task: WriterContext["task"];
  /** True when the text is a JSON document (topics, ideas, headlines, seo). */
  json: boolean;
}

export function writeDetailed(input: WriterInput): WriterResult {
  const ctx = buildContext(input);
  return { text: finish(ctx, draft(ctx)), task: ctx.task, json: isJsonTask(ctx.task) };
}

export function runWriter(input: WriterInput): string {
  return writeDetailed(input).text;
}
