// @vitest-environment jsdom
import * as React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResizablePanel } from "@/web/components/ui/resizable-panel";

function Harness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = React.useState(initiallyOpen);
  return (
    <div>
      <p>Outside content</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open prompts
      </button>
      <ResizablePanel open={open} onOpenChange={setOpen} title="Prompts">
        <p>Panel body</p>
      </ResizablePanel>
    </div>
  );
}

const setViewportWidth = (width: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  fireEvent(window, new Event("resize"));
};

const panel = () => screen.getByRole("dialog", { name: "Prompts" });
const handle = () => screen.getByRole("separator", { name: "Resize panel" });

function drag(from: number, to: number) {
  fireEvent.pointerDown(handle(), { button: 0, clientX: from, pointerId: 1 });
  fireEvent.pointerMove(window, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(window, { clientX: to, pointerId: 1 });
}

beforeEach(() => setViewportWidth(1600));
afterEach(cleanup);

describe("ResizablePanel", () => {
  it("opens 448 px wide with an accessible, keyboard-focusable resize handle", () => {
    render(<Harness />);
    expect(panel()).toHaveStyle({ width: "448px" });
    expect(panel()).toHaveTextContent("Panel body");
    expect(handle()).toHaveAttribute("aria-orientation", "vertical");
    expect(handle()).toHaveAttribute("aria-valuenow", "448");
    expect(handle()).toHaveAttribute("aria-valuemin", "320");
    expect(handle()).toHaveAttribute("aria-valuemax", "1024");
    expect(handle()).toHaveAttribute("tabindex", "0");
  });

  it("grows when its left edge is dragged left and clamps to 320..1024", () => {
    render(<Harness />);
    drag(1000, 900);
    expect(panel()).toHaveStyle({ width: "548px" });
    drag(1000, 0);
    expect(panel()).toHaveStyle({ width: "1024px" });
    drag(400, 1500);
    expect(panel()).toHaveStyle({ width: "320px" });
    expect(handle()).toHaveAttribute("aria-valuenow", "320");
  });

  it("stops resizing once the pointer is released", () => {
    render(<Harness />);
    drag(1000, 950);
    fireEvent.pointerMove(window, { clientX: 100 });
    expect(panel()).toHaveStyle({ width: "498px" });
  });

  it("resizes with the arrow, Home and End keys within the bounds", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    handle().focus();
    await user.keyboard("{ArrowLeft}");
    expect(handle()).toHaveAttribute("aria-valuenow", "464");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(handle()).toHaveAttribute("aria-valuenow", "432");
    await user.keyboard("{End}{ArrowLeft}");
    expect(panel()).toHaveStyle({ width: "1024px" });
    await user.keyboard("{Home}{ArrowRight}");
    expect(panel()).toHaveStyle({ width: "320px" });
  });

  it("never grows wider than the viewport", () => {
    setViewportWidth(700);
    render(<Harness />);
    drag(600, 0);
    expect(panel()).toHaveStyle({ width: "700px" });
    expect(handle()).toHaveAttribute("aria-valuemax", "700");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(panel()).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on a click outside but not on a click inside", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText("Panel body"));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByText("Outside content"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with the Close button and keeps its width when reopened", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    drag(1000, 800);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open prompts" }));
    expect(panel()).toHaveStyle({ width: "648px" });
  });
});
