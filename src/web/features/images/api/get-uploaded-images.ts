import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { UploadedImage } from "@/shared/contracts/uploads";
import { api } from "@/web/lib/api-client";
import { GALLERY_PAGE_SIZE, uploadKeys } from "./image-keys";

type Page = { data: UploadedImage[]; next_cursor: string | null };

export const getUploadedImages = (cursor: string | undefined, signal?: AbortSignal) =>
  api.get<Page>("/uploads", { query: { limit: GALLERY_PAGE_SIZE, cursor }, signal });

export const uploadedImagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: uploadKeys.list(),
    queryFn: ({ pageParam, signal }) => getUploadedImages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The caller's uploaded images, newest first, a page at a time. */
export const useUploadedImages = () => useInfiniteQuery(uploadedImagesQueryOptions());
