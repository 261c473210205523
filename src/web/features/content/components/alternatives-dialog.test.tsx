// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { AlternativesDialog } from "./alternatives-dialog";

describe("AlternativesDialog", () => {
  it("says a count above 10 is out of range instead of quietly making 10, then generates what is asked", async () => {
    const onSubmit = vi.fn();
    render(<AlternativesDialog open opener={null} onOpenChange={() => {}} onSubmit={onSubmit} />);
    const field = screen.getByLabelText("Number of alternatives");
    await userEvent.clear(field);
    await userEvent.type(field, "15");
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.generation.alternativesRange);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue(15);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "4");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(onSubmit).toHaveBeenCalledWith(4);
  });
});
