import { QueryClient } from "@tanstack/react-query";
import { QUERY } from "@/shared/constants";
import { ApiError } from "./api-error";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.staleTimeMs,
        refetchOnWindowFocus: true,
        // Retry once, but never on answers that will not change (4xx).
        retry: (count, err) => count < QUERY.retry && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
    },
  });
}
