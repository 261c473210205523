// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { ApiError } from "@/web/lib/api-error";
import { ContentPlayground } from "./content-playground";

const get = vi.fn();
const post = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) }),
}));

function Destination() {
  const state = useLocation().state as { transferredTopics?: unknown } | null;
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

function renderAt(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: "/content-playground", element: <ContentPlayground /> },
      { path: "/newsletter", element: <Destination /> },
    ],
    { initialEntries: [{ pathname: "/content-playground", state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const notes = () => screen.getByLabelText("Notes");

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === "/models") throw new ApiError(404, "not_found", "Not found");
    return { data: [], next_cursor: null };
  });
});

describe("ContentPlayground", () => {
  it("asks for content before saving or extracting", async () => {
    renderAt();
    await userEvent.click(screen.getByRole("button", { name: messages.notes.saveNote }));
    expect(await screen.findByText(messages.notes.enterContentFirst)).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it("extracts topics of either shape, copies nothing without a selection, and sends the selected ones", async () => {
    post.mockResolvedValue({ topics: [{ topic: "Refills", details: "How the refill program works" }, "Composting"] });
    const router = renderAt();
    await userEvent.type(notes(), "Spring campaign notes");
    await userEvent.click(screen.getByRole("button", { name: messages.notes.extractTopics }));
    expect(await screen.findByText(messages.notes.topicsExtracted)).toBeVisible();
    expect(post).toHaveBeenCalledWith("/functions/process-notes", { notes: "Spring campaign notes", count: 10, modelId: null, brandId: null, language: "en" });

    await userEvent.click(screen.getByRole("button", { name: messages.notes.copySelected(0) }));
    expect(await screen.findByText(messages.notes.selectTopic)).toBeVisible();

    await userEvent.click(screen.getByRole("checkbox", { name: "Select topic: Composting" }));
    await userEvent.click(screen.getByRole("button", { name: "Send to…" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Newsletter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/newsletter"));
    expect(JSON.parse(screen.getByTestId("state").textContent!)).toEqual({ transferredTopics: [{ topic: "Composting", details: "" }] });

    // Coming back (Back, or the sidebar) finds the extracted topics still there.
    await router.navigate("/content-playground");
    expect(await screen.findByRole("checkbox", { name: "Select topic: Refills" })).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Select topic: Composting" })).not.toBeChecked();
  });

  it("reports a malformed answer and a failed call with the spec's messages", async () => {
    post.mockResolvedValueOnce({ ideas: [] }).mockRejectedValueOnce(new ApiError(503, "upstream", "The AI service is unavailable right now."));
    renderAt();
    await userEvent.type(notes(), "Notes");
    await userEvent.click(screen.getByRole("button", { name: messages.notes.extractTopics }));
    expect(await screen.findByText(messages.notes.invalidFormat)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: messages.notes.extractTopics }));
    expect(await screen.findByText(messages.notes.processFailed("The AI service is unavailable right now."))).toBeVisible();
    expect(screen.getByText(messages.notes.emptyTopics)).toBeVisible();
  });

  it("starts from a text another page sent and extracts at once when asked", async () => {
    post.mockResolvedValue({ topics: ["From the document"] });
    const router = renderAt({ noteContent: "Document text", noteTitle: "Doc", autoExtract: true });
    expect(notes()).toHaveValue("Document text");
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Doc");
    expect(await screen.findByRole("checkbox", { name: "Select topic: From the document" })).toBeVisible();
    expect(router.state.location.state).toBeNull();
  });
});
