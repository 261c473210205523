// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import LandingPage from "@/web/app/routes/landing";

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Links that are navigation, not calls to action: home, the two info pages, contact, the skip link. */
const NON_CTA_HREFS = new Set([
  "/",
  "/about",
  "/why-free",
  "/privacy",
  "/terms",
  "mailto:hello@example.com",
  "#main-content",
]);

describe("LandingPage", () => {
  it("sends every call to action to /auth", () => {
    renderLanding();
    const links = screen.getAllByRole("link");
    const ctas = links.filter((link) => !NON_CTA_HREFS.has(link.getAttribute("href") ?? ""));

    expect(ctas.map((link) => link.textContent)).toEqual([
      "Sign In",
      "Get Started Free",
      "Get Started Free",
      "Sign In",
    ]);
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/auth");
    for (const name of [/sign in/i, /get started/i, /start now/i]) {
      for (const link of screen.queryAllByRole("link", { name })) {
        expect(link).toHaveAttribute("href", "/auth");
      }
    }
  });

  it("opens the sign-in page from the hero's Get Started Free", async () => {
    const user = userEvent.setup();
    renderLanding();
    const hero = screen.getByRole("region", { name: /turn one idea into a week of/i });
    await user.click(within(hero).getByRole("link", { name: "Get Started Free" }));
    expect(screen.getByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
  });

  it("shows the spec's sections in order", () => {
    renderLanding();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Turn one idea into a week of on-brand content",
    );
    const hero = screen.getByRole("region", { name: /turn one idea into a week of/i });
    expect(within(hero).getByText("Free during early access").closest("p")).toHaveTextContent(
      "Free during early access · No credit card required",
    );
    const steps = screen.getByRole("region", { name: "From idea to published in three steps" });
    expect(
      within(steps)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Generate", "Refine", "Share"]);
    const features = screen.getByRole("region", {
      name: "Everything you need to go from draft to done",
    });
    expect(within(features).getAllByRole("heading", { level: 3 })).toHaveLength(9);
    for (const audience of [
      "Marketers",
      "Startups & founders",
      "Content creators",
      "Agencies",
      "Social media managers",
      "Innovators",
    ]) {
      expect(screen.getByRole("heading", { name: audience })).toBeInTheDocument();
    }
    expect(
      screen.getByRole("img", { name: /preview of the content studio workspace/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Questions, answered" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Your next great post is one idea away" }),
    ).toBeInTheDocument();
  });

  it("toggles FAQ answers one at a time", async () => {
    const user = userEvent.setup();
    renderLanding();
    const free = screen.getByRole("button", { name: "Is Content Studio really free?" });
    const apiKey = screen.getByRole("button", { name: "Do I need an API key?" });
    expect(free).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/pricing is to be announced/)).not.toBeInTheDocument();

    await user.click(free);
    expect(free).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/pricing is to be announced/)).toBeVisible();

    await user.click(apiKey);
    expect(screen.getByText(/built-in offline models/)).toBeVisible();
    expect(free).toHaveAttribute("aria-expanded", "false");

    await user.click(apiKey);
    expect(apiKey).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/built-in offline models/)).not.toBeInTheDocument();
  });

  it("opens a FAQ answer from the keyboard", async () => {
    const user = userEvent.setup();
    renderLanding();
    const where = screen.getByRole("button", { name: "Where is my data stored?" });
    where.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText(/your own PostgreSQL database/)).toBeVisible();
  });
});
