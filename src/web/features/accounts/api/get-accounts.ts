import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@/shared/constants";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const accountKeys = {
  all: queryRoots.accounts,
  list: () => [...accountKeys.all, "list"] as const,
};

export async function fetchAccounts() {
  const page = await unwrap(client.GET("/api/accounts", { params: { query: { limit: LIMITS.pageSizeMax } } }));
  return page.data;
}

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: fetchAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
