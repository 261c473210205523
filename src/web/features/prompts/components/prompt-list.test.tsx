// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { PromptList } from "./prompt-list";
import { readRequest } from "../../../../../tests/helpers/fake-api-client";

const prompt = (id: string, name: string, extra: Partial<Prompt> = {}): Prompt => ({
  id,
  user_id: "u1",
  name,
  description: null,
  prompt_text: `Text of ${name}`,
  type: "social_media",
  is_active: true,
  created_at: "2026-01-01T00:00:00.000Z",
  ...extra,
});

type Handler = (url: URL, request: { method: string; body: unknown }) => Promise<Response> | Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const failure = (status: number) => json({ error: { code: "internal_error", message: "Something went wrong on our side." } }, status);

function stubApi(handlers: Record<string, Handler>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const { url, method, body } = await readRequest(input, init);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) throw new Error(`unexpected ${method} ${url.pathname}`);
      return handler(url, { method, body });
    }),
  );
}

function onceThenHang(first: () => Response): Handler {
  let calls = 0;
  return () => (calls++ === 0 ? first() : new Promise<Response>(() => {}));
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PromptList />
      <Toaster />
    </QueryClientProvider>,
  );
}

let prompts: Prompt[];
beforeEach(() => {
  prompts = [prompt("p1", "Launch post"), prompt("p2", "Weekly digest", { type: "newsletter", is_active: false })];
});
afterEach(() => vi.unstubAllGlobals());

describe("PromptList", () => {
  it("shows the spec's empty text when there are no prompts", async () => {
    stubApi({ "GET /api/prompts": () => json({ data: [], next_cursor: null }) });
    renderList();
    expect(await screen.findByText(messages.prompts.empty)).toBeInTheDocument();
  });

  it("shows 'Error loading prompts' followed by the message when loading fails", async () => {
    stubApi({ "GET /api/prompts": () => json({ error: { code: "boom", message: "Database unreachable" } }, 503) });
    renderList();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`${messages.prompts.errorLoading} Database unreachable`);
  });

  it("removes a deleted prompt at once and restores it when the call fails", async () => {
    let failDelete: (res: Response) => void = () => {};
    stubApi({
      // Later list fetches never answer, so only the rollback can bring the prompt back.
      "GET /api/prompts": onceThenHang(() => json({ data: prompts, next_cursor: null })),
      "DELETE /api/prompts/p1": () => new Promise<Response>((resolve) => (failDelete = resolve)),
    });
    const user = userEvent.setup();
    renderList();
    const card = await screen.findByRole("article", { name: "Launch post" });
    await user.click(within(card).getByRole("button", { name: "Delete Launch post" }));
    await user.click(await screen.findByRole("button", { name: messages.common.delete }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "Launch post" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Weekly digest" })).toBeInTheDocument();

    failDelete(failure(500));
    expect(await screen.findByRole("article", { name: "Launch post" })).toBeInTheDocument();
    expect(await screen.findByText(messages.prompts.deleteFailed)).toBeInTheDocument();
  });

  it("flips the Active switch at once and flips it back when the update fails", async () => {
    let failPatch: (res: Response) => void = () => {};
    stubApi({
      "GET /api/prompts": onceThenHang(() => json({ data: prompts, next_cursor: null })),
      "PATCH /api/prompts/p2": () => new Promise<Response>((resolve) => (failPatch = resolve)),
    });
    const user = userEvent.setup();
    renderList();
    const card = await screen.findByRole("article", { name: "Weekly digest" });
    const toggle = within(card).getByRole("switch", { name: "Active" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Weekly digest" })).getByRole("switch")).toBeChecked());
    failPatch(failure(500));
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Weekly digest" })).getByRole("switch")).not.toBeChecked());
    expect(await screen.findByText(messages.prompts.toggleFailed)).toBeInTheDocument();
  });

  it("edits one card at a time and validates the spec's required fields", async () => {
    stubApi({ "GET /api/prompts": () => json({ data: prompts, next_cursor: null }) });
    const user = userEvent.setup();
    renderList();
    const card = await screen.findByRole("article", { name: "Launch post" });
    await user.click(within(card).getByRole("button", { name: "Edit Launch post" }));
    const form = screen.getByRole("form", { name: "Edit Launch post" });
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveFocus();

    await user.click(within(screen.getByRole("article", { name: "Weekly digest" })).getByRole("button", { name: "Edit Weekly digest" }));
    expect(screen.queryByRole("form", { name: "Edit Launch post" })).not.toBeInTheDocument();
    const second = screen.getByRole("form", { name: "Edit Weekly digest" });
    await user.clear(within(second).getByRole("textbox", { name: "Name" }));
    await user.clear(within(second).getByRole("textbox", { name: "Prompt text" }));
    expect(within(second).getByText("0 characters")).toBeInTheDocument();
    await user.click(within(second).getByRole("button", { name: "Save" }));
    expect(within(second).getByText(messages.prompts.nameRequired)).toBeInTheDocument();
    expect(within(second).getByText(messages.prompts.promptTextRequired)).toBeInTheDocument();

    await user.click(within(second).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("article", { name: "Weekly digest" })).toBeInTheDocument();
  });
});
