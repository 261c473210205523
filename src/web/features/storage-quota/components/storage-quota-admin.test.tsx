// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { storageQuotaCopy } from "../copy";
import { StorageQuotaAdmin } from "./storage-quota-admin";

const accounts = vi.fn();
vi.mock("../api/storage-quota", () => ({
  useAccountsStorage: () => accounts(),
  useStorageQuotaSettings: () => ({ isSuccess: false, isPending: true, data: undefined }),
  useSetStorageQuotaSettings: () => ({ isPending: false, mutate: vi.fn() }),
  useSetAccountQuota: () => ({ isPending: false, mutate: vi.fn() }),
}));

const copy = storageQuotaCopy.admin;
const view = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StorageQuotaAdmin />
    </QueryClientProvider>,
  );

describe("StorageQuotaAdmin accounts table", () => {
  it("says it is loading, then when loading failed, with Try again", async () => {
    accounts.mockReturnValue({ isPending: true, isError: false, isSuccess: false, data: undefined });
    const { unmount } = view();
    expect(screen.getByRole("status")).toHaveTextContent(copy.loadingAccounts);
    unmount();

    const refetch = vi.fn();
    accounts.mockReturnValue({ isPending: false, isError: true, isSuccess: false, data: undefined, error: new Error("Service unavailable"), refetch });
    view();
    expect(screen.getByRole("alert")).toHaveTextContent(copy.accountsFailed);
    await userEvent.setup().click(screen.getByRole("button", { name: copy.retry }));
    expect(refetch).toHaveBeenCalled();
  });

  it("says when no account matches", () => {
    accounts.mockReturnValue({ isPending: false, isError: false, isSuccess: true, data: { data: [] } });
    view();
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
  });
});
