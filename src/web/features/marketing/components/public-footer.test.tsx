// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
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
  it("links Privacy Policy and Terms of Service to their pages", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
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
