import { PageHeader } from "@/web/components/ui/page-header";

export default function Page() {
  return <PageHeader title="Image Playground" description="Generate images with AI." />;
}
