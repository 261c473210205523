// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Draft, DRAFT_CHANGED_EVENT } from "@/shared/contracts/drafts";
import { workspaceChannel } from "@/shared/contracts/workspaces";
import { draftData } from "../../../../../tests/helpers/drafts";
import type { DraftsApi } from "../api/drafts";
import { usePostRows } from "./use-post-rows";

describe("usePostRows", () => {
  it("getRow sees a streamed piece at once, before React renders (a broken stream keeps the text it wrote)", () => {
    const { result } = renderHook(() => usePostRows("social_media"));
    const id = result.current.rows[0]!.id;
    act(() => {
      result.current.dispatch({ type: "start", id });
      // The piece and the error behind it arrive in one task: no render between them.
      result.current.dispatch({ type: "stream", id, text: "Our new dashboard" });
      expect(result.current.getRow(id)?.streamingText).toBe("Our new dashboard");
    });
    expect(result.current.rows[0]!.streamingText).toBe("Our new dashboard");
  });
});

describe("usePostRows with a workspace's drafts", () => {
  const WS = "6f1c3d1e-0000-4000-8000-000000000001";
  const ID = "0a000000-0000-4000-8000-000000000001";
  const draft = (version: number, textContent: string): Draft => ({
    id: ID,
    workspace_id: WS,
    page: "article",
    position: 0,
    data: draftData({ textContent }),
    version,
    created_by: null,
    updated_by: null,
    created_at: "",
    updated_at: "",
  });

  function deps() {
    const map = new Map<string, string>();
    const handlers = new Map<string, (payload: unknown) => void>();
    const api: DraftsApi = {
      list: vi.fn(async () => ({ workspaceId: WS, drafts: [draft(1, "from the server")] })),
      get: vi.fn(async () => null),
      create: vi.fn(),
      update: vi.fn(async (_id, body) => ({ kind: "saved" as const, draft: { ...draft(body.base_version + 1, body.data!.textContent) } })),
      remove: vi.fn(),
    };
    const apiFor = vi.fn(() => api);
    return {
      api,
      apiFor,
      handlers,
      map,
      value: {
        apiFor,
        storage: {
          getItem: (k: string) => map.get(k) ?? null,
          setItem: (k: string, v: string) => void map.set(k, v),
          removeItem: (k: string) => void map.delete(k),
        },
        subscribe: (channel: string, event: string, handler: (payload: unknown) => void) => {
          handlers.set(`${channel} ${event}`, handler);
          return () => handlers.delete(`${channel} ${event}`);
        },
        onSocketState: () => () => undefined,
      },
    };
  }

  it("loads the tab's workspace's drafts, applies another member's change live and saves an edit on its version", async () => {
    const d = deps();
    const scope = { userId: "u1", workspaceId: WS, readOnly: false };
    const { result } = renderHook(() => usePostRows("article", scope, d.value));
    await waitFor(() => expect(result.current.rows[0]?.textContent).toBe("from the server"));
    expect(d.apiFor).toHaveBeenCalledWith(WS);
    expect(result.current.sync.status).toBe("saved");

    const event = d.handlers.get(`${workspaceChannel(WS)} ${DRAFT_CHANGED_EVENT}`)!;
    act(() => event({ id: ID, page: "article", version: 2, position: 0, deleted: false, by: "u2", data: draftData({ textContent: "changed by a teammate" }) }));
    await waitFor(() => expect(result.current.rows[0]?.textContent).toBe("changed by a teammate"));

    act(() => result.current.dispatch({ type: "update", id: ID, input: { textContent: "my edit" } }));
    await waitFor(() => expect(d.api.update).toHaveBeenCalledWith(ID, expect.objectContaining({ base_version: 2 })), { timeout: 2000 });
    await waitFor(() => expect(result.current.sync.status).toBe("saved"));
  });

  it("a viewer's page sends nothing", async () => {
    const d = deps();
    const { result } = renderHook(() => usePostRows("article", { userId: "u1", workspaceId: WS, readOnly: true }, d.value));
    await waitFor(() => expect(result.current.rows[0]?.textContent).toBe("from the server"));
    act(() => result.current.dispatch({ type: "update", id: ID, input: { textContent: "typed anyway" } }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(d.api.update).not.toHaveBeenCalled();
    expect(d.api.create).not.toHaveBeenCalled();
  });
});

describe("new rows", () => {
  it("start with the prompt last chosen on the page, in a row or for all rows", () => {
    const { result } = renderHook(() => usePostRows("article"));
    const first = result.current.rows[0]!.id;
    act(() => result.current.dispatch({ type: "update", id: first, input: { selectedPromptId: "p-launch" } }));
    act(() => result.current.addRows(2));
    expect(result.current.rows.map((row) => row.selectedPromptId)).toEqual(["p-launch", "p-launch", "p-launch"]);
    act(() => result.current.dispatch({ type: "applyPrompt", promptId: "p-teaser", newId: "n1" }));
    act(() => result.current.addRows(1, { textContent: "from an idea" }));
    expect(result.current.rows.at(-1)).toMatchObject({ selectedPromptId: "p-teaser", textContent: "from an idea" });
  });
});
