// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardSummary } from "@/shared/contracts/dashboard";
import { messages } from "@/shared/messages";
import { UpcomingPosts } from "@/web/features/publishing/components/upcoming-posts";
import { DashboardView } from "./dashboard-view";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** `response` answers the dashboard summary; `posts` the scheduled posts (none by default). */
function renderWith(response: () => Response, posts: () => Response = () => json({ data: [] })) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => (String(input instanceof Request ? input.url : input).includes("/scheduled-posts") ? posts() : response())),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardView upcoming={<UpcomingPosts />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const statValue = (label: string) => within(screen.getByText(label, { exact: true }).closest<HTMLElement>('[data-slot="stat-card"]')!).findByText(/^\d+$/);

afterEach(() => vi.unstubAllGlobals());

describe("DashboardView", () => {
  it("shows the content count, the image count and the latest items, each linking to the history", async () => {
    const summary: DashboardSummary = {
      content_count: 12,
      image_count: 3,
      recent: [{ id: "h1", user_id: "u1", content: "Launch week recap", content_type: "newsletter", original_content: null, metadata: {}, created_at: "2026-01-05T10:30:00.000Z" }],
    };
    renderWith(() => json(summary));
    expect(await statValue("Content Created")).toHaveTextContent("12");
    expect(await statValue("Saved Images")).toHaveTextContent("3");
    const link = screen.getByRole("link", { name: /Launch week recap/ });
    expect(link).toHaveAttribute("href", "/history");
    expect(within(link).getByText("Newsletter")).toBeInTheDocument();
  });

  it("shows zero counts and an empty list, without an error, when the summary fails to load", async () => {
    renderWith(() => json({ error: { code: "internal_error", message: "boom" } }, 500));
    expect(await statValue("Content Created")).toHaveTextContent("0");
    expect(await statValue("Saved Images")).toHaveTextContent("0");
    expect(screen.getByText(messages.history.empty)).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when the scheduled posts could not be loaded, instead of showing nothing scheduled", async () => {
    renderWith(
      () => json({ content_count: 0, image_count: 0, recent: [] }),
      () => json({ error: { code: "internal_error", message: "database is down" } }, 500),
    );
    const region = screen.getByRole("region", { name: "Next scheduled posts" });
    const alert = await within(region).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the scheduled posts");
    expect(alert).toHaveTextContent("database is down");
    expect(within(region).queryByText("Nothing scheduled")).not.toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the spec's sections", async () => {
    renderWith(() => json({ content_count: 0, image_count: 0, recent: [] }));
    expect(screen.getByRole("heading", { level: 1, name: messages.dashboard.title })).toBeInTheDocument();
    for (const [name, href] of [
      ["New Social Post", "/social-media"],
      ["Generate Image", "/image-playground"],
      ["View History", "/history"],
      ["Prompts", "/prompts"],
    ]) {
      expect(within(screen.getByRole("region", { name: "Quick Actions" })).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(within(screen.getByRole("region", { name: "Video Tutorials" })).getAllByText(messages.common.comingSoon)).toHaveLength(3);
  });
});
