// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AiModel } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { ApiError } from "@/web/lib/api-error";
import { ModelsPanel } from "./models-panel";

const apiGet = vi.fn();
const apiPatch = vi.fn();
const apiPost = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a), patch: (...a: unknown[]) => apiPatch(...a), post: (...a: unknown[]) => apiPost(...a) }),
}));

let seq = 0;
const model = (model_id: string, extra: Partial<AiModel> = {}): AiModel => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`,
  name: model_id.toUpperCase(),
  model_id,
  provider: "builtin",
  type: "text",
  description: null,
  is_active: true,
  is_default: false,
  provider_configured: true,
  offline: true,
  connection_id: null,
  connection_name: null,
  connection_status: "ok",
  status_message: null,
  temperature: null,
  max_output_tokens: null,
  ...extra,
});

const writer = model("writer", { is_default: true });
const compat = model("compat", { provider: "openai-compatible", offline: false, is_active: false });
const gpt = model("gpt", { provider: "openai", offline: false, is_active: false, provider_configured: false });
const image = model("image", { type: "image" });

function renderPanel(canEdit: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ModelsPanel canEdit={canEdit} />
      <Toaster />
    </QueryClientProvider>,
  );
}
const row = (id: string) => screen.getByTestId(`model-row-${id}`);

beforeEach(() => {
  apiGet.mockReset().mockResolvedValue({ data: [writer, compat, gpt, image], next_cursor: null });
  apiPatch.mockReset();
  apiPost.mockReset();
});

describe("ModelsPanel", () => {
  it("shows name with model id, provider badges, type and switches", async () => {
    renderPanel(true);
    await screen.findByTestId("model-row-writer");
    expect(within(row("writer")).getByText("WRITER")).toBeInTheDocument();
    expect(within(row("writer")).getByText(messages.models.offline)).toBeInTheDocument();
    expect(within(row("gpt")).getByText(messages.models.notConfigured)).toBeInTheDocument();
    expect(within(row("compat")).queryByText(messages.models.notConfigured)).not.toBeInTheDocument();
    expect(within(row("writer")).getByRole("switch", { name: "WRITER active" })).toBeDisabled();
    expect(within(row("gpt")).getByRole("switch", { name: "GPT active" })).toBeDisabled();
    expect(within(row("image")).getByRole("switch", { name: /default model/ })).toBeDisabled();
    expect(within(row("compat")).getByRole("switch", { name: "COMPAT active" })).toBeEnabled();
  });

  it("switches a model on and makes one the default", async () => {
    apiPatch.mockResolvedValue({ ...compat, is_active: true });
    apiPost.mockResolvedValue({ ...compat, is_active: true, is_default: true });
    renderPanel(true);
    await screen.findByTestId("model-row-compat");
    await userEvent.click(within(row("compat")).getByRole("switch", { name: "COMPAT active" }));
    expect(apiPatch).toHaveBeenCalledWith(`/models/${compat.id}`, { is_active: true });
    await userEvent.click(within(row("compat")).getByRole("switch", { name: /default model/ }));
    expect(apiPost).toHaveBeenCalledWith(`/models/${compat.id}/default`);
  });

  it("toasts the spec's failures and puts the switch back", async () => {
    apiPatch.mockRejectedValue(new ApiError(422, "x", "Nope"));
    apiPost.mockRejectedValue(new ApiError(500, "x", "Down"));
    renderPanel(true);
    await screen.findByTestId("model-row-compat");
    const status = within(row("compat")).getByRole("switch", { name: "COMPAT active" });
    await userEvent.click(status);
    expect(await screen.findByText(messages.models.updateStatusFailed)).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveAttribute("aria-checked", "false"));
    await userEvent.click(within(row("compat")).getByRole("switch", { name: /default model/ }));
    expect(await screen.findByText(messages.models.setDefaultFailed)).toBeInTheDocument();
  });

  it("is read-only for non-admins, with the reason", async () => {
    renderPanel(false);
    await screen.findByTestId("model-row-compat");
    expect(screen.getByText(messages.models.adminOnly)).toBeInTheDocument();
    for (const sw of screen.getAllByRole("switch")) expect(sw).toBeDisabled();
  });

  it("shows the empty and error states", async () => {
    apiGet.mockResolvedValueOnce({ data: [], next_cursor: null });
    const { unmount } = renderPanel(true);
    expect(await screen.findByText(messages.models.empty)).toBeInTheDocument();
    unmount();
    apiGet.mockRejectedValueOnce(new ApiError(500, "x", "Server down"));
    renderPanel(true);
    expect(await screen.findByText("Server down")).toBeInTheDocument();
  });
});
