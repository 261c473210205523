/** Reading structured answers (alternatives, topics, ideas) out of model text, tolerant of the usual wrapping. */
import { z } from "zod";
import { ALTERNATIVE_SEPARATOR } from "./directive";

/** Drops ``` fences and leading chatter so the JSON inside can be parsed. */
function jsonSlice(text: string, open: "[" | "{"): string | null {
  const unfenced = text.replace(/```(?:json)?/gi, "");
  const close = open === "[" ? "]" : "}";
  const start = unfenced.indexOf(open);
  const end = unfenced.lastIndexOf(close);
  return start >= 0 && end > start ? unfenced.slice(start, end + 1) : null;
}

function parseJson(text: string): unknown {
  const slice = jsonSlice(text, "[") ?? jsonSlice(text, "{");
  if (!slice) return undefined;
  try {
    return JSON.parse(slice);
  } catch {
    return undefined;
  }
}

const LIST_MARKER_RE = /^\s*(?:[-*•]|\d{1,2}[.)]|#{1,3})\s+/;

/** Numbered or bulleted lines, markers removed (a model that ignored the JSON request). */
function listLines(text: string): string[] {
  return text
    .split("\n")
    .filter((l) => LIST_MARKER_RE.test(l))
    .map((l) =>
      l
        .replace(LIST_MARKER_RE, "")
        .replace(/^\*\*(.+?)\*\*:?\s*/, "$1: ")
        .trim(),
    )
    .filter(Boolean);
}

/** A list under `key` of a JSON answer (or a bare JSON array), or undefined. */
function jsonList(text: string, key: string): unknown[] | undefined {
  const parsed = parseJson(text);
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === "object" && Array.isArray((parsed as Record<string, unknown>)[key])) return (parsed as Record<string, unknown[]>)[key];
  return undefined;
}

export function parseAlternatives(text: string): string[] {
  const list = jsonList(text, "alternatives");
  if (list) return list.filter((s): s is string => typeof s === "string").map((s) => s.trim()).filter(Boolean);
  const byLine = text.split(new RegExp(`^\\s*${ALTERNATIVE_SEPARATOR}\\s*$`, "m"));
  return byLine.map((s) => s.trim()).filter(Boolean);
}

/** Distinct by their words, ignoring case, spacing and punctuation. */
export function distinct(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

function ideasOf(list: unknown[]): string[] {
  return list
    .map((i) =>
      typeof i === "string" ? i : i && typeof i === "object" ? String((i as Record<string, unknown>).idea ?? (i as Record<string, unknown>).title ?? "") : "",
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseIdeas(text: string): string[] {
  const list = jsonList(text, "ideas");
  return list ? ideasOf(list) : listLines(text);
}

export interface ParsedTopic {
  topic: string;
  details: string;
}

function topicsOf(list: unknown[]): ParsedTopic[] {
  return list
    .map((t): ParsedTopic | null => {
      if (typeof t === "string") return { topic: t.trim(), details: "" };
      if (!t || typeof t !== "object") return null;
      const o = t as Record<string, unknown>;
      const topic = typeof o.topic === "string" ? o.topic : typeof o.title === "string" ? o.title : "";
      const details = typeof o.details === "string" ? o.details : typeof o.description === "string" ? o.description : "";
      return { topic: topic.trim(), details: details.trim() };
    })
    .filter((t): t is ParsedTopic => t !== null && t.topic !== "");
}

function topicLines(text: string): ParsedTopic[] {
  return listLines(text).map((line) => {
    const [topic, ...rest] = line.split(/:\s+|\s+[-–—]\s+/);
    return { topic: topic.trim(), details: rest.join(": ").trim() };
  });
}

export function parseTopics(text: string): ParsedTopic[] {
  const list = jsonList(text, "topics");
  return list ? topicsOf(list) : topicLines(text);
}

/** The structured answers' schemas (what a model in JSON mode is asked for). */
export const alternativesSchema = z.object({ alternatives: z.array(z.string()) });
export const ideasSchema = z.object({ ideas: z.array(z.string()) });
export const topicsSchema = z.object({ topics: z.array(z.object({ topic: z.string(), details: z.string() })) });

/**
 * Fallbacks for models without JSON mode: the tolerant readers above in the schema's shape. A JSON list (even an
 * empty one) is an answer; text with no list in it at all is malformed (undefined), and is asked for again.
 */
const readable = <T>(list: T[]) => (list.length ? list : undefined);
export const alternativesFallback = (text: string) => {
  const list = jsonList(text, "alternatives");
  const alternatives = list ? list.filter((s): s is string => typeof s === "string") : readable(parseAlternatives(text));
  return alternatives && { alternatives };
};
export const ideasFallback = (text: string) => {
  const list = jsonList(text, "ideas");
  const ideas = list ? ideasOf(list) : readable(listLines(text));
  return ideas && { ideas };
};
export const topicsFallback = (text: string) => {
  const list = jsonList(text, "topics");
  const topics = list ? topicsOf(list) : readable(topicLines(text));
  return topics && { topics };
};

/** Repurpose results read from text: {results: [...]} or a bare array of {target, parts}. */
export const repurposeFallback = (text: string) => {
  const list = jsonList(text, "results");
  return list && { results: list };
};
