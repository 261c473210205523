import { DashboardView } from "@/web/features/dashboard/components/dashboard-view";

/** /dashboard (spec §2), also showing the content count, the image count and the latest content. */
export default function DashboardPage() {
  return <DashboardView />;
}
