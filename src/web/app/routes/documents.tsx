import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Document Loader" description="Upload documents and turn them into content." />;
}
