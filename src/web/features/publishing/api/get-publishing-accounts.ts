import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export async function fetchPublishingAccounts() {
  return (await unwrap(client.GET("/api/publishing-accounts"))).data;
}

export const publishingAccountsQueryOptions = () => queryOptions({ queryKey: publishingAccountKeys.list(), queryFn: fetchPublishingAccounts });

/** The caller's publishing accounts by social account id (secrets never come back, only a hint). */
export function usePublishingAccounts() {
  return useQuery({ ...publishingAccountsQueryOptions(), select: (list) => new Map(list.map((c) => [c.account_id, c])) });
}
