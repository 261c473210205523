import type { ContentPageDef } from "@/shared/content-types";
import { ContentPageView } from "@/web/features/content/components/content-page-view";

/** /social-media, /email-broadcast, /newsletter, /article and /other: one page design (spec §2 "Content pages"). */
export default function ContentPage({ page }: { page: ContentPageDef }) {
  return <ContentPageView page={page} />;
}
