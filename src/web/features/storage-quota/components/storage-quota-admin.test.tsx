// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { storageQuotaCopy } from "../copy";
import { StorageQuotaAdmin } from "./storage-quota-admin";

const accounts = vi.fn();
vi.mock("../api/storage-quota", () => ({
  useWorkspacesStorage: () => accounts(),
  useStorageQuotaSettings: () => ({ isSuccess: false, isPending: true, data: undefined }),
  useSetStorageQuotaSettings: () => ({ isPending: false, mutate: vi.fn() }),
  useSetWorkspaceQuota: () => ({ isPending: false, mutate: vi.fn() }),
}));

const copy = storageQuotaCopy.admin;
const view = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StorageQuotaAdmin />
    </QueryClientProvider>,
  );

describe("StorageQuotaAdmin workspaces table", () => {
  it("says it is loading, then when loading failed, with Try again", async () => {
    accounts.mockReturnValue({ isPending: true, isError: false, isSuccess: false, data: undefined });
    const { unmount } = view();
    expect(screen.getByRole("status")).toHaveTextContent(copy.loadingWorkspaces);
    unmount();

    const refetch = vi.fn();
    accounts.mockReturnValue({ isPending: false, isError: true, isSuccess: false, data: undefined, error: new Error("Service unavailable"), refetch });
    view();
    expect(screen.getByRole("alert")).toHaveTextContent(copy.workspacesFailed);
    await userEvent.setup().click(screen.getByRole("button", { name: copy.retry }));
    expect(refetch).toHaveBeenCalled();
  });

  it("says when no workspace matches", () => {
    accounts.mockReturnValue({ isPending: false, isError: false, isSuccess: true, data: { data: [] } });
    view();
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
  });

  it("names each workspace: a personal one by its owner's email, a team by its name and owner", () => {
    accounts.mockReturnValue({
      isPending: false,
      isError: false,
      isSuccess: true,
      data: {
        data: [
          { id: "00000000-0000-4000-8000-000000000001", name: "Personal", kind: "personal", owner_email: "ann@example.com", used_bytes: 0, quota_bytes: 1024, override_bytes: null },
          { id: "00000000-0000-4000-8000-000000000002", name: "Acme team", kind: "team", owner_email: "bob@example.com", used_bytes: 0, quota_bytes: 1024, override_bytes: 1024 },
        ],
      },
    });
    view();
    expect(screen.getByText(copy.personal("ann@example.com"))).toBeInTheDocument();
    expect(screen.getByText(copy.team("Acme team", "bob@example.com"))).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: copy.quotaFor(copy.team("Acme team", "bob@example.com")) })).toBeInTheDocument();
  });
});
