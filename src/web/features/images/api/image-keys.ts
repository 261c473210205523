/** Query keys of My Images: saved generated images under "images", uploaded ones under "uploads". */
export const imageKeys = {
  all: ["images"] as const,
  list: () => [...imageKeys.all, "list"] as const,
};

export const uploadKeys = {
  all: ["uploads"] as const,
  list: () => [...uploadKeys.all, "list"] as const,
};

export const GALLERY_PAGE_SIZE = 48;
