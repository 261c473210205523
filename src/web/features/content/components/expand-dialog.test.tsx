// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TranslateDialog } from "@/web/shared/languages/translate-dialog";
import { ExpandDialog } from "./expand-dialog";

describe("tool dialogs on the shared frame", () => {
  it("Expand answers the chosen length and closes; Cancel closes without answering", async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    render(<ExpandDialog open target="post" opener={null} onOpenChange={onOpenChange} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("radio", { name: /Long/ }));
    await userEvent.click(screen.getByRole("button", { name: "Expand" }));
    expect(onSubmit).toHaveBeenCalledWith("long");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("Translate answers the language chosen, starting from the page's", async () => {
    const onSubmit = vi.fn();
    // The language picker reads the models (to mark what the demo writer cannot write): none are known here.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <TranslateDialog open initial="de" onOpenChange={() => {}} onSubmit={onSubmit} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect(onSubmit).toHaveBeenLastCalledWith("de");
  });
});
