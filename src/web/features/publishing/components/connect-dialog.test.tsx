// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { ConnectDialog } from "./connect-dialog";
import { Providers, json, stubApi } from "./test-api";

/** Issue 28: a member who manages several Facebook Pages picks the one an account posts to, without signing in again. */
const account = { id: "a1", name: "Acme on Facebook", platform: "facebook", handle: "@acme", is_active: true, description: "", user_id: "u" } as unknown as Account;
const connected: PublishingAccount = {
  account_id: "a1",
  platform: "facebook",
  settings: { page_id: "1", name: "Acme Coffee" },
  secret_hint: "Acme Coffee",
  checked_at: null,
  check_error: null,
  token_expires_at: null,
  reconnect_reason: null,
  updated_at: "",
};
const places = [
  { id: "1", name: "Acme Coffee" },
  { id: "2", name: "Acme Bakery" },
];

afterEach(() => vi.unstubAllGlobals());

function open(role: WorkspaceRole, targets = places) {
  let current = "1";
  const calls = stubApi({
    "GET /api/publishing-accounts/a1/targets": () => json({ current, targets }),
    "PUT /api/publishing-accounts/a1/targets": ({ body }) => {
      current = (body as { target_id: string }).target_id;
      return json({ current, targets });
    },
  });
  render(
    <WorkspaceRoleContext.Provider value={role}>
      <Providers>
        <ConnectDialog account={account} publishingAccount={connected} open onOpenChange={() => undefined} />
      </Providers>
    </WorkspaceRoleContext.Provider>,
  );
  return calls;
}

describe("ConnectDialog: where a Facebook account posts", () => {
  it("lists the member's Pages with the current one chosen, and switches to another", async () => {
    const calls = open("admin");
    const select = await screen.findByRole("combobox", { name: "Post to" });
    expect(select).toHaveValue("1");
    expect(screen.getByRole("option", { name: "Acme Bakery" })).toBeInTheDocument();
    await userEvent.selectOptions(select, "2");
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ target_id: "2" });
    await waitFor(() => expect(select).toHaveValue("2"));
  });

  it("shows the choice to a publisher disabled, with why", async () => {
    open("publisher");
    const select = await screen.findByRole("combobox", { name: "Post to" });
    expect(select).toBeDisabled();
    expect(screen.getByText(/cannot/i)).toBeInTheDocument();
  });

  it("shows nothing to choose for one Page", async () => {
    const calls = open("admin", [places[0]]);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/targets"))).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Post to" })).toBeNull();
  });
});
