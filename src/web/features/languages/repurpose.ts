/** Runs a repurpose and sends each result to its content page and to History, linked to the source. */
import { CONTENT_PAGES } from "@/shared/content-types";
import type { RepurposeBody, RepurposeItem, RepurposeResult } from "@/shared/contracts/functions";
import type { CreateHistoryInput } from "@/shared/contracts/history";
import { REPURPOSE_TARGETS } from "@/shared/repurpose-targets";
import { api } from "@/web/lib/api-client";
import { pushToInbox } from "./repurpose-inbox";

export const runRepurpose = (body: RepurposeBody) => api.post<RepurposeResult>("/functions/repurpose", body);

export interface RepurposeSource {
  text: string;
  /** The history item repurposed, when it came from History. */
  historyId?: string | null;
}

export function repurposeHistoryEntry(
  item: RepurposeItem,
  language: string,
  source: RepurposeSource,
  timestamp: string,
  modelId: string | null,
): CreateHistoryInput {
  const target = REPURPOSE_TARGETS[item.target];
  return {
    content: item.content,
    content_type: target.contentType,
    original_content: source.text,
    metadata: {
      operation: "repurpose",
      target: item.target,
      targetLabel: target.label,
      language,
      sourceHistoryId: source.historyId ?? null,
      modelId,
      timestamp,
      contentType: target.contentType,
      count: Math.max(...item.parts.map((p) => p.count)),
      limit: item.max,
      overLimit: item.over,
      parts: item.parts.length,
    },
  };
}

/** The content page a target's results land on. */
export const pageFor = (item: RepurposeItem) => CONTENT_PAGES.find((p) => p.contentType === REPURPOSE_TARGETS[item.target].contentType)!;

export async function deliverResults(
  result: RepurposeResult,
  source: RepurposeSource,
  modelId: string | null,
  save: (entry: CreateHistoryInput) => Promise<unknown>,
  now = new Date(),
) {
  const timestamp = now.toISOString();
  for (const item of result.results) pushToInbox(pageFor(item).storageKey, [{ source: source.text, content: item.content, timestamp }]);
  await Promise.all(result.results.map((item) => save(repurposeHistoryEntry(item, result.language, source, timestamp, modelId))));
}
