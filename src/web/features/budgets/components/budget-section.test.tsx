// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import type { WorkspaceRole } from "@/shared/roles";
import { messages } from "@/shared/messages";
import { BudgetSection } from "./budget-section";
import { budgetCopy } from "../copy";

const warning = messages.budgets.warning("Team", 85, "1,000 tokens");

function renderAs(role: WorkspaceRole) {
  const status = { workspace_id: "00000000-0000-4000-8000-000000000001", workspace_name: "Team", budget: { unit: "tokens", monthly_limit: 1000 }, used: 850, percent: 85, state: "warning", message: warning, month: "2026-11" };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(status), { headers: { "content-type": "application/json" } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkspaceRoleContext.Provider value={role}>
        <BudgetSection />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BudgetSection", () => {
  it("shows the 80% warning and what was used", async () => {
    renderAs("admin");
    expect(await screen.findByRole("alert")).toHaveTextContent(warning);
    expect(screen.getByText(budgetCopy.used("850 tokens", "1,000 tokens", 85))).toBeInTheDocument();
    expect(screen.getByLabelText(budgetCopy.limit)).toBeEnabled();
  });

  it("shows a writer the control disabled with the reason", async () => {
    renderAs("writer");
    await screen.findByRole("alert");
    expect(screen.getByLabelText(budgetCopy.limit)).toBeDisabled();
    expect(screen.getByText(messages.workspaces.roleCannot("writer", messages.workspaces.actions.manage))).toBeInTheDocument();
  });
});
