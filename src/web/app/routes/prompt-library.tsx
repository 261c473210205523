import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Prompt Library" description="Browse curated prompts and add them to your own." />;
}
