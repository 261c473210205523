import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Account } from "@/shared/contracts/accounts";
import { LIMITS } from "@/shared/constants";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const accountKeys = {
  all: queryRoots.accounts,
  list: () => [...accountKeys.all, "list"] as const,
};

export async function fetchAccounts(): Promise<Account[]> {
  const page = await api.get<{ data: Account[] }>("/accounts", { query: { limit: LIMITS.pageSizeMax } });
  return page.data;
}

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: fetchAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
