import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Content Style Clusters" description="Group past content into styles." />;
}
