// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LocalModel } from "@/shared/contracts/local-models";
import { localModelCopy } from "../copy";
import { DemoNotice, recommendedModel } from "./demo-notice";

const copy = localModelCopy.demoNotice;
const apiGet = vi.fn();
const apiPost = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a), post: (...a: unknown[]) => apiPost(...a) }),
}));
let role = "admin";
vi.mock("@/web/lib/auth/use-auth", () => ({ useAuth: () => ({ user: { id: "u", email: "a@b.c", role } }) }));

const MB = 1024 * 1024;
const model = (id: string, size: number, extra: Partial<LocalModel> = {}): LocalModel => ({
  id,
  name: `Model ${id}`,
  description: "",
  size_bytes: size,
  ram_bytes: 0,
  licence: "MIT",
  licence_url: null,
  source: "catalogue",
  source_url: null,
  status: "available",
  download: null,
  installed: null,
  ...extra,
});
let provider: string;
const local = [model("big", 900 * MB), model("small", 380 * MB), model("added", 10 * MB, { source: "url" })];

function renderNotice() {
  apiGet.mockImplementation(async (path: string) => {
    if (path === "/local-models") return { data: local, next_cursor: null };
    if (path === "/models") return { data: [{ id: "w", name: "Writer", provider, is_default: true }], next_cursor: null };
    throw new Error(path);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DemoNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  provider = "builtin";
  role = "admin";
});

describe("DemoNotice", () => {
  it("recommends the smallest catalogue model not yet installed", () => {
    expect(recommendedModel(local)?.id).toBe("small");
  });

  it("tells an admin it is a demo and downloads the recommended model, with its size, in one click", async () => {
    const user = userEvent.setup();
    apiPost.mockResolvedValue({ ...local[1], status: "downloading" });
    renderNotice();
    expect(await screen.findByText(copy.title)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: copy.download("Model small", "380 MB") }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith("/local-models/small/download"));
    expect(screen.getByRole("link", { name: copy.connect })).toHaveAttribute("href", "/settings");
  });

  it("tells everyone else to ask an administrator, with no buttons", async () => {
    role = "user";
    renderNotice();
    expect(await screen.findByText(copy.memberBody)).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("is gone once a real model is the default", async () => {
    provider = "local";
    renderNotice();
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith("/models", expect.anything()));
    expect(screen.queryByTestId("demo-notice")).not.toBeInTheDocument();
  });
});
