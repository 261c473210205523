// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HistoryItem } from "@/shared/contracts/history";
import { messages } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { postNumbersCopy } from "@/web/shared/post-numbers/copy";
import { HistoryView } from "./history-view";
import { readRequest } from "../../../../../tests/helpers/fake-api-client";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const item = (id: string, content: string, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  user_id: "u1",
  content,
  content_type: "social_media",
  original_content: null,
  metadata: {},
  created_at: "2026-03-04T09:05:06.000Z",
  ...extra,
});

/** A small in-memory history behind a stubbed fetch, so the view talks to something that behaves like the API. */
function fakeApi(initial: HistoryItem[]) {
  let items = [...initial];
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const { url, method, body } = await readRequest(input, init);
      calls.push({ method, path: url.pathname + url.search, body });
      if (method === "GET" && url.pathname === "/api/history/stats") return json({ total: items.length, by_type: {}, content_types: 1, recent: Math.min(items.length, 5) });
      if (method === "GET" && url.pathname === "/api/history") {
        const q = url.searchParams.get("q")?.toLowerCase();
        return json({ data: items.filter((i) => !q || i.content.toLowerCase().includes(q)), next_cursor: null });
      }
      if (method === "DELETE" && url.pathname === "/api/history") {
        const ids = new Set((body as { ids: string[] }).ids);
        const before = items.length;
        items = items.filter((i) => !ids.has(i.id));
        return json({ deleted: before - items.length });
      }
      if (method === "GET" && url.pathname === "/api/models") return json({ data: [{ id: "m-1", name: "GPT-4o mini", model_id: "gpt-4o-mini", is_default: true }], next_cursor: null });
      if (method === "GET" && url.pathname === "/api/prompts/p-1") return json({ id: "p-1", name: "LinkedIn launch" });
      const one = url.pathname.match(/^\/api\/history\/(.+)$/);
      if (method === "DELETE" && one) {
        items = items.filter((i) => i.id !== one[1]);
        return new Response(null, { status: 204 });
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HistoryView />
      <Toaster />
    </QueryClientProvider>,
  );
}

const dataRows = () => screen.getAllByRole("row").slice(1);

afterEach(() => vi.unstubAllGlobals());

describe("HistoryView", () => {
  it("shows the spec's empty text", async () => {
    fakeApi([]);
    renderView();
    expect(await screen.findByText(messages.history.empty)).toBeInTheDocument();
  });

  it("select-all, then 'Delete Selected (n)' after confirming, deletes those rows in one call", async () => {
    const calls = fakeApi([item("a", "First post"), item("b", "Second post"), item("c", "Third post")]);
    const user = userEvent.setup();
    renderView();
    await screen.findByText("First post");
    expect(screen.getByRole("button", { name: "Delete Selected (0)" })).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: /Select Second post/ }));
    expect(screen.getByRole("checkbox", { name: "Select all" })).toHaveAttribute("data-state", "indeterminate");
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected (3)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 3 items?" });
    await user.click(within(confirm).getByRole("button", { name: messages.common.delete }));

    expect(await screen.findByText(messages.history.empty)).toBeInTheDocument();
    const bulk = calls.find((c) => c.method === "DELETE");
    expect(bulk).toMatchObject({ path: "/api/history" });
    expect(new Set((bulk?.body as { ids: string[] }).ids)).toEqual(new Set(["a", "b", "c"]));
  });

  it("deletes one row, and opens the details with the metadata (prompt and model by name) and the long date", async () => {
    fakeApi([item("a", "Keep me", { metadata: { promptId: "p-1", modelId: "m-1", imageCount: 2 } }), item("b", "Remove me")]);
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Keep me");
    expect(within(dataRows()[0]).getByText(/^Mar 4, 2026 \d{2}:05$/)).toBeInTheDocument();

    // Toasts live in a module-wide store, so count the ones this delete adds.
    const toastsBefore = screen.queryAllByText(messages.history.deleted).length;
    await user.click(screen.getByRole("button", { name: "Delete Remove me" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: messages.common.delete }));
    await waitFor(() => expect(screen.queryByText("Remove me")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryAllByText(messages.history.deleted).length).toBeGreaterThan(toastsBefore));

    await user.click(screen.getByRole("button", { name: "View details of Keep me" }));
    const dialog = await screen.findByRole("dialog", { name: "Content details" });
    expect(within(dialog).getByText("Prompt")).toBeInTheDocument();
    expect(await within(dialog).findByText("LinkedIn launch")).toBeInTheDocument();
    expect(within(dialog).getByText("Model")).toBeInTheDocument();
    expect(await within(dialog).findByText("GPT-4o mini")).toBeInTheDocument();
    expect(within(dialog).queryByText("p-1")).toBeNull();
    expect(within(dialog).queryByText("m-1")).toBeNull();
    expect(within(dialog).getByText(/^March 4, 2026 \d{2}:05:06$/)).toBeInTheDocument();
  });

  it("shows a published item's latest numbers, and says when there are none yet", async () => {
    const published = (platform: string) => ({ operation: "publish", platform, scheduledPostId: "00000000-0000-4000-8000-000000000001" });
    fakeApi([
      item("a", "Did well", { metadata: published("twitter"), post_numbers: { likes: 12, reposts: 3, replies: 2, quotes: 1, impressions: 640, collected_at: "2026-03-04T10:00:00.000Z" } }),
      item("b", "Just out", { metadata: published("bluesky"), post_numbers: null }),
      item("c", "Generated"),
    ]);
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Did well");
    const [did, out, generated] = dataRows();
    expect(within(did).getByTestId("post-numbers")).toHaveAccessibleName("12 likes, 3 reposts, 2 replies, 640 impressions");
    expect(within(out).getByText(postNumbersCopy.notYetShort)).toBeInTheDocument();
    expect(within(generated).queryByTestId("post-numbers")).toBeNull();
    expect(within(generated).queryByText(postNumbersCopy.notYetShort)).toBeNull();

    await user.click(screen.getByRole("button", { name: "View details of Just out" }));
    const dialog = await screen.findByRole("dialog", { name: "Content details" });
    expect(within(dialog).getByText(postNumbersCopy.notYet)).toBeInTheDocument();
  });
});
