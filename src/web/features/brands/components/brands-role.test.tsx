// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { brandCopy } from "../copy";
import { BrandsTable } from "./brands-table";
import { CreateBrandCard } from "./create-brand-card";

const brand: Brand = {
  id: "b1",
  user_id: "u1",
  brand_name: "Acme",
  mission: null,
  vision: null,
  target_audience: null,
  brand_voice: null,
  key_messaging: null,
  spelling_preference: null,
  no_dashes: false,
  no_semicolons: false,
  no_emojis: false,
  key_topics: null,
  content_guidelines: null,
  additional_notes: null,
  language: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

function renderAs(role: WorkspaceRole) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkspaceRoleContext.Provider value={role}>
        <CreateBrandCard />
        <BrandsTable brands={[brand]} isLoading={false} selectedId={null} onEdit={() => undefined} />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("brand controls by workspace role (issue 25)", () => {
  it.each(["viewer", "writer", "publisher"] as const)("a %s sees create, edit and delete disabled with the reason", (role) => {
    renderAs(role);
    const reason = messages.workspaces.roleCannot(role, messages.workspaces.actions.manage);
    const edit = screen.getByRole("button", { name: brandCopy.editAction("Acme") });
    const remove = screen.getByRole("button", { name: brandCopy.deleteAction("Acme") });
    const create = screen.getByRole("button", { name: brandCopy.createSubmit });
    for (const button of [edit, remove, create]) {
      expect(button).toHaveProperty("disabled", true);
      expect(button.getAttribute("title")).toBe(reason);
    }
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("an admin can use them", () => {
    renderAs("admin");
    expect(screen.getByRole("button", { name: brandCopy.editAction("Acme") })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: brandCopy.deleteAction("Acme") })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: brandCopy.createSubmit })).toHaveProperty("disabled", false);
  });
});
