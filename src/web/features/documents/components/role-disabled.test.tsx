// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { documentsCopy } from "../copy";
import { DocumentUploadDialog } from "./document-upload-dialog";

/** Issue 25: a viewer reads the workspace's documents but cannot upload: Upload is disabled, with the reason. */
const renderAs = (role: WorkspaceRole) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkspaceRoleContext.Provider value={role}>
        <DocumentUploadDialog />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );

describe("DocumentUploadDialog's button", () => {
  it("is disabled for a viewer, with the reason beside it", () => {
    renderAs("viewer");
    expect(screen.getByRole("button", { name: documentsCopy.upload })).toBeDisabled();
    expect(screen.getByRole("note")).toHaveTextContent(messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write));
  });

  it("opens the dialog for a writer", () => {
    renderAs("writer");
    expect(screen.getByRole("button", { name: documentsCopy.upload })).toBeEnabled();
  });
});
