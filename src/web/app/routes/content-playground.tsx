import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Content Playground" description="Turn notes into topics and send them to your content pages." />;
}
