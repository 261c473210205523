import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Content History" description="Everything you have generated." />;
}
