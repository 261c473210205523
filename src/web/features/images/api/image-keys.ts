import { queryRoots } from "@/web/lib/query-roots";

/** Query keys of My Images: saved generated images under "images", uploaded ones under "uploads". */
export const imageKeys = {
  all: queryRoots.images,
  list: () => [...imageKeys.all, "list"] as const,
  /** The newest images the shared image picker offers. */
  picker: () => [...imageKeys.all, "picker"] as const,
};

export const uploadKeys = {
  all: queryRoots.uploads,
  list: () => [...uploadKeys.all, "list"] as const,
  picker: () => [...uploadKeys.all, "picker"] as const,
};

export const GALLERY_PAGE_SIZE = 48;
