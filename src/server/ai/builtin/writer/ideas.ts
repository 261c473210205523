/**
 * Task "ideas": `count` post ideas drawn from a cluster's posts and the user's prompt, echoing the cluster's style
 * (length, emoji, hashtags, question hooks, openers) and its recurring themes, applied to the prompt's subject.
 */
import { CLOSERS, CONCEPT_IDEAS, OWN_IDEAS, type IdeaDraft, type IdeaVars } from "../phrases/ideas";
import { isOwnSubject } from "../phrases/hooks";
import { capitalise, lowerFirst, stripTerminal, titleCase, toHashtag } from "../text/format";
import { coreSubject, nounPhrase } from "../text/grammar";
import { analyzeSource, stripInstruction } from "../text/analyze";
import { splitParagraphs } from "../text/segment";
import type { WriterContext } from "./context";
import { clusterStyle, type ClusterStyle } from "./cluster-style";

export const MAX_IDEAS = 10;
const HEADER = /^(cluster posts?|posts?|examples?|existing posts?|style examples?|cluster content|content)\s*:?\s*$/i;
const PROMPT_LABEL = /^(?:idea prompt|prompt|request|topic|subject|instructions?|user prompt)\s*:\s*/i;
const IDEA_INSTRUCTION =
  /^(?:please\s+)?(?:(?:write|create|generate|give me|come up with|suggest|brainstorm|draft)\s+)?(?:\d+\s+|some\s+|a few\s+)?(?:(?:new|fresh|social|social media|linkedin|instagram)\s+)*(?:post|content|campaign)?\s*(?:ideas?|posts?)\s+(?:for|about|on|around|promoting|announcing)\s+/i;

/** The cluster's posts and the idea prompt from the user message (or the directive's notes). */
export function parseIdeasInput(material: string, notes: string): { posts: string[]; prompt: string } {
  const paragraphs = splitParagraphs(material.replace(/^\s*-{3,}\s*$/gm, "\n")).filter((p) => !HEADER.test(p));
  let prompt = notes;
  const labelled = paragraphs.findIndex((p) => PROMPT_LABEL.test(p));
  if (!prompt && labelled >= 0) prompt = paragraphs.splice(labelled, 1)[0].replace(PROMPT_LABEL, "");
  else if (!prompt && paragraphs.length > 0) prompt = paragraphs.pop() ?? "";
  const posts = paragraphs.map((p) => p.replace(/^\s*(?:post\s*)?\d+[.):]\s*/i, "").trim()).filter(Boolean);
  return { posts, prompt: prompt.trim() };
}

function decorate(draft: IdeaDraft, style: ClusterStyle, i: number, tags: string[], short: boolean, long: boolean): string {
  let hook = draft.hook;
  const label = style.openers.find((o) => /[:!]$/.test(o));
  if (label && !/^[\p{L} ]{2,20}:/u.test(hook)) hook = `${label} ${label.endsWith("!") ? hook : lowerFirst(hook)}`;
  if (style.exclamationRate >= 0.5 && hook.endsWith(".")) hook = `${stripTerminal(hook)}!`;
  let body = /:$/.test(draft.hook) ? draft.body : capitalise(draft.body);
  if (style.emojiRate >= 0.4 && style.topEmojis.length > 0) {
    const emoji = style.topEmojis[i % style.topEmojis.length];
    // After "three things:" the list must follow at once; the emoji goes at the end instead.
    if (hook.endsWith(":")) body = `${body} ${emoji}`;
    else hook = `${hook} ${emoji}`;
  }
  // Short house styles skip the closing line; the body carries the theme, so it always stays.
  const sentences = [hook, body];
  if (long && !short) sentences.push(CLOSERS[i % CLOSERS.length]);
  const text = sentences.join(" ");
  return tags.length > 0 ? `${text} ${tags.join(" ")}` : text;
}

function asBrief(draft: IdeaDraft, contentType: WriterContext["contentType"]): string {
  const title = titleCase(stripTerminal(draft.hook.replace(/^(quick tip|myth|hot take|quick poll):\s*/i, "")));
  const label = contentType === "email_broadcast" ? "Email" : contentType === "newsletter" ? "Newsletter feature" : "Article";
  return `${label}: "${title}". ${capitalise(draft.body)}`;
}

export function generateIdeas(ctx: WriterContext): string {
  const count = Math.min(MAX_IDEAS, Math.max(1, ctx.count ?? 3));
  const { posts, prompt } = parseIdeasInput(ctx.material, ctx.notes);
  const style = clusterStyle(posts);
  const promptInfo = analyzeSource(stripInstruction(prompt.replace(IDEA_INSTRUCTION, "")));
  const themes = style.themes.map((k) => nounPhrase(k.display.replace(/^(the|our|your|this|my)\s+/i, "")));
  const subjectRaw = promptInfo.isBrief ? promptInfo.topic : (promptInfo.keyphrases[0]?.display ?? themes[0] ?? ctx.core);
  const s = nounPhrase(coreSubject(subjectRaw || "this").core);
  const subjectWords = new Set(s.toLowerCase().split(/\s+/));
  const fresh = themes.filter(
    (t) =>
      !t
        .replace(/^the\s+/i, "")
        .split(/\s+/)
        .every((w) => subjectWords.has(w.toLowerCase())),
  );
  const pool = fresh.length > 0 ? fresh : ["the little details", "real results", "everyday wins"];
  const own = isOwnSubject(s);
  const bank = own ? OWN_IDEAS : CONCEPT_IDEAS;
  const rng = ctx.rng.fork("ideas");
  let order = rng.shuffle(bank.map((_, i) => i));
  if (style.questionHookRate >= 0.5) {
    const probe: IdeaVars = { s, S: capitalise(s), theme: "x", theme2: "y", tag: "#x" };
    order = [...order.filter((i) => bank[i](probe).question), ...order.filter((i) => !bank[i](probe).question)];
  }
  const subjectTag = toHashtag(
    s
      .replace(/^(the|our|your|my)\s+/i, "")
      .split(/\s+/)
      .slice(-3)
      .join(" "),
  );
  const tagPool = [...style.topHashtags, ...(subjectTag ? [subjectTag] : [])];
  const tagCount = ctx.contentType === "social_media" || ctx.contentType === "general" ? Math.min(3, Math.round(style.hashtagAvg)) : 0;
  const ideas: string[] = [];
  for (let i = 0; ideas.length < count && i < count * 3; i++) {
    const v: IdeaVars = {
      s,
      S: capitalise(s),
      theme: pool[i % pool.length],
      theme2: pool[(i + 1) % pool.length] === pool[i % pool.length] ? "consistency" : pool[(i + 1) % pool.length],
      tag: tagCount > 0 ? (tagPool[0] ?? subjectTag ?? "") : "",
    };
    const draft = bank[order[i % order.length]](v);
    const tags =
      tagCount > 0 ? [...new Set([tagPool[(i + tagPool.length - 1) % Math.max(1, tagPool.length)], ...tagPool])].filter(Boolean).slice(0, tagCount) : [];
    const text =
      ctx.contentType === "social_media" || ctx.contentType === "general"
        ? decorate(draft, style, i, tags, style.posts > 0 && style.avgWords < 20, style.avgWords > 55)
        : asBrief(draft, ctx.contentType);
    if (!ideas.includes(text)) ideas.push(text);
  }
  return JSON.stringify(ideas, null, 2);
}
