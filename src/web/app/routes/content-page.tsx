import type { ContentPageDef } from "@/shared/content-types";
import { ContentPageView } from "@/web/features/content/components/content-page-view";
import { DemoNotice } from "@/web/features/local-models/components/demo-notice";
import { ScheduleDialog } from "@/web/features/publishing/components/schedule-dialog";
import { ClientComments } from "@/web/features/review/components/client-comments";
import { ShareForReview } from "@/web/features/review/components/share-for-review";

/**
 * /social-media, /email-broadcast, /newsletter, /article and /other: one page design (spec §2 "Content pages"); a
 * row's Schedule opens publishing's dialog; Share for review and the clients' comments come from review links.
 */
export default function ContentPage({ page }: { page: ContentPageDef }) {
  return (
    <div className="flex flex-col gap-4">
      <DemoNotice />
      <div className="flex justify-end">
        <ShareForReview page={page.contentType} />
      </div>
      <ClientComments page={page.contentType} />
      <ContentPageView page={page} ScheduleDialog={ScheduleDialog} />
    </div>
  );
}
