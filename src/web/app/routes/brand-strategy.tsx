import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Brand Strategy" description="Define your brands." />;
}
