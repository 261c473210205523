// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { uploadsCopy } from "../copy";
import { UploadImagesButton } from "./image-upload-dialog";

/** Issue 25: a viewer may look at the workspace's images but not upload: the button is disabled, with the reason. */
const renderAs = (role: WorkspaceRole) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkspaceRoleContext.Provider value={role}>
        <UploadImagesButton />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );

describe("UploadImagesButton", () => {
  it("is disabled for a viewer, with the reason beside it", () => {
    renderAs("viewer");
    const reason = messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write);
    expect(screen.getByRole("button", { name: uploadsCopy.upload })).toBeDisabled();
    expect(screen.getByRole("note")).toHaveTextContent(reason);
  });

  it("works for a writer", () => {
    renderAs("writer");
    expect(screen.getByRole("button", { name: uploadsCopy.upload })).toBeEnabled();
    expect(screen.queryByRole("note")).toBeNull();
  });
});
