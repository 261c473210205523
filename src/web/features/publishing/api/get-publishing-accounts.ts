import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { publishingAccountKeys } from "./publishing-account-keys";

export async function fetchPublishingAccounts(): Promise<PublishingAccount[]> {
  return (await api.get<{ data: PublishingAccount[] }>("/publishing-accounts")).data;
}

export const publishingAccountsQueryOptions = () => queryOptions({ queryKey: publishingAccountKeys.list(), queryFn: fetchPublishingAccounts });

/** The caller's publishing accounts by social account id (secrets never come back, only a hint). */
export function usePublishingAccounts() {
  return useQuery({ ...publishingAccountsQueryOptions(), select: (list) => new Map(list.map((c) => [c.account_id, c])) });
}
