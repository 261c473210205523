// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import AboutPage from "@/web/app/routes/about";

function renderAbout() {
  return render(
    <MemoryRouter initialEntries={["/about"]}>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe("AboutPage", () => {
  it("describes the product, its audience, its flow and how it is built", () => {
    renderAbout();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "An AI content studio that works on your terms",
    );
    expect(screen.getByRole("heading", { name: "Agencies" })).toBeInTheDocument();
    const flow = screen.getByRole("region", { name: "Generate, refine, share" });
    expect(
      within(flow)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Generate", "Refine", "Share"]);
    for (const name of [
      "Self-hostable",
      "Your data stays with you",
      "Works offline",
      "Connects to AI providers",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole("heading", { name: "Built by a learning and AI-services company" }),
    ).toBeInTheDocument();
  });

  it("links back home and calls to action to /auth only", () => {
    renderAbout();
    for (const back of screen.getAllByRole("link", { name: "Back to home" })) {
      expect(back).toHaveAttribute("href", "/");
    }
    const cta = screen.getByRole("region", { name: "Ready to write your next post?" });
    expect(within(cta).getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(screen.getByRole("link", { name: "Why is it free?" })).toHaveAttribute(
      "href",
      "/why-free",
    );
  });
});
