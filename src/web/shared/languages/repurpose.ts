/**
 * Runs a repurpose and sends each result to its content page. The server records each result in History, linked
 * to the source item (`history.sourceHistoryId`), in the same request.
 */
import { CONTENT_PAGES } from "@/shared/content-types";
import type { RepurposeBody, RepurposeItem } from "@/shared/contracts/functions";
import { REPURPOSE_TARGETS } from "@/shared/repurpose-targets";
import { type ApiData, client, unwrap } from "@/web/lib/api-client";
import { pushToInbox } from "./repurpose-inbox";

export type RepurposeResult = ApiData<"/api/functions/repurpose", "post">;

export const runRepurpose = (body: RepurposeBody, signal?: AbortSignal) => unwrap(client.POST("/api/functions/repurpose", { body, signal }));

export interface RepurposeSource {
  text: string;
  /** The history item repurposed, when it came from History. */
  historyId?: string | null;
}

/** The content page a target's results land on. */
export const pageFor = (item: RepurposeItem) => CONTENT_PAGES.find((p) => p.contentType === REPURPOSE_TARGETS[item.target].contentType)!;

export function deliverResults(result: { results: RepurposeItem[] }, source: RepurposeSource, now = new Date()) {
  const timestamp = now.toISOString();
  for (const item of result.results) pushToInbox(pageFor(item).storageKey, [{ source: source.text, content: item.content, timestamp, label: REPURPOSE_TARGETS[item.target].label }]);
}
