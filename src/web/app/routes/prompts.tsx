import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Manage Prompts" description="Create and organise your prompt templates." />;
}
