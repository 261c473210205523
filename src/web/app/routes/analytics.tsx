import { AnalyticsView } from "@/web/features/analytics/components/analytics-view";

/** /analytics: how the workspace's published posts did (issue 28). */
export default function AnalyticsPage() {
  return <AnalyticsView />;
}
