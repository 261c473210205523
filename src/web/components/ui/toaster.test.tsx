// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/web/components/ui/toaster";
import { toast } from "@/web/lib/toast";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
});

describe("Toaster and toast helper", () => {
  it("shows a success toast with its description and returns its id", async () => {
    render(<Toaster />);
    let id: string | number = "";
    act(() => {
      id = toast.success("Note saved successfully!", "Your note is in the list.");
    });
    expect(id).not.toBe("");
    expect(await screen.findByText("Note saved successfully!")).toBeInTheDocument();
    expect(screen.getByText("Your note is in the list.")).toBeInTheDocument();
  });

  it("shows the Coming Soon notice", async () => {
    render(<Toaster />);
    act(() => {
      toast.comingSoon();
    });
    expect(await screen.findByText("Coming Soon")).toBeInTheDocument();
  });

  it("keeps at most three toasts visible", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      for (const title of ["One", "Two", "Three", "Four"]) toast.message(title);
    });
    await screen.findByText("Four");
    const visible = container.ownerDocument.querySelectorAll(
      '[data-sonner-toast][data-visible="true"]',
    );
    expect(visible).toHaveLength(3);
  });
});
