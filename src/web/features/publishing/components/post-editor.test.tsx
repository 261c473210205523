// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { PostEditor } from "./post-editor";
import { Providers, json, samplePost, stubApi } from "./test-api";

/** Issue 28: a scheduled thread is edited part by part on the calendar, and a LinkedIn post's first comment too. */
const thread = samplePost({ content: "One\n\nTwo", parts: ["One", "Two"] });
const linkedin = samplePost({ platform: "linkedin", content: "Hello", first_comment: "Link: https://example.com" });

afterEach(() => vi.unstubAllGlobals());

function open(post: ScheduledPost, role: WorkspaceRole = "publisher") {
  const calls = stubApi({ "PATCH /api/scheduled-posts/p1": ({ body }) => json({ ...post, ...(body as object) }) });
  const onClose = vi.fn();
  render(
    <Providers>
      <WorkspaceRoleContext.Provider value={role}>
        <PostEditor post={post} onClose={onClose} />
      </WorkspaceRoleContext.Provider>
    </Providers>,
  );
  return { calls, onClose };
}

describe("PostEditor", () => {
  it("edits a scheduled thread part by part and sends the parts with their joined text", async () => {
    const user = userEvent.setup();
    const { calls, onClose } = open(thread);
    expect(screen.queryByLabelText("Post text")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Number the parts/ })).toBeNull();
    const second = screen.getByLabelText("Part 2 of 2");
    await user.clear(second);
    await user.type(second, "Two, edited");
    await user.click(screen.getByRole("button", { name: "Add a part" }));
    await user.type(screen.getByLabelText("Part 3 of 3"), "Three");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ parts: ["One", "Two, edited", "Three"], content: "One\n\nTwo, edited\n\nThree" });
  });

  it("refuses a thread with an empty part, naming why", async () => {
    const user = userEvent.setup();
    const { calls } = open(thread);
    await user.clear(screen.getByLabelText("Part 2 of 2"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/empty/i);
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("edits a LinkedIn post's first comment, and removes it when emptied", async () => {
    const user = userEvent.setup();
    const { calls, onClose } = open(linkedin);
    const comment = screen.getByLabelText("First comment");
    expect(comment).toHaveValue("Link: https://example.com");
    await user.clear(comment);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ first_comment: null });
  });

  it("shows a viewer the parts read-only", () => {
    open(thread, "viewer");
    expect(screen.getByLabelText("Part 1 of 2")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Add a part" })).toBeNull();
  });
});
