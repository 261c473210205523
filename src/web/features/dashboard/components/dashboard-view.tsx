import type { ReactNode } from "react";
import { Files, Images } from "lucide-react";
import { PageHeader } from "@/web/components/ui/page-header";
import { StatCard } from "@/web/components/ui/stat-card";
import { useDashboardSummary } from "../api/get-dashboard-summary";
import { dashboardCopy } from "../copy";
import { ContentTools } from "./content-tools";
import { PlaygroundCards } from "./playground-cards";
import { QuickActions } from "./quick-actions";
import { RecentContent } from "./recent-content";
import { TutorialCards } from "./tutorial-cards";

/**
 * 'Your Content Dashboard': counts and recent content, the next scheduled posts, quick actions, the playgrounds, the
 * tools, tutorials. The scheduled posts belong to publishing: the route passes them in as `upcoming`.
 */
export function DashboardView({ upcoming, failedPosts }: { upcoming: ReactNode; failedPosts?: ReactNode }) {
  const { summary, loading } = useDashboardSummary();
  const c = dashboardCopy.summary;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={dashboardCopy.title} description={dashboardCopy.description} />
      {failedPosts}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          <StatCard label={c.content} value={summary?.content_count.toLocaleString("en-US")} icon={Files} hint={<span className="hidden sm:inline">{c.contentHint}</span>} loading={loading} />
          <StatCard label={c.images} value={summary?.image_count.toLocaleString("en-US")} icon={Images} hint={<span className="hidden sm:inline">{c.imagesHint}</span>} loading={loading} />
        </div>
        <div className="lg:col-span-2">
          <RecentContent items={summary?.recent} loading={loading} />
        </div>
      </div>
      {upcoming}
      <QuickActions />
      <PlaygroundCards />
      <ContentTools />
      <TutorialCards />
    </div>
  );
}
