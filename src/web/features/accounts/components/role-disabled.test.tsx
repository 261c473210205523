// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { Table, TableBody } from "@/web/components/ui/table";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { AccountRow } from "./account-row";
import { CreateAccountCard } from "./create-account-card";

/** Issue 25: social accounts are the workspace's; roles below admin see them read-only, with the reason. */
const account = { id: "a1", name: "Sky", platform: "bluesky", handle: "@sky", is_active: true, description: "", user_id: "u" } as unknown as Account;
const reason = (role: WorkspaceRole) => messages.workspaces.roleCannot(role, messages.workspaces.actions.manage);
const renderAs = (role: WorkspaceRole, node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkspaceRoleContext.Provider value={role}>{node}</WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );

describe("social accounts for a role that may not manage them", () => {
  it("a writer sees the form disabled and why", () => {
    renderAs("writer", <CreateAccountCard />);
    expect(screen.getByRole("button", { name: "Add Account" })).toBeDisabled();
    expect(screen.getByRole("note")).toHaveTextContent(reason("writer"));
    expect(screen.getByRole("group")).toBeDisabled();
  });

  it("a viewer sees Edit and Delete disabled with the reason", () => {
    renderAs(
      "viewer",
      <Table>
        <TableBody>
          <AccountRow account={account} onEdit={() => undefined} editDisabled={false} />
        </TableBody>
      </Table>,
    );
    for (const name of [/Edit Sky/i, /Delete Sky/i]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("title", reason("viewer"));
    }
  });

  it("an admin adds and edits", () => {
    renderAs("admin", <CreateAccountCard />);
    expect(screen.getByRole("button", { name: "Add Account" })).toBeEnabled();
    expect(screen.queryByRole("note")).toBeNull();
  });
});
