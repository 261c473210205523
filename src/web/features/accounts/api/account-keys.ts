import { queryRoots } from "@/web/lib/query-roots";

/** Keys of the caller's social accounts (/api/accounts). The list's query is shared (`@/web/shared/accounts/get-accounts`): the accounts page, the calendar and the schedule dialog read it. */
export const accountKeys = {
  all: queryRoots.accounts,
  list: () => [...accountKeys.all, "list"] as const,
};
