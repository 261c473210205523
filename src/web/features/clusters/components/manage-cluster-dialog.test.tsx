// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Cluster } from "@/shared/contracts/clusters";
import { ManageClusterDialog } from "./manage-cluster-dialog";

const get = vi.fn();
const put = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) }),
}));

const row = (id: string, content: string, created_at: string) => ({ id, user_id: "u", content, content_type: "social_media", original_content: null, metadata: {}, created_at });
const RECENT = row("a", "Recent post about espresso", "2026-01-03T00:00:00.000Z");
const MEMBER = row("b", "Member post about latte art", "2026-01-02T00:00:00.000Z");
// A member older than the history page the dialog lists: it must survive a save.
const OLD_MEMBER = row("c", "Old member about filter coffee", "2025-01-01T00:00:00.000Z");
const cluster: Cluster = { id: "k", user_id: "u", name: "Coffee", description: null, post_count: 2, created_at: "2026-01-01T00:00:00.000Z" };

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? <ManageClusterDialog cluster={cluster} open onOpenChange={setOpen} /> : <p>closed</p>;
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (path: string) =>
    path === "/history" ? { data: [RECENT, MEMBER], next_cursor: null } : { data: [MEMBER, OLD_MEMBER], next_cursor: null },
  );
  put.mockResolvedValue({ added: 1, removed: 1 });
});

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );

describe("ManageClusterDialog", () => {
  it("shows history and members with 'In Cluster' badges, and saves the chosen membership", async () => {
    renderDialog();
    const recent = await screen.findByRole("checkbox", { name: /Recent post/ });
    expect(recent).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Member post/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Old member/ })).toBeChecked();
    expect(screen.getAllByText("In Cluster")).toHaveLength(2);

    await userEvent.click(recent);
    await userEvent.click(screen.getByRole("checkbox", { name: /Member post/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await screen.findByText("closed");
    expect(put).toHaveBeenCalledTimes(1);
    const [path, body] = put.mock.calls[0] as [string, { post_ids: string[] }];
    expect(path).toBe("/clusters/k/posts");
    expect([...body.post_ids].sort()).toEqual(["a", "c"]);
  });

  it("closes without a request when nothing changed", async () => {
    renderDialog();
    await screen.findByRole("checkbox", { name: /Recent post/ });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("closed");
    expect(put).not.toHaveBeenCalled();
  });

  it("keeps the dialog open and says why when saving fails", async () => {
    put.mockRejectedValue(new Error("Some of the selected content no longer exists. Refresh and try again."));
    renderDialog();
    await userEvent.click(await screen.findByRole("checkbox", { name: /Recent post/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(screen.queryByText("closed")).toBeNull();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
