import { DashboardView } from "@/web/features/dashboard/components/dashboard-view";
import { FailedPostsNotice } from "@/web/features/publishing/components/failed-posts-notice";
import { UpcomingPosts } from "@/web/features/publishing/components/upcoming-posts";

/** /dashboard (spec §2), also showing the content count, the image count, the latest content and the next scheduled posts. */
export default function DashboardPage() {
  return <DashboardView upcoming={<UpcomingPosts />} failedPosts={<FailedPostsNotice />} />;
}
