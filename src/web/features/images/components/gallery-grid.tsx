import { SKELETON_COUNT } from "@/shared/constants";
import { StorageImage } from "@/web/components/storage-image";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { imagesCopy as copy } from "../copy";

export interface GalleryItem {
  id: string;
  url: string;
  alt: string;
}

interface Props {
  items: GalleryItem[] | undefined;
  isLoading: boolean;
  onOpen: (id: string) => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

/** Square thumbnails that open a details dialog; a skeleton grid while loading; 'Load more' for older pages. */
export function GalleryGrid({ items, isLoading, onOpen, hasMore, isLoadingMore, onLoadMore }: Props) {
  if (isLoading || !items) {
    return (
      <div className={GRID} aria-busy="true" data-testid="gallery-skeleton">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className={GRID}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              aria-label={copy.openImage(item.alt)}
              className="block aspect-square w-full overflow-hidden rounded-lg border shadow-xs outline-none transition hover:opacity-90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <StorageImage src={item.url} alt={item.alt} />
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={onLoadMore} disabled={isLoadingMore}>
          {isLoadingMore && <Spinner />}
          {isLoadingMore ? copy.loadingMore : copy.loadMore}
        </Button>
      )}
    </div>
  );
}
