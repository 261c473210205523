// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function open(onConfirm: () => void | Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(<ConfirmDialog open title="Remove it?" description="This cannot be undone." busyLabel="Removing…" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe("ConfirmDialog", () => {
  it("closes at once when confirming does no refusable work", async () => {
    const onOpenChange = open(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open with the reason when the work is refused, and closes when it succeeds", async () => {
    let attempt = 0;
    const onOpenChange = open(() => (attempt++ === 0 ? Promise.reject(new Error("It is the default model.")) : Promise.resolve()));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("It is the default model.");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
