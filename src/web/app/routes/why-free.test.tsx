// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import WhyFreePage from "@/web/app/routes/why-free";
import { Toaster } from "@/web/components/ui/toaster";
import { toast } from "@/web/lib/toast";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function renderWhyFree() {
  return render(
    <MemoryRouter initialEntries={["/why-free"]}>
      <WhyFreePage />
      <Toaster />
    </MemoryRouter>,
  );
}

describe("WhyFreePage", () => {
  it("explains early access, the parent company and pricing", () => {
    renderWhyFree();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Free while we build it with you",
    );
    expect(screen.getByRole("heading", { name: "Early access" })).toBeInTheDocument();
    expect(screen.getByText(/built by a learning and AI-services company/)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Premium pricing to be announced" }),
    ).toBeInTheDocument();
  });

  it("shows the Coming Soon notice for the idea engine", async () => {
    const user = userEvent.setup();
    renderWhyFree();
    await user.click(screen.getByRole("button", { name: /try the idea engine/i }));
    expect(await screen.findByText("Coming Soon")).toBeInTheDocument();
  });

  it("opens the learning resources in a new tab", () => {
    renderWhyFree();
    const resources = screen.getByRole("link", { name: /access learning resources/i });
    expect(resources).toHaveAttribute("href", "https://example.com/learning/resources");
    expect(resources).toHaveAttribute("target", "_blank");
    expect(resources).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has the top bar and a call to action to /auth", () => {
    renderWhyFree();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    const cta = screen.getByRole("region", { name: "Start creating, free" });
    expect(within(cta).getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});
