/** An extracted topic (spec §3 "Topic: topic, details"). */
export interface Topic {
  topic: string;
  details: string;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

function toTopic(item: unknown): Topic | null {
  if (typeof item === "string") return item.trim() ? { topic: item.trim(), details: "" } : null;
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>;
    const topic = text(o.topic) || text(o.title) || text(o.name);
    return topic ? { topic, details: text(o.details) || text(o.description) } : null;
  }
  return null;
}

/**
 * The topics of a process-notes answer. The spec says a list of strings, the gateway answers {topic, details}:
 * both are accepted. Null when the answer has no topics list at all ('Invalid response format from server').
 */
export function parseTopics(response: unknown): Topic[] | null {
  const topics = (response as { topics?: unknown } | null)?.topics;
  if (!Array.isArray(topics)) return null;
  return topics.map(toTopic).filter((t): t is Topic => t !== null);
}

/** The clipboard text: one topic per line, its details after a colon. */
export function topicsToClipboardText(topics: readonly Topic[]): string {
  return topics.map((t) => (t.details ? `${t.topic}: ${t.details}` : t.topic)).join("\n");
}
