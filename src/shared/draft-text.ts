import type { DraftData } from "./contracts/drafts";

/** The post text a draft shows: its current version's, or the generated post before it has versions. */
export function draftText(data: DraftData): string {
  const index = Math.min(Math.max(0, data.currentVersionIndex), Math.max(0, data.versions.length - 1));
  return data.versions[index]?.content ?? data.generatedPost;
}

/** The draft's data with its shown text replaced (the current version in place, the generated post with it). */
export function withDraftText(data: DraftData, text: string): DraftData {
  if (data.versions.length === 0) return { ...data, generatedPost: text };
  const index = Math.min(Math.max(0, data.currentVersionIndex), data.versions.length - 1);
  return { ...data, generatedPost: text, versions: data.versions.map((v, i) => (i === index ? { ...v, content: text } : v)) };
}
