import { format } from "date-fns";
import { ImageIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { HISTORY } from "@/shared/constants";
import type { UserImage } from "@/shared/contracts/images";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { useSavedImages } from "../api/get-saved-images";
import { imagesCopy as copy } from "../copy";
import { useImageDeletion } from "../hooks/use-image-deletion";
import { useLoadErrorToast } from "../hooks/use-load-error-toast";
import { GalleryError } from "./gallery-error";
import { GalleryGrid } from "./gallery-grid";
import { ImageDetailsDialog, type ImageDetails } from "./image-details-dialog";

function detailsOf(image: UserImage): ImageDetails {
  return {
    title: copy.generatedDetails,
    url: image.url,
    alt: copy.generatedAlt(image.prompt),
    aspect: image.width && image.height ? image.width / image.height : undefined,
    downloadName: `generated-image-${image.id.slice(0, 8)}`,
    rows: [
      [copy.fields.prompt, image.prompt || messages.common.dash],
      [copy.fields.model, image.model || messages.common.dash],
      [copy.fields.dimensions, copy.dimensions(image.width, image.height)],
      [copy.fields.saved, format(new Date(image.created_at), HISTORY.dateFormat)],
      ...(image.tags.length ? [[copy.fields.tags, image.tags.join(", ")] as [string, string]] : []),
    ],
  };
}

/** The 'Generated Images' tab: saved images from the playground. */
export function SavedImagesTab() {
  const query = useSavedImages();
  const [openId, setOpenId] = useState<string | null>(null);
  const { remove, deleting } = useImageDeletion("generated", () => setOpenId(null));
  useLoadErrorToast(query.error);

  const images = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  const open = images?.find((i) => i.id === openId);

  if (query.isError && !images) return <GalleryError error={query.error} onRetry={() => void query.refetch()} />;
  if (images?.length === 0) {
    return (
      <EmptyState
        icon={ImageIcon}
        title={messages.images.emptyGenerated}
        description={messages.images.emptyGeneratedHint}
        action={
          <Button asChild variant="outline">
            <Link to="/image-playground">{copy.goToPlayground}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <GalleryGrid
        items={images?.map((i) => ({ id: i.id, url: i.url, alt: copy.generatedAlt(i.prompt) }))}
        isLoading={query.isPending}
        onOpen={setOpenId}
        hasMore={query.hasNextPage}
        isLoadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      <ImageDetailsDialog details={open ? detailsOf(open) : null} onClose={() => setOpenId(null)} onDelete={() => open && remove(open.id)} deleting={deleting} />
    </>
  );
}
