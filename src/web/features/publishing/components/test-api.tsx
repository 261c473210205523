import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { readRequest } from "../../../../../tests/helpers/fake-api-client";

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers by "METHOD /api/path" and records every call (what the component sent). */
export function stubApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const { url, method, body } = await readRequest(input, init);
      const call = { method, path: url.pathname, body, query: url.searchParams };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : json({ error: { code: "not_found", message: "Not found" } }, 404);
    }),
  );
  return calls;
}

export function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
