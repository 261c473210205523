// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LocalModel, LocalRuntime } from "@/shared/contracts/local-models";
import { messages } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { ApiError } from "@/web/lib/api-error";
import { localModelCopy as copy } from "../copy";
import { LocalModelsPanel } from "./local-models-panel";

const apiGet = vi.fn();
const apiPost = vi.fn();
const apiDelete = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a), post: (...a: unknown[]) => apiPost(...a), delete: (...a: unknown[]) => apiDelete(...a) }),
}));

const MB = 1024 * 1024;
const model = (id: string, extra: Partial<LocalModel> = {}): LocalModel => ({
  id,
  name: `Model ${id}`,
  description: `Good for ${id}.`,
  size_bytes: 400 * MB,
  ram_bytes: 1024 * MB,
  licence: "Apache-2.0",
  licence_url: "https://www.apache.org/licenses/LICENSE-2.0",
  source: "catalogue",
  source_url: null,
  status: "available",
  download: null,
  installed: null,
  ...extra,
});
const progress = (received: number, extra: Partial<NonNullable<LocalModel["download"]>> = {}) => ({
  received_bytes: received,
  total_bytes: 400 * MB,
  bytes_per_second: 4 * MB,
  error: null,
  started_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:01Z",
  ...extra,
});
const runtime: LocalRuntime = { state: "idle", loaded_model_id: "ready", rss_bytes: 812 * MB, threads: 2, last_crash: null };
const rowId = "00000000-0000-4000-8000-000000000001";

let local: LocalModel[];
let defaultProvider: string;

function renderPanel(canEdit: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  apiGet.mockImplementation(async (path: string) => {
    if (path === "/local-models") return { data: local, next_cursor: null };
    if (path === "/local-models/runtime") return runtime;
    if (path.startsWith("/models")) return { data: [{ id: "w", name: "Writer", provider: defaultProvider, is_default: true }], next_cursor: null };
    throw new Error(`unexpected GET ${path}`);
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <LocalModelsPanel canEdit={canEdit} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const item = async (id: string) => screen.findByTestId(`local-model-${id}`);

beforeEach(() => {
  vi.clearAllMocks();
  defaultProvider = "builtin";
  local = [
    model("fresh"),
    model("running", { status: "downloading", download: progress(100 * MB) }),
    model("paused", { status: "interrupted", download: progress(50 * MB, { bytes_per_second: null, error: { code: "paused", message: messages.localModels.paused } }) }),
    model("lost", { status: "interrupted", download: progress(60 * MB, { bytes_per_second: null, error: { code: "connection_lost", message: messages.localModels.connectionLost } }) }),
    model("bad", { status: "failed", download: progress(0, { error: { code: "checksum_mismatch", message: messages.localModels.checksumMismatch } }) }),
    model("ready", { status: "installed", installed: { file_bytes: 400 * MB, model_row_id: rowId, is_default: false, loaded: true } }),
  ];
});

describe("LocalModelsPanel", () => {
  it("lists the catalogue with size, memory and licence, the runtime's memory, and the template-demo hint", async () => {
    renderPanel(true);
    const fresh = await item("fresh");
    expect(within(fresh).getByText("400 MB download")).toBeInTheDocument();
    expect(within(fresh).getByText("Needs about 1.0 GB of memory")).toBeInTheDocument();
    expect(within(fresh).getByRole("link", { name: "Apache-2.0" })).toHaveAttribute("href", "https://www.apache.org/licenses/LICENSE-2.0");
    expect(await screen.findByTestId("local-runtime")).toHaveTextContent("Idle · Model ready in memory · 812 MB of memory in use · 2 CPU threads");
    expect(await screen.findByText(copy.demoHint)).toBeInTheDocument();
  });

  it("lists ready models first, then downloads, then the rest of the catalogue", async () => {
    renderPanel(true);
    await item("ready");
    const ids = screen.getAllByTestId(/^local-model-/).filter((el) => el.tagName === "LI").map((el) => el.dataset.testid);
    expect(ids).toEqual(["ready", "running", "paused", "lost", "bad", "fresh"].map((id) => `local-model-${id}`));
  });

  it("shows a running download's bytes, speed and time left with Pause and Cancel", async () => {
    renderPanel(true);
    const running = await item("running");
    expect(within(running).getByTestId("download-progress")).toHaveTextContent("100 MB of 400 MB · 4.0 MB/s · about 1 min 15 s left");
    expect(within(running).getByRole("progressbar", { name: "Download of Model running" })).toHaveAttribute("aria-valuenow", String(100 * MB));
    expect(within(running).getByRole("button", { name: "Pause Model running" })).toBeEnabled();
    expect(within(running).getByRole("button", { name: "Cancel Model running" })).toBeEnabled();
  });

  it("offers Resume for a paused or dropped download and explains the error in plain words", async () => {
    renderPanel(true);
    const paused = await item("paused");
    expect(within(paused).getByTestId("local-model-status")).toHaveTextContent("Paused");
    expect(within(paused).getByTestId("download-progress")).toHaveTextContent("50 MB of 400 MB");
    expect(within(paused).queryByRole("alert")).not.toBeInTheDocument();
    const lost = await item("lost");
    expect(within(lost).getByRole("alert")).toHaveTextContent(messages.localModels.connectionLost);
    expect(within(lost).getByRole("button", { name: "Resume Model lost" })).toBeInTheDocument();
    const bad = await item("bad");
    expect(within(bad).getByRole("alert")).toHaveTextContent(messages.localModels.checksumMismatch);
    expect(within(bad).getByRole("button", { name: "Try again Model bad" })).toBeInTheDocument();
    expect(within(bad).getByRole("button", { name: "Dismiss Model bad" })).toBeInTheDocument();
    expect(within(bad).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("pauses, resumes and downloads through the API and shows the answer", async () => {
    const user = userEvent.setup();
    apiPost.mockImplementation(async (path: string) => {
      if (path === "/local-models/running/pause") return { ...local[1], status: "interrupted", download: progress(120 * MB, { error: { code: "paused", message: "" } }) };
      if (path === "/local-models/fresh/download") return { ...local[0], status: "downloading", download: progress(0) };
      throw new Error(path);
    });
    renderPanel(true);
    await user.click(within(await item("running")).getByRole("button", { name: "Pause Model running" }));
    expect(apiPost).toHaveBeenCalledWith("/local-models/running/pause");
    await user.click(within(await item("fresh")).getByRole("button", { name: "Download Model fresh" }));
    expect(apiPost).toHaveBeenCalledWith("/local-models/fresh/download");
  });

  it("makes a ready model the default and removes one after asking", async () => {
    const user = userEvent.setup();
    apiPost.mockResolvedValue({});
    apiDelete.mockResolvedValue({ ...local[5], status: "available", installed: null });
    renderPanel(true);
    const ready = await item("ready");
    expect(within(ready).getByText(copy.loadedBadge)).toBeInTheDocument();
    await user.click(within(ready).getByRole("button", { name: "Use as default Model ready" }));
    expect(apiPost).toHaveBeenCalledWith(`/models/${rowId}/default`);
    // Cancel first: nothing is removed and the dialog goes.
    await user.click(within(ready).getByRole("button", { name: "Remove Model ready" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: copy.confirmRemove.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(apiDelete).not.toHaveBeenCalled();

    await user.click(within(ready).getByRole("button", { name: "Remove Model ready" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("This deletes the 400 MB file");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(apiDelete).toHaveBeenCalledWith("/local-models/ready"));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("asks before cancelling a download, since that deletes the bytes fetched so far", async () => {
    const user = userEvent.setup();
    apiDelete.mockResolvedValue({ ...local[1], status: "available", download: null });
    renderPanel(true);
    await user.click(within(await item("running")).getByRole("button", { name: "Cancel Model running" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(copy.confirmCancel.description("100 MB"));
    expect(apiDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: copy.confirmCancel.cancel }));
    expect(apiDelete).not.toHaveBeenCalled();
    await user.click(within(await item("running")).getByRole("button", { name: "Cancel Model running" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: copy.confirmCancel.confirm }));
    await waitFor(() => expect(apiDelete).toHaveBeenCalledWith("/local-models/running/download"));
  });

  it("does not offer Remove for the default model, and hides the demo hint once a real model is the default", async () => {
    defaultProvider = "local";
    local[5] = { ...local[5], installed: { ...local[5].installed!, is_default: true } };
    renderPanel(true);
    const ready = await item("ready");
    expect(within(ready).getByText(copy.defaultBadge)).toBeInTheDocument();
    expect(within(ready).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(ready).getByText(copy.defaultCannotRemove)).toBeInTheDocument();
    await screen.findByTestId("local-runtime");
    expect(screen.queryByText(copy.demoHint)).not.toBeInTheDocument();
  });

  it("is read-only for non-admins", async () => {
    renderPanel(false);
    await item("running");
    expect(screen.getByText(copy.readOnly)).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows a server refusal as a toast", async () => {
    const user = userEvent.setup();
    apiPost.mockRejectedValue(new ApiError(409, "busy_elsewhere", messages.localModels.busyElsewhere));
    renderPanel(true);
    await user.click(within(await item("fresh")).getByRole("button", { name: "Download Model fresh" }));
    expect(await screen.findByText(messages.localModels.busyElsewhere)).toBeInTheDocument();
  });
});
