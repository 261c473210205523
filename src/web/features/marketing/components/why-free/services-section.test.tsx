// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ServicesSection } from "@/web/features/marketing/components/why-free/services-section";
import { AI_SERVICES_URL, LEARNING_URL } from "@/web/features/marketing/marketing-links";
import { toast } from "@/web/lib/toast";

vi.mock("@/web/lib/toast", () => ({ toast: { comingSoon: vi.fn() } }));

function renderServices() {
  return render(
    <MemoryRouter>
      <ServicesSection />
    </MemoryRouter>,
  );
}

describe("ServicesSection", () => {
  beforeEach(() => vi.mocked(toast.comingSoon).mockClear());

  it("shows three service cards", () => {
    renderServices();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    for (const title of ["AI Services", "Learning", "Idea Engine"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
  });

  it("opens the AI services and learning sites in a new tab", () => {
    renderServices();
    const ai = screen.getByRole("link", { name: /explore ai services/i });
    const learning = screen.getByRole("link", { name: /browse courses/i });
    expect(ai).toHaveAttribute("href", AI_SERVICES_URL);
    expect(learning).toHaveAttribute("href", LEARNING_URL);
    for (const link of [ai, learning]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });

  it("announces the idea engine as coming soon instead of navigating", async () => {
    const user = userEvent.setup();
    renderServices();
    const ideaEngine = screen.getByRole("button", { name: /try the idea engine/i });
    expect(ideaEngine.closest("a")).toBeNull();

    await user.click(ideaEngine);
    expect(toast.comingSoon).toHaveBeenCalledTimes(1);
  });

  it("opens the idea engine notice from the keyboard", async () => {
    const user = userEvent.setup();
    renderServices();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: /try the idea engine/i })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toast.comingSoon).toHaveBeenCalledTimes(1);
  });
});
