import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { accountKeys } from "@/web/features/accounts/api/account-keys";
import { client, unwrap } from "@/web/lib/api-client";

/** The caller's social accounts, one page of the largest size: used by the accounts page, the calendar and Schedule. */
export async function fetchAccounts() {
  const page = await unwrap(client.GET("/api/accounts", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: fetchAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
