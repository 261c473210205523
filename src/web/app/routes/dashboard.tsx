import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Your Content Dashboard" description="" />;
}
