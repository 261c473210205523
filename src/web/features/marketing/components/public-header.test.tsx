// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PublicHeader } from "@/web/features/marketing/components/public-header";

function renderHeader(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader />
    </MemoryRouter>,
  );
}

describe("PublicHeader", () => {
  it("shows the wordmark, the nav links and Sign In", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Content Studio" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(within(nav).getByRole("link", { name: "Why free?" })).toHaveAttribute(
      "href",
      "/why-free",
    );
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  it("marks the current page in the nav", () => {
    renderHeader("/why-free");
    expect(screen.getByRole("link", { name: "Why free?" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
  });

  it("offers the nav links in a menu on narrow screens", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "About" })).toHaveAttribute("href", "/about");
    expect(within(menu).getByRole("menuitem", { name: "Why free?" })).toHaveAttribute(
      "href",
      "/why-free",
    );
  });
});
