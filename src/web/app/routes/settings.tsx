import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Settings" description="AI models available in your workspace." />;
}
