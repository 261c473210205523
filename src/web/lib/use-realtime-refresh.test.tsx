// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeHandler, RealtimeState } from "./realtime";

// The app's client, replaced by one whose events and state changes the test fires itself.
const fake = vi.hoisted(() => ({
  handlers: new Map<string, RealtimeHandler>(),
  stateListeners: new Set<(state: RealtimeState) => void>(),
}));
vi.mock("./realtime", () => ({
  realtime: {
    subscribe(channel: string, event: string, handler: RealtimeHandler) {
      fake.handlers.set(`${channel}/${event}`, handler);
      return () => fake.handlers.delete(`${channel}/${event}`);
    },
    onStateChange(listener: (state: RealtimeState) => void) {
      fake.stateListeners.add(listener);
      return () => fake.stateListeners.delete(listener);
    },
  },
}));
const { useRealtimeRefresh } = await import("./use-realtime-refresh");

afterEach(cleanup);

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useRealtimeRefresh(["posts"], [["scheduled-posts", "post-updated"], ["other", "changed"]]), { wrapper });
  return { invalidate, hook };
}

describe("useRealtimeRefresh", () => {
  it("invalidates the key on each event and on each (re)open of the socket", () => {
    const { invalidate } = setup();
    expect([...fake.handlers.keys()]).toEqual(["scheduled-posts/post-updated", "other/changed"]);
    fake.handlers.get("scheduled-posts/post-updated")!({ id: "p1", status: "published" });
    fake.handlers.get("other/changed")!({});
    for (const listener of fake.stateListeners) listener("closed");
    for (const listener of fake.stateListeners) listener("open");
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ["posts"] });
  });

  it("stops listening on unmount, and a re-render with a fresh array does not resubscribe", () => {
    const { hook } = setup();
    const before = fake.handlers.get("other/changed");
    hook.rerender();
    expect(fake.handlers.get("other/changed")).toBe(before);
    hook.unmount();
    expect(fake.handlers.size).toBe(0);
    expect(fake.stateListeners.size).toBe(0);
  });
});
