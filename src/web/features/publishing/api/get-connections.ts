import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Connection } from "@/shared/contracts/publishing";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

export const connectionKeys = {
  all: queryRoots.connections,
  list: () => [...connectionKeys.all, "list"] as const,
};

export async function fetchConnections(): Promise<Connection[]> {
  return (await api.get<{ data: Connection[] }>("/account-connections")).data;
}

export const connectionsQueryOptions = () => queryOptions({ queryKey: connectionKeys.list(), queryFn: fetchConnections });

/** The caller's platform connections by account id (secrets never come back, only a hint). */
export function useConnections() {
  return useQuery({ ...connectionsQueryOptions(), select: (list) => new Map(list.map((c) => [c.account_id, c])) });
}
