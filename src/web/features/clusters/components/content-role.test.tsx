// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { CreatePromptForm } from "@/web/features/prompts/components/create-prompt-form";
import { promptsCopy } from "@/web/features/prompts/copy";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { clusterCopy } from "../copy";
import { DeleteClusterButton } from "./delete-cluster-button";

const cluster = { id: "c1", user_id: "u1", name: "Voice", description: null, post_count: 0, created_at: "2026-01-01T00:00:00.000Z" };

function renderAs(role: WorkspaceRole) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkspaceRoleContext.Provider value={role}>
        <CreatePromptForm />
        <DeleteClusterButton cluster={cluster} />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
  return {
    create: screen.getByRole("button", { name: promptsCopy.form.submit }),
    remove: screen.getByRole("button", { name: clusterCopy.deleteAction("Voice") }),
  };
}

afterEach(cleanup);

describe("content controls by workspace role (issue 25)", () => {
  it("a viewer sees creating a prompt and deleting a cluster disabled with the reason", () => {
    const reason = messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write);
    for (const button of Object.values(renderAs("viewer"))) {
      expect(button).toHaveProperty("disabled", true);
      expect(button.getAttribute("title")).toBe(reason);
    }
  });

  it("a writer can use them", () => {
    for (const button of Object.values(renderAs("writer"))) expect(button).toHaveProperty("disabled", false);
  });
});
