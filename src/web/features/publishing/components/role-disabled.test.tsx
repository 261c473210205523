// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { ConnectButton } from "./connect-button";
import { PostEditor } from "./post-editor";
import { ScheduleDialog } from "./schedule-dialog";
import { Providers, json, samplePost, stubApi } from "./test-api";

/** Issue 25: what a role may not do in the calendar and the schedule dialog is disabled, with the reason beside it. */
const account = { id: "a1", name: "Sky", platform: "bluesky", handle: "@sky", is_active: true, description: "", user_id: "u" } as unknown as Account;
const publishingAccount: PublishingAccount = {
  account_id: "a1",
  platform: "bluesky",
  settings: { identifier: "sky.test" },
  secret_hint: "abcd",
  checked_at: null,
  check_error: null,
  token_expires_at: null,
  reconnect_reason: null,
  updated_at: "",
};
const post = samplePost({ updated_at: "u1" });
const reason = (role: WorkspaceRole, capability: "publish" | "manage") => messages.workspaces.roleCannot(role, messages.workspaces.actions[capability]);

afterEach(() => vi.unstubAllGlobals());

function renderAs(role: WorkspaceRole, node: React.ReactNode) {
  const calls = stubApi({
    "GET /api/accounts": () => json({ data: [account], next_cursor: null }),
    "GET /api/publishing-accounts": () => json({ data: [publishingAccount], next_cursor: null }),
    "POST /api/scheduled-posts": () => json({ data: [] }, 201),
  });
  render(
    <Providers>
      <WorkspaceRoleContext.Provider value={role}>{node}</WorkspaceRoleContext.Provider>
    </Providers>,
  );
  return calls;
}

describe("a role that may not publish", () => {
  it("a writer sees Schedule disabled with the reason, and nothing is sent", async () => {
    const calls = renderAs(
      "writer",
      <ScheduleDialog open source={{ text: "Hello", images: [], contentType: "social_media" }} onOpenChange={() => undefined} />,
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.setup().click(await within(dialog).findByRole("checkbox", { name: /Sky/ }));
    const submit = within(dialog).getByRole("button", { name: "Schedule" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute("title", reason("writer", "publish"));
    expect(within(dialog).getByRole("note")).toHaveTextContent(reason("writer", "publish"));
    await userEvent.setup().click(within(dialog).getByRole("radio", { name: /now/i }));
    expect(within(dialog).getByRole("button", { name: "Publish now" })).toBeDisabled();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("where approvals are on, a writer schedules a draft's post for later: it names the draft and says it waits for approval", async () => {
    const source = {
      text: "Hello",
      images: [],
      contentType: "social_media" as const,
      draftId: "5d1c7e0a-5b8e-4a55-9d43-3d6f1b2c9a10",
      approvalsRequired: true,
    };
    const calls = renderAs("writer", <ScheduleDialog open source={source} onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole("checkbox", { name: /Sky/ }));
    expect(within(dialog).getByTestId("schedule-needs-approval")).toHaveTextContent("Needs approval");
    // A post that waits for approval has a time: no Publish now.
    expect(within(dialog).queryByRole("radio", { name: /now/i })).toBeNull();
    const submit = within(dialog).getByRole("button", { name: "Schedule" });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ draft_id: source.draftId, account_ids: ["a1"] });
  });

  it("without approvals a writer's Schedule stays disabled even from a draft", async () => {
    renderAs(
      "writer",
      <ScheduleDialog
        open
        source={{ text: "Hello", images: [], contentType: "social_media", draftId: "5d1c7e0a-5b8e-4a55-9d43-3d6f1b2c9a10", approvalsRequired: false }}
        onOpenChange={() => undefined}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Schedule" })).toBeDisabled();
    expect(within(dialog).queryByTestId("schedule-needs-approval")).toBeNull();
  });

  it("a publisher schedules from a draft as before: no approval note, no draft named", async () => {
    const source = {
      text: "Hello",
      images: [],
      contentType: "social_media" as const,
      draftId: "5d1c7e0a-5b8e-4a55-9d43-3d6f1b2c9a10",
      approvalsRequired: true,
    };
    const calls = renderAs("publisher", <ScheduleDialog open source={source} onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole("checkbox", { name: /Sky/ }));
    expect(within(dialog).queryByTestId("schedule-needs-approval")).toBeNull();
    expect(within(dialog).getByRole("radio", { name: /now/i })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).not.toHaveProperty("draft_id");
  });

  it("a publisher may schedule: no reason, the button works", async () => {
    renderAs("publisher", <ScheduleDialog open source={{ text: "Hello", images: [], contentType: "social_media" }} onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByRole("checkbox", { name: /Sky/ })).toBeEnabled());
    expect(within(dialog).getByRole("button", { name: "Schedule" })).toBeEnabled();
    expect(within(dialog).queryByRole("note")).toBeNull();
  });

  it("a viewer sees a teammate's post read-only: Save and Cancel post disabled with the reason", () => {
    renderAs("viewer", <PostEditor post={post} onClose={() => undefined} />);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel post" })).toBeDisabled();
    expect(screen.getByLabelText("Post text")).toHaveAttribute("readonly");
    expect(screen.getByRole("note")).toHaveTextContent(reason("viewer", "publish"));
  });
});

describe("a role that may not manage", () => {
  it("a publisher sees Connect disabled with the reason", async () => {
    renderAs("publisher", <ConnectButton account={account} />);
    const button = await screen.findByRole("button", { name: /Sky/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", reason("publisher", "manage"));
  });

  it("an admin connects", async () => {
    renderAs("admin", <ConnectButton account={account} />);
    expect(await screen.findByRole("button", { name: /Sky/ })).toBeEnabled();
  });
});
