import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="My Images" description="Your generated and uploaded images." />;
}
