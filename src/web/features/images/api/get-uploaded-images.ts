import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { GALLERY_PAGE_SIZE, uploadKeys } from "./image-keys";



export const getUploadedImages = (cursor: string | undefined, signal?: AbortSignal) =>
  unwrap(client.GET("/api/uploads", { params: { query: { limit: GALLERY_PAGE_SIZE, cursor } }, signal }));

export const uploadedImagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: uploadKeys.list(),
    queryFn: ({ pageParam, signal }) => getUploadedImages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The caller's uploaded images, newest first, a page at a time. */
export const useUploadedImages = () => useInfiniteQuery(uploadedImagesQueryOptions());
