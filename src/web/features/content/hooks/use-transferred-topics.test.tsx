// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useTransferredTopics } from "./use-transferred-topics";

vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const state = { transferredTopics: [{ topic: "Refills", details: "How they work" }, { topic: "Composting" }] };
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[{ pathname: "/social-media", state }]}>{children}</MemoryRouter>;

describe("useTransferredTopics", () => {
  it("waits for the page's prompts and models, then fills the rows once", () => {
    const onTopics = vi.fn();
    const { rerender } = renderHook(({ ready }) => useTransferredTopics(true, onTopics, ready), { wrapper, initialProps: { ready: false } });
    expect(onTopics).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(onTopics).toHaveBeenCalledTimes(1);
    expect(onTopics).toHaveBeenCalledWith(["Refills\n\nHow they work", "Composting"]);
    rerender({ ready: true });
    expect(onTopics).toHaveBeenCalledTimes(1);
  });
});
