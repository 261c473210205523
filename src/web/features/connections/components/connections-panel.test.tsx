// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AiConnection, DiscoveredModel } from "@/shared/contracts/connections";
import type { AiModel } from "@/shared/contracts/models";
import { Toaster } from "@/web/components/ui/toaster";
import { connectionCopy as c } from "../copy";
import { ConnectionsPanel } from "./connections-panel";

type Init = { params?: { path?: { id: string } }; body?: unknown };
type Call = { method: string; path: string; init: Init };
type Route = (init: Init) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
/** A stand-in for the typed client: answers by "METHOD /path" from `routes`, recording each call. */
const fake = vi.hoisted(() => {
  const state = { calls: [] as Call[], routes: {} as Record<string, Route> };
  const handle = (method: string) => async (path: string, init: Init = {}) => {
    state.calls.push({ method, path, init });
    const route = state.routes[`${method} ${path}`];
    const { status, body } = route ? await route(init) : { status: 404, body: { error: { code: "not_found", message: "Not found" } } };
    const ok = status < 400;
    return { data: ok ? body : undefined, error: ok ? undefined : body, response: new Response(null, { status }) };
  };
  return { state, client: { GET: handle("GET"), POST: handle("POST"), PATCH: handle("PATCH"), DELETE: handle("DELETE") } };
});
const calls = fake.state.calls;
const apiGet = vi.hoisted(() => vi.fn());
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: fake.client,
}));

const conn = (name: string, extra: Partial<AiConnection> = {}): AiConnection => ({
  id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, "0")}`,
  kind: "openai-compatible",
  name,
  base_url: "http://127.0.0.1:1234/v1",
  api_key_hint: "abcd",
  has_api_key: true,
  header_names: [],
  supports_structured_outputs: false,
  managed_by: "ui",
  status: "untested",
  status_message: null,
  status_at: null,
  model_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...extra,
});
const lm = conn("LM Studio");
const env = conn("OpenAI (environment)", { id: "00000000-0000-4000-8000-0000000000ee", kind: "openai", base_url: null, managed_by: "env", api_key_hint: "wxyz" });
const builtin = conn("Built-in", { id: "00000000-0000-4000-8000-0000000000bb", kind: "builtin", managed_by: "system" });
const discovered: DiscoveredModel[] = [
  { model_id: "qwen2.5-7b-instruct", name: "qwen2.5-7b-instruct", type: "text", description: null, added_id: null },
  { model_id: "llava-1.6", name: "LLaVA 1.6", type: "vision", description: null, added_id: null },
  { model_id: "already", name: "already", type: "text", description: null, added_id: "00000000-0000-4000-8000-000000000099" },
];
const failingDefault = {
  id: "1",
  name: "Qwen",
  is_default: true,
  connection_id: lm.id,
  connection_status: "failing",
  status_message: "The model qwen does not exist on LM Studio (404).",
} as AiModel;

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConnectionsPanel />
      <Toaster />
    </QueryClientProvider>,
  );
}
const card = (name: string) => screen.getByTestId(`connection-${name}`);

beforeEach(() => {
  calls.length = 0;
  apiGet.mockReset().mockResolvedValue({ data: [], next_cursor: null });
  fake.state.routes = {
    "GET /api/connections": () => ({ status: 200, body: { data: [builtin, env, lm], next_cursor: null } }),
    "GET /api/connections/detected": () => ({ status: 200, body: { data: [], next_cursor: null } }),
    "GET /api/models": async () => ({ status: 200, body: await apiGet() }),
  };
});

describe("ConnectionsPanel", () => {
  it("lists the connections an admin manages: provider, address, the key's last 4 characters, the environment badge", async () => {
    renderPanel();
    await screen.findByTestId("connection-LM Studio");
    expect(screen.queryByTestId("connection-Built-in")).not.toBeInTheDocument();
    expect(within(card("LM Studio")).getByText("••••abcd")).toBeInTheDocument();
    expect(within(card("LM Studio")).getByText("http://127.0.0.1:1234/v1")).toBeInTheDocument();
    expect(within(card("OpenAI (environment)")).getByText(c.managedByEnv)).toBeInTheDocument();
    expect(within(card("OpenAI (environment)")).getByText(c.defaultUrl)).toBeInTheDocument();
    // Environment connections are tested and get models, but are edited in the environment.
    expect(within(card("OpenAI (environment)")).queryByRole("button", { name: c.actions.menu("OpenAI (environment)") })).not.toBeInTheDocument();
    expect(within(card("LM Studio")).getByRole("button", { name: c.actions.menu("LM Studio") })).toBeInTheDocument();
  });

  it("adds an OpenAI-compatible connection with a key and headers", async () => {
    fake.state.routes["POST /api/connections"] = ({ body }) => ({ status: 201, body: { ...lm, ...(body as object) } });
    renderPanel();
    await userEvent.click((await screen.findAllByRole("button", { name: c.add }))[0]);
    const dialog = await screen.findByRole("dialog");
    await userEvent.clear(within(dialog).getByLabelText(c.dialog.name));
    await userEvent.type(within(dialog).getByLabelText(c.dialog.name), "vLLM");
    await userEvent.clear(within(dialog).getByLabelText(c.dialog.baseUrl));
    await userEvent.type(within(dialog).getByLabelText(c.dialog.baseUrl), "http://10.0.0.5:8000/v1");
    await userEvent.type(within(dialog).getByLabelText(c.dialog.apiKey), "sk-123456");
    await userEvent.type(within(dialog).getByLabelText(c.dialog.headers), "X-Org: acme");
    await userEvent.click(within(dialog).getByRole("button", { name: c.dialog.add }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((x) => x.method === "POST")?.init.body).toEqual({
      kind: "openai-compatible",
      name: "vLLM",
      base_url: "http://10.0.0.5:8000/v1",
      api_key: "sk-123456",
      headers: { "X-Org": "acme" },
      supports_structured_outputs: false,
    });
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    fake.state.routes["POST /api/connections"] = () => ({ status: 409, body: { error: { code: "conflict", message: "A connection with this name already exists." } } });
    renderPanel();
    await userEvent.click((await screen.findAllByRole("button", { name: c.add }))[0]);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: c.dialog.add }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A connection with this name already exists.");
  });

  it("edits a connection: only what changed is sent, and an empty key field keeps the saved key", async () => {
    fake.state.routes["PATCH /api/connections/{id}"] = ({ body }) => ({ status: 200, body: { ...lm, ...(body as object) } });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.menu("LM Studio") }));
    await userEvent.click(await screen.findByRole("menuitem", { name: c.actions.edit }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByLabelText(c.dialog.kind)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(c.dialog.apiKey)).toHaveValue("");
    expect(within(dialog).getByText(c.dialog.apiKeyKeep("abcd"))).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(c.dialog.name));
    await userEvent.type(within(dialog).getByLabelText(c.dialog.name), "LM Studio (office)");
    await userEvent.click(within(dialog).getByRole("button", { name: c.dialog.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const patch = calls.find((x) => x.method === "PATCH")!;
    expect(patch.init).toEqual({ params: { path: { id: lm.id } }, body: { name: "LM Studio (office)" } });
  });

  it("tests a connection and shows the provider's own words", async () => {
    fake.state.routes["POST /api/connections/{id}/test"] = () => ({
      status: 200,
      body: { ok: false, message: "LM Studio refused the API key (401): Invalid API key", upstream_status: 401, model_count: null },
    });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.test }));
    expect(await within(card("LM Studio")).findByText("LM Studio refused the API key (401): Invalid API key")).toBeInTheDocument();
    expect(within(card("LM Studio")).getByText(c.status.failing)).toBeInTheDocument();
  });

  it("removes a connection after a confirm, and shows why the server refuses", async () => {
    fake.state.routes["DELETE /api/connections/{id}"] = () => ({
      status: 422,
      body: { error: { code: "holds_default", message: "LM Studio serves the default model Qwen. Choose another default model first." } },
    });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.menu("LM Studio") }));
    await userEvent.click(await screen.findByRole("menuitem", { name: c.actions.remove }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: c.remove.confirm }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("serves the default model Qwen");
    fake.state.routes["DELETE /api/connections/{id}"] = () => ({ status: 204 });
    await userEvent.click(within(dialog).getByRole("button", { name: c.remove.confirm }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.filter((x) => x.method === "DELETE").map((x) => x.init.params?.path?.id)).toEqual([lm.id, lm.id]);
  });

  it("adds a discovered model with a type and a display name, found by search, and any id by hand", async () => {
    fake.state.routes["GET /api/connections/{id}/models"] = () => ({ status: 200, body: { data: discovered, next_cursor: null } });
    fake.state.routes["POST /api/models"] = ({ body }) => ({ status: 201, body });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.addModels }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("button", { name: c.models.choose("already") })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("searchbox", { name: c.models.search }), "qwen");
    expect(within(dialog).queryByRole("button", { name: c.models.choose("llava-1.6") })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: c.models.choose("qwen2.5-7b-instruct") }));
    await userEvent.type(within(dialog).getByLabelText(c.models.displayName), "Qwen 7B");
    await userEvent.click(within(dialog).getByRole("button", { name: c.models.addModel }));
    await waitFor(() => expect(calls.filter((x) => x.method === "POST" && x.path === "/api/models")).toHaveLength(1));
    expect(calls.find((x) => x.method === "POST" && x.path === "/api/models")?.init.body).toEqual({ connection_id: lm.id, model_id: "qwen2.5-7b-instruct", name: "Qwen 7B", type: "text" });

    await userEvent.click(within(dialog).getByRole("tab", { name: c.models.tabById }));
    await userEvent.type(within(dialog).getByLabelText(c.models.modelId), "my-finetune");
    await userEvent.selectOptions(within(dialog).getByLabelText(c.models.type), "vision");
    await userEvent.click(within(dialog).getByRole("button", { name: c.models.addModel }));
    await waitFor(() => expect(calls.filter((x) => x.method === "POST" && x.path === "/api/models")).toHaveLength(2));
    expect(calls.filter((x) => x.method === "POST" && x.path === "/api/models")[1].init.body).toEqual({
      connection_id: lm.id,
      model_id: "my-finetune",
      name: "my-finetune",
      type: "vision",
    });
  });

  it("shows the provider's error when it cannot list its models", async () => {
    fake.state.routes["GET /api/connections/{id}/models"] = () => ({ status: 502, body: { error: { code: "discovery_failed", message: "LM Studio could not be reached: ECONNREFUSED." } } });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.addModels }));
    expect(await within(await screen.findByRole("dialog")).findByText("LM Studio could not be reached: ECONNREFUSED.")).toBeInTheDocument();
  });

  it("warns when a model typed by id is not one the provider lists", async () => {
    fake.state.routes["GET /api/connections/{id}/models"] = () => ({ status: 200, body: { data: discovered, next_cursor: null } });
    renderPanel();
    await userEvent.click(within(await screen.findByTestId("connection-LM Studio")).getByRole("button", { name: c.actions.addModels }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("LLaVA 1.6");
    await userEvent.click(within(dialog).getByRole("tab", { name: c.models.tabById }));
    const input = within(dialog).getByLabelText(c.models.modelId);
    await userEvent.type(input, "qwen2.5-7b-instruc");
    expect(within(dialog).getByText(c.models.notListed("LM Studio", "qwen2.5-7b-instruc"))).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, discovered[0].model_id);
    expect(within(dialog).queryByText(c.models.notListed("LM Studio", discovered[0].model_id))).not.toBeInTheDocument();
  });

  it("offers a detected Ollama as one click", async () => {
    fake.state.routes["GET /api/connections/detected"] = () => ({ status: 200, body: { data: [{ kind: "ollama", name: "Ollama", base_url: "http://127.0.0.1:11434" }], next_cursor: null } });
    fake.state.routes["POST /api/connections"] = ({ body }) => ({ status: 201, body: { ...lm, ...(body as object) } });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: c.detected.connect }));
    await waitFor(() => expect(calls.find((x) => x.method === "POST")?.init.body).toEqual({ kind: "ollama", name: "Ollama", base_url: "http://127.0.0.1:11434" }));
  });

  it("says when the default model's connection is failing, in the provider's words", async () => {
    apiGet.mockResolvedValue({ data: [failingDefault], next_cursor: null });
    renderPanel();
    await screen.findByTestId("connection-LM Studio");
    expect(screen.getByTestId("default-health")).toHaveTextContent(c.defaultHealth.failing("Qwen"));
    expect(screen.getByTestId("default-health")).toHaveTextContent("does not exist on LM Studio (404)");
  });

  it("shows the empty and error states", async () => {
    fake.state.routes["GET /api/connections"] = () => ({ status: 200, body: { data: [builtin], next_cursor: null } });
    const { unmount } = renderPanel();
    expect(await screen.findByText(c.empty)).toBeInTheDocument();
    unmount();
    fake.state.routes["GET /api/connections"] = () => ({ status: 500, body: { error: { code: "x", message: "Server down" } } });
    renderPanel();
    expect(await screen.findByText("Server down")).toBeInTheDocument();
  });
});
