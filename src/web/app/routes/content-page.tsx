import type { ContentPageDef } from "@/shared/content-types";
import { ContentPageView } from "@/web/features/content/components/content-page-view";
import { ScheduleDialog } from "@/web/features/publishing/components/schedule-dialog";

/**
 * /social-media, /email-broadcast, /newsletter, /article and /other: one page design (spec §2 "Content pages"); a
 * row's Schedule opens publishing's dialog.
 */
export default function ContentPage({ page }: { page: ContentPageDef }) {
  return <ContentPageView page={page} ScheduleDialog={ScheduleDialog} />;
}
