import { z } from "zod";

/** Router state the Content Playground sends (spec §2): `{ transferredTopics: [{topic, details}] }`. */
const topicSchema = z.object({ topic: z.string(), details: z.string().nullish() });
const stateSchema = z.object({ transferredTopics: z.array(topicSchema).min(1) });

export type TopicsResult = { kind: "none" } | { kind: "invalid" } | { kind: "topics"; texts: string[] };

/**
 * The row texts a navigation brings: one per topic (topic, a blank line, its details), or only the first topic on
 * pages that take one (newsletter, article). Router state without topics is simply not a transfer.
 */
export function readTransferredTopics(state: unknown, multiTopic: boolean): TopicsResult {
  if (typeof state !== "object" || state === null || !("transferredTopics" in state)) return { kind: "none" };
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) return { kind: "invalid" };
  const texts = parsed.data.transferredTopics
    .map(({ topic, details }) => [topic.trim(), details?.trim() ?? ""].filter(Boolean).join("\n\n"))
    .filter((text) => text !== "");
  if (texts.length === 0) return { kind: "invalid" };
  return { kind: "topics", texts: multiTopic ? texts : texts.slice(0, 1) };
}
