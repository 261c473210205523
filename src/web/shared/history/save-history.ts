import type { CreateHistoryInput, HistoryItem } from "@/shared/contracts/history";
import { api } from "@/web/lib/api-client";

/** Records a result in content_history (spec §7). */
export const postHistory = (entry: CreateHistoryInput) => api.post<HistoryItem>("/history", entry);
