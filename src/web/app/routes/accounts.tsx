import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Social Media Accounts" description="Manage your social media accounts." />;
}
