// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PublicFooter } from "@/web/features/marketing/components/public-footer";

function renderFooter() {
  return render(
    <MemoryRouter>
      <PublicFooter year={2030} />
    </MemoryRouter>,
  );
}

describe("PublicFooter", () => {
  it("renders Privacy Policy and Terms of Service as placeholders with no target", async () => {
    const user = userEvent.setup();
    renderFooter();
    for (const name of ["Privacy Policy", "Terms of Service"]) {
      const placeholder = screen.getByText(name);
      expect(placeholder).not.toHaveAttribute("href");
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
    // Tabbing through the footer never lands on a placeholder.
    const focused: string[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      focused.push(document.activeElement?.textContent ?? "");
    }
    expect(focused).not.toContain("Privacy Policy");
    expect(focused).not.toContain("Terms of Service");
  });

  it("links to the contact mailbox", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
  });

  it("names the parent company and the copyright", () => {
    renderFooter();
    expect(screen.getByText("Built by a learning and AI services company.")).toBeInTheDocument();
    expect(screen.getByText("© 2030 Content Studio. All rights reserved.")).toBeInTheDocument();
  });

  it("links the product pages and sign in", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Why free?" })).toHaveAttribute("href", "/why-free");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });
});
