import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { GALLERY_PAGE_SIZE, imageKeys } from "./image-keys";



export const getSavedImages = (cursor: string | undefined, signal?: AbortSignal) =>
  unwrap(client.GET("/api/images", { params: { query: { limit: GALLERY_PAGE_SIZE, cursor } }, signal }));

export const savedImagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: imageKeys.list(),
    queryFn: ({ pageParam, signal }) => getSavedImages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The caller's saved generated images, newest first, a page at a time. */
export const useSavedImages = () => useInfiniteQuery(savedImagesQueryOptions());
