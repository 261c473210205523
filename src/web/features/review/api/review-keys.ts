import type { DraftPage } from "@/shared/contracts/drafts";
import { queryRoots } from "@/web/lib/query-roots";

/** Keys of review links, under their root: a member's change (realtime resource "reviewLinks") refreshes them all. */
export const reviewKeys = {
  all: queryRoots.reviewLinks,
  links: () => [...reviewKeys.all, "links"] as const,
  comments: (draftIds: string[]) => [...reviewKeys.all, "comments", ...draftIds] as const,
  pageDrafts: (page: DraftPage) => [...reviewKeys.all, "drafts", page] as const,
  /** The public page's own key (no workspace). */
  publicReview: (token: string) => [...reviewKeys.all, "public", token] as const,
};
