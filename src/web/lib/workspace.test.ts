// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.resetModules();
});

describe("this tab's workspace", () => {
  it("is the one a ?ws= link names, and stays this tab's for the pages opened next", async () => {
    window.history.replaceState(null, "", "/workspace?ws=00000000-0000-4000-8000-000000000002");
    const linked = await import("./workspace");
    expect(linked.currentWorkspaceId()).toBe("00000000-0000-4000-8000-000000000002");

    // The next page load of the tab, without the parameter.
    window.history.replaceState(null, "", "/calendar");
    vi.resetModules();
    const next = await import("./workspace");
    expect(next.currentWorkspaceId()).toBe("00000000-0000-4000-8000-000000000002");
  });

  it("is the personal one (null) when neither a link nor the tab names one", async () => {
    const { currentWorkspaceId } = await import("./workspace");
    expect(currentWorkspaceId()).toBeNull();
  });
});
