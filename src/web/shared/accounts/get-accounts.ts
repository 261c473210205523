import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Account } from "@/shared/contracts/accounts";
import { LIMITS } from "@/shared/constants";
import { accountKeys } from "@/web/features/accounts/api/account-keys";
import { api } from "@/web/lib/api-client";

/** The caller's social accounts, one page of the largest size: used by the accounts page, the calendar and Schedule. */
export async function fetchAccounts(): Promise<Account[]> {
  const page = await api.get<{ data: Account[] }>("/accounts", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: fetchAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
