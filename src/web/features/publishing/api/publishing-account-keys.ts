import { queryRoots } from "@/web/lib/query-roots";

/** Keys of the caller's publishing accounts (the platform settings each social account publishes with). */
export const publishingAccountKeys = {
  all: queryRoots.publishingAccounts,
  list: () => [...publishingAccountKeys.all, "list"] as const,
};
