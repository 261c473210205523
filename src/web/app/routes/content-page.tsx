import type { ContentPageDef } from "@/shared/content-types";
import { PageHeader } from "@/web/components/ui/page-header";

export default function ContentPage({ page }: { page: ContentPageDef }) {
  return <PageHeader title={page.title} description={page.description} />;
}
