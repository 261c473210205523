import { z } from "zod";
import { historyItemSchema } from "./history";

/** Recent items carry content and original_content shortened to this many characters. */
export const DASHBOARD_PREVIEW_CHARS = 500;

export const dashboardSummarySchema = z.object({
  content_count: z.number().int(),
  image_count: z.number().int(),
  recent: z.array(historyItemSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
