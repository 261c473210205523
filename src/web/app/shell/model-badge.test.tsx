// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";
import { ModelBadge } from "./model-badge";

const apiGet = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a) }),
}));

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Handler>();
vi.mock("@/web/lib/realtime", () => ({
  realtime: {
    getState: () => "open",
    onStateChange: () => () => {},
    subscribe: (channel: string, event: string, handler: Handler) => {
      handlers.set(`${channel}/${event}`, handler);
      return () => handlers.delete(`${channel}/${event}`);
    },
  },
}));

function renderBadge() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ModelBadge />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  apiGet.mockReset();
  handlers.clear();
});

describe("ModelBadge", () => {
  it("shows 'Loading model...' until the default model arrives, then its name", async () => {
    apiGet.mockResolvedValue({ id: "1", name: "Built-in template writer (demo)", model_id: "builtin-writer", provider: "builtin" });
    renderBadge();
    expect(screen.getByText(messages.models.loadingModel)).toBeInTheDocument();
    expect(await screen.findByText("Built-in template writer (demo)")).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith("/models/default", expect.anything());
  });

  it("opens a tooltip titled 'Current AI Model' with provider then model id", async () => {
    apiGet.mockResolvedValue({ id: "1", name: "GPT-4o mini", model_id: "gpt-4o-mini", provider: "openai" });
    renderBadge();
    await userEvent.hover(await screen.findByText("GPT-4o mini"));
    const title = await screen.findByText(messages.models.currentModel, {}, { timeout: 2000 });
    const tip = title.parentElement!;
    expect(tip.textContent).toMatch(/Current AI Model.*OpenAI.*gpt-4o-mini/);
  });

  it("marks a default whose connection is failing, with the provider's reason in the tooltip", async () => {
    const reason = "The model qwen-7b does not exist on LM Studio (404).";
    apiGet.mockResolvedValue({ id: "1", name: "Qwen", model_id: "qwen-7b", provider: "openai-compatible", connection_status: "failing", status_message: reason });
    renderBadge();
    await screen.findByText("Qwen");
    const badge = screen.getByTestId("model-badge");
    expect(badge).toHaveAttribute("data-status", "failing");
    expect(screen.getByLabelText(messages.models.defaultUnavailable)).toBeInTheDocument();
    await userEvent.hover(badge);
    const title = await screen.findByText(messages.models.currentModel, {}, { timeout: 2000 });
    expect(title.parentElement!.textContent).toContain(`${messages.models.defaultUnavailable}: ${reason}`);
  });

  it("refetches when a realtime model event arrives", async () => {
    apiGet.mockResolvedValueOnce({ id: "1", name: "First", model_id: "a", provider: "builtin" });
    apiGet.mockResolvedValueOnce({ id: "2", name: "Second", model_id: "b", provider: "openai" });
    renderBadge();
    await screen.findByText("First");
    await act(async () => handlers.get("model-change-event/model-changed")?.({ modelId: "2" }));
    expect(await screen.findByText("Second")).toBeInTheDocument();
  });

  it("logs a failed fetch and keeps the loading display", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    apiGet.mockRejectedValue(new ApiError(500, "x", "down"));
    renderBadge();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(messages.models.fetchDefaultError, expect.any(ApiError)));
    expect(screen.getByText(messages.models.loadingModel)).toBeInTheDocument();
    warn.mockRestore();
  });
});
