import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { ScheduledPost } from "@/shared/contracts/publishing";
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

/** A scheduled post to Bluesky for component tests; `extra` sets what the test is about. */
export const samplePost = (extra: Partial<ScheduledPost> = {}): ScheduledPost => ({
  id: "p1",
  account_id: "a1",
  account_name: "Sky",
  platform: "bluesky",
  batch_id: "b1",
  content: "Team launch",
  content_type: "social_media",
  images: [],
  scheduled_at: "2099-03-04T09:30:00.000Z",
  status: "scheduled",
  attempts: 0,
  published_at: null,
  parts: null,
  first_comment: null,
  published_parts: 0,
  post_url: null,
  error: null,
  metrics: null,
  draft_id: null,
  needs_approval: false,
  created_at: "",
  updated_at: "",
  ...extra,
});
