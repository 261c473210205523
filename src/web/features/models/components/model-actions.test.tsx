// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AiModel } from "@/shared/contracts/models";
import { Toaster } from "@/web/components/ui/toaster";
import { modelActionCopy as a } from "../copy";
import { ModelActions } from "./model-actions";

const fake = vi.hoisted(() => ({ PATCH: vi.fn(), DELETE: vi.fn() }));
vi.mock("@/web/lib/api-client", async (original) => ({ ...(await original<typeof import("@/web/lib/api-client")>()), client: fake }));

const answer = (status: number, body?: unknown) => ({
  data: status < 400 ? body : undefined,
  error: status < 400 ? undefined : body,
  response: new Response(null, { status }),
});
const qwen: AiModel = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Qwen",
  model_id: "qwen2.5-7b-instruct",
  provider: "openai-compatible",
  type: "text",
  description: null,
  is_active: true,
  is_default: false,
  provider_configured: true,
  offline: false,
  connection_id: "00000000-0000-4000-8000-000000000002",
  connection_name: "LM Studio",
  connection_status: "ok",
  status_message: null,
  temperature: null,
  max_output_tokens: null,
};

function renderActions(model: AiModel) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ModelActions model={model} />
      <Toaster />
    </QueryClientProvider>,
  );
}
const openMenu = async (model: AiModel) => userEvent.click(screen.getByRole("button", { name: a.menu(model.name) }));

beforeEach(() => {
  fake.PATCH.mockReset();
  fake.DELETE.mockReset();
});

describe("ModelActions", () => {
  it("renames a model and sets its temperature and max output tokens", async () => {
    fake.PATCH.mockResolvedValue(answer(200, qwen));
    renderActions(qwen);
    await openMenu(qwen);
    await userEvent.click(await screen.findByRole("menuitem", { name: a.settings }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.clear(within(dialog).getByLabelText(a.name));
    await userEvent.type(within(dialog).getByLabelText(a.name), "Qwen 7B");
    await userEvent.type(within(dialog).getByLabelText(a.temperature), "0.4");
    await userEvent.type(within(dialog).getByLabelText(a.maxTokens), "800");
    await userEvent.click(within(dialog).getByRole("button", { name: a.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fake.PATCH).toHaveBeenCalledWith("/api/models/{id}", {
      params: { path: { id: qwen.id } },
      body: { name: "Qwen 7B", temperature: 0.4, max_output_tokens: 800 },
    });
  });

  it("says why a temperature is refused, without calling the server", async () => {
    renderActions(qwen);
    await openMenu(qwen);
    await userEvent.click(await screen.findByRole("menuitem", { name: a.settings }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(a.temperature), "5");
    await userEvent.click(within(dialog).getByRole("button", { name: a.save }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(a.invalidTemperature);
    expect(fake.PATCH).not.toHaveBeenCalled();
  });

  it("deletes after a confirm", async () => {
    fake.DELETE.mockResolvedValue(answer(204));
    renderActions(qwen);
    await openMenu(qwen);
    await userEvent.click(await screen.findByRole("menuitem", { name: a.delete }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: a.deleteConfirm }));
    await waitFor(() => expect(fake.DELETE).toHaveBeenCalledWith("/api/models/{id}", { params: { path: { id: qwen.id } } }));
  });

  it("disables delete for the default model with the reason beside it", async () => {
    renderActions({ ...qwen, is_default: true });
    await openMenu(qwen);
    expect(await screen.findByRole("menuitem", { name: a.delete })).toHaveAttribute("data-disabled");
    expect(screen.getByText(a.deleteDefaultHint)).toBeInTheDocument();
  });
});
