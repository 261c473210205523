import { notesCopy } from "../copy";
import type { Topic } from "./topics";

const labels = notesCopy.sendTargets;

/** The content pages topics can be sent to, in the menu's order (labels as the spec's content types). */
export const SEND_TARGETS = [
  { label: labels.socialMedia, path: "/social-media" },
  { label: labels.emailBroadcast, path: "/email-broadcast" },
  { label: labels.newsletter, path: "/newsletter" },
  { label: labels.article, path: "/article" },
  { label: labels.other, path: "/other" },
] as const;

/** The navigation state content pages read: `{ transferredTopics: [{topic, details}] }`. */
export interface TopicTransferState {
  transferredTopics: Topic[];
}

/** What other pages may send to the playground: a document's text, and whether to extract at once. */
export interface PlaygroundArrival {
  noteContent?: string;
  noteTitle?: string;
  autoExtract: boolean;
}

export function readArrival(state: unknown): PlaygroundArrival | null {
  if (!state || typeof state !== "object") return null;
  const s = state as Record<string, unknown>;
  const noteContent = typeof s.noteContent === "string" ? s.noteContent : undefined;
  const noteTitle = typeof s.noteTitle === "string" ? s.noteTitle : undefined;
  const autoExtract = s.autoExtract === true;
  if (noteContent === undefined && noteTitle === undefined && !autoExtract) return null;
  return { noteContent, noteTitle, autoExtract };
}
