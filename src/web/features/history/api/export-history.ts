import { useMutation } from "@tanstack/react-query";
import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { client } from "@/web/lib/api-client";
import { saveFile } from "@/web/lib/save-file";

export interface HistoryExportFilters {
  q?: string;
  type?: ContentType;
  language?: LanguageCode;
}

/** The file name the server gives (`history-<day>.zip`), else one of ours. */
function fileNameOf(response: Response, now: Date): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? `history-${now.toISOString().slice(0, 10)}.zip`;
}

/** GET /api/history/export with the page's filters: a zip of history.csv and the images, saved as a file. */
export async function exportHistory(filters: HistoryExportFilters): Promise<void> {
  const { data, response } = await client.GET("/api/history/export", { params: { query: filters }, parseAs: "blob" });
  if (!response.ok || !data) throw new Error(messages.history.exportFailed);
  saveFile(data, fileNameOf(response, new Date()));
}

export const useExportHistory = () => useMutation({ mutationFn: exportHistory });
