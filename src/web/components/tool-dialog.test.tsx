// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToolDialog, type ToolDialogProps } from "./tool-dialog";

const texts = { title: "Expand", description: "How long?", submit: "Expand it", cancel: "Cancel" };

function renderTool(props: Partial<ToolDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onSubmit = vi.fn();
  const view = render(
    <ToolDialog open texts={texts} onOpenChange={onOpenChange} onSubmit={onSubmit} {...props}>
      <label>
        Notes
        <input name="notes" />
      </label>
    </ToolDialog>,
  );
  return { onOpenChange, onSubmit, view };
}

describe("ToolDialog", () => {
  it("runs the tool from the button and from Enter in a field, and cancels", async () => {
    const { onSubmit, onOpenChange } = renderTool();
    expect(screen.getByRole("dialog", { name: "Expand" })).toHaveAccessibleDescription("How long?");
    await userEvent.click(screen.getByRole("button", { name: "Expand it" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText("Notes"), "shorter{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("while busy shows the busy label, does not run again, and with holdWhileBusy cannot be closed", async () => {
    const { onSubmit, onOpenChange } = renderTool({ busy: true, texts: { ...texts, busy: "Writing..." }, holdWhileBusy: true });
    const button = screen.getByRole("button", { name: "Writing..." });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Notes"), "x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("without holdWhileBusy closes even while busy, and a disabled submit does nothing", async () => {
    const { onSubmit, onOpenChange } = renderTool({ busy: true, texts: { ...texts, busy: "Writing..." } });
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    renderTool({ submitDisabled: true, texts: { ...texts, title: "Other" } });
    expect(screen.getAllByRole("button", { name: "Expand it" }).at(-1)).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("in the workbench layout keeps the submit beside the fields and shows results in a live region", async () => {
    const { onSubmit } = renderTool({ layout: "workbench", beside: <span>Count</span>, results: <p>Result one</p> });
    expect(screen.getByText("Result one").closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await userEvent.click(screen.getByRole("button", { name: "Expand it" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("offers Stop only while busy, and only to a tool that can stop", async () => {
    const onStop = vi.fn();
    const { view } = renderTool({ onStop });
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    view.rerender(
      <ToolDialog open busy holdWhileBusy onStop={onStop} texts={{ ...texts, busy: "Writing..." }} onOpenChange={vi.fn()} onSubmit={vi.fn()}>
        <input aria-label="Notes" />
      </ToolDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledTimes(1);
    view.unmount();
    renderTool({ busy: true });
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });

  it("once answered shows the outcome and its actions instead of the form", () => {
    renderTool({ outcome: { body: <p>Three drafts landed</p>, actions: <button type="button">Open page</button> } });
    expect(screen.getByText("Three drafts landed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open page" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Notes")).toBeNull();
    expect(screen.queryByRole("button", { name: "Expand it" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
