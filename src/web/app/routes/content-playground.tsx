import { ContentPlayground } from "@/web/features/notes/components/content-playground";

export default function ContentPlaygroundPage() {
  return <ContentPlayground />;
}
