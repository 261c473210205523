import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiConnection } from "@/shared/contracts/connections";
import { client, unwrap } from "@/web/lib/api-client";
import { aiConnectionKeys } from "./ai-connection-keys";

/** The connections an admin manages: the built-in and local ones are part of the server and listed elsewhere. */
export const isManaged = (c: Pick<AiConnection, "managed_by">) => c.managed_by !== "system";

export async function getConnections(signal?: AbortSignal): Promise<AiConnection[]> {
  const page = await unwrap(client.GET("/api/connections", { signal }));
  return page.data.filter(isManaged);
}

export const connectionsQueryOptions = () => queryOptions({ queryKey: aiConnectionKeys.list(), queryFn: ({ signal }) => getConnections(signal) });

export const useConnections = () => useQuery(connectionsQueryOptions());
