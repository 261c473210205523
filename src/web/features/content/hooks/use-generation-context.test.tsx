// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { toast } from "@/web/lib/toast";
import { postHistory } from "@/web/shared/history/save-history";
import { contentCopy } from "../copy";
import { createRow } from "../lib/post-row";
import type { PageCatalog } from "./use-page-catalog";
import type { PostRowsStore } from "./use-post-rows";
import { useGenerationContext } from "./use-generation-context";

vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/web/lib/auth/use-auth", () => ({ useAuth: () => ({ user: { id: "u1" } }) }));
vi.mock("@/web/shared/history/save-history", () => ({ postHistory: vi.fn() }));

const catalog = {
  prompts: [{ id: "p1", name: "Launch post", prompt_text: "Write" }],
  textModels: [{ id: "m1", name: "Writer" }],
  visionModels: [],
} as unknown as PageCatalog;

function setup() {
  const dispatch = vi.fn();
  const store = { rows: [], dispatch, getRows: () => [], getRow: () => undefined, addRows: vi.fn(), reset: vi.fn() } as unknown as PostRowsStore;
  const qc = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useGenerationContext("social_media", store, catalog), { wrapper });
  return { ctx: result.current, dispatch };
}

const error = {
  code: "history_not_saved" as const,
  message: messages.history.notSaved,
  entries: [{ content: "Kept text", content_type: "social_media" as const, original_content: "src", metadata: { operation: "generate" } }],
};

beforeEach(() => vi.clearAllMocks());

describe("a generation's History item", () => {
  it("the note names the row's prompt, model and saved versions", () => {
    const { ctx } = setup();
    const row = {
      ...createRow("r1", { selectedPromptId: "p1", additionalContext: "B2B" }),
      versions: [
        { content: "v1", timestamp: "t", historyId: "h1" },
        { content: "v2", timestamp: "t" },
      ],
    };
    expect(ctx.note(row, "m1")).toEqual({
      promptId: "p1",
      promptName: "Launch post",
      modelName: "Writer",
      additionalContext: "B2B",
      imageCount: 0,
      rowType: "text",
      versionIds: ["h1"],
    });
  });

  it("links the id the server answered to the row's version, posting nothing", () => {
    const { ctx, dispatch } = setup();
    ctx.saved("r1", "Text", { historyId: "h9" });
    expect(dispatch).toHaveBeenCalledWith({ type: "linkHistory", id: "r1", content: "Text", historyId: "h9" });
    expect(postHistory).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("a failed save is shown with 'Save again', which saves the server's entry and links it", async () => {
    const { ctx, dispatch } = setup();
    vi.mocked(postHistory).mockResolvedValueOnce({ id: "h10", content: "Kept text" } as Awaited<ReturnType<typeof postHistory>>);
    ctx.saved("r1", "Kept text", { historyId: null, error });
    expect(dispatch).not.toHaveBeenCalled();
    const [message, , options] = vi.mocked(toast.error).mock.calls[0];
    expect(message).toBe(messages.history.notSaved);
    const action = options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe(contentCopy.retrySave);
    action.onClick();
    expect(postHistory).toHaveBeenCalledWith(error.entries[0]);
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: "linkHistory", id: "r1", content: "Kept text", historyId: "h10" }));
    expect(toast.success).toHaveBeenCalledWith(messages.history.saveRetried);
  });
});
