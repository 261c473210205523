// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { GeneratedResults } from "./generated-results";

describe("GeneratedResults", () => {
  it("offers Stop while images are being generated, and not once they are not", async () => {
    const stop = vi.fn();
    const props = { images: [], request: null, startedAt: Date.now(), error: null, stop };
    const view = render(<GeneratedResults {...props} isGenerating />);
    expect(screen.getByRole("status")).toHaveTextContent(/Generating images\.\.\. \d+s/);
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(stop).toHaveBeenCalledTimes(1);
    view.rerender(<GeneratedResults {...props} isGenerating={false} />);
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });
});
