import { PageHeader } from "@/web/components/ui/page-header";
import { ImagePlayground } from "@/web/features/image-playground/components/image-playground";
import { playgroundCopy } from "@/web/features/image-playground/copy";

export default function ImagePlaygroundPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={playgroundCopy.title} description={playgroundCopy.description} />
      <ImagePlayground />
    </div>
  );
}
