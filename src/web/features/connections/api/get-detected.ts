import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { aiConnectionKeys } from "./ai-connection-keys";

/** Servers found on this machine that are not connections yet (Ollama on its usual port); admins only. */
export const detectedQueryOptions = () =>
  queryOptions({
    queryKey: aiConnectionKeys.detected(),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/connections/detected", { signal }))).data,
  });

export const useDetectedConnections = (enabled: boolean) => useQuery({ ...detectedQueryOptions(), enabled });
