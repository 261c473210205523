import { format } from "date-fns";
import { Upload } from "lucide-react";
import { useMemo, useState } from "react";
import { HISTORY } from "@/shared/constants";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { messages } from "@/shared/messages";
import { EmptyState } from "@/web/components/ui/empty-state";
import { useUploadedImages } from "../api/get-uploaded-images";
import { imagesCopy as copy } from "../copy";
import { useImageDeletion } from "../hooks/use-image-deletion";
import { useLoadErrorToast } from "../hooks/use-load-error-toast";
import { formatBytes } from "@/web/lib/files";
import { GalleryError } from "./gallery-error";
import { GalleryGrid } from "./gallery-grid";
import { ImageDetailsDialog, type ImageDetails } from "./image-details-dialog";

function detailsOf(image: UploadedImage, n: number): ImageDetails {
  return {
    title: copy.uploadedDetails,
    url: image.url,
    alt: copy.uploadedAlt(n),
    aspect: image.width && image.height ? image.width / image.height : undefined,
    downloadName: `uploaded-image-${image.id.slice(0, 8)}`,
    rows: [
      [copy.fields.dimensions, copy.dimensions(image.width, image.height)],
      [copy.fields.type, image.mime_type ?? messages.common.dash],
      [copy.fields.size, image.size_bytes ? formatBytes(image.size_bytes) : messages.common.dash],
      [copy.fields.uploaded, format(new Date(image.created_at), HISTORY.dateFormat)],
    ],
  };
}

/** The 'Uploaded Images' tab. */
export function UploadedImagesTab() {
  const query = useUploadedImages();
  const [openId, setOpenId] = useState<string | null>(null);
  const { remove, deleting } = useImageDeletion("uploaded", () => setOpenId(null));
  useLoadErrorToast(query.error);

  const images = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  const index = images?.findIndex((i) => i.id === openId) ?? -1;
  const open = index >= 0 ? images![index] : undefined;

  if (query.isError && !images) return <GalleryError error={query.error} onRetry={() => void query.refetch()} />;
  if (images?.length === 0) return <EmptyState icon={Upload} title={messages.images.emptyUploaded} />;
  return (
    <>
      <GalleryGrid
        items={images?.map((img, i) => ({ id: img.id, url: img.url, alt: copy.uploadedAlt(i + 1) }))}
        isLoading={query.isPending}
        onOpen={setOpenId}
        hasMore={query.hasNextPage}
        isLoadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      <ImageDetailsDialog details={open ? detailsOf(open, index + 1) : null} onClose={() => setOpenId(null)} onDelete={() => open && remove(open.id)} deleting={deleting} />
    </>
  );
}
