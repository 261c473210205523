/** Reading structured answers (alternatives, topics, ideas) out of model text, tolerant of the usual wrapping. */
import { ALTERNATIVE_SEPARATOR } from "./builtin/directive";

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

export function parseAlternatives(text: string): string[] {
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

export function parseIdeas(text: string): string[] {
  const parsed = parseJson(text);
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object" && Array.isArray((parsed as { ideas?: unknown }).ideas)
      ? (parsed as { ideas: unknown[] }).ideas
      : undefined;
  if (list) {
    return list
      .map((i) =>
        typeof i === "string" ? i : i && typeof i === "object" ? String((i as Record<string, unknown>).idea ?? (i as Record<string, unknown>).title ?? "") : "",
      )
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return listLines(text);
}

export interface ParsedTopic {
  topic: string;
  details: string;
}

export function parseTopics(text: string): ParsedTopic[] {
  const parsed = parseJson(text);
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object" && Array.isArray((parsed as { topics?: unknown }).topics)
      ? (parsed as { topics: unknown[] }).topics
      : undefined;
  if (list) {
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
  return listLines(text).map((line) => {
    const [topic, ...rest] = line.split(/:\s+|\s+[-–—]\s+/);
    return { topic: topic.trim(), details: rest.join(": ").trim() };
  });
}
