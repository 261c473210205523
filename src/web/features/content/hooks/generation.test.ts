// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import * as functions from "../api/functions";
import { rateLimitDelayMs } from "../lib/bulk-scheduler";
import { createRow, type PostRow } from "../lib/post-row";
import { rowsReducer, type RowsAction } from "../lib/rows-reducer";
import { generateRow } from "./generate-post";
import { createRowRuns } from "./row-runs";
import { adjustRowPost, expandRow, generateRowAlternatives, saveRowEdit } from "./refine-post";
import { useBulkGeneration } from "./use-bulk-generation";
import type { Saved } from "../api/functions";
import type { GenerationContext, HistoryArgs } from "./use-generation-context";

vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), warning: vi.fn() } }));
vi.mock("../api/functions", () => ({
  generateTextPost: vi.fn(),
  analyzeImages: vi.fn(),
  generateAlternatives: vi.fn(),
  adjustPost: vi.fn(),
  expandContent: vi.fn(),
}));
vi.mock("../api/image-data", () => ({ toDataUrl: vi.fn(async () => "data:image/png;base64,AAAA") }));

const g = messages.generation;
const api = vi.mocked(functions);
const toasts = vi.mocked(toast);

/** A page's rows behind a GenerationContext, with every dispatched state kept so tests can see the steps. */
function page(initial: PostRow[]) {
  let rows = initial;
  const seen: PostRow[][] = [];
  const recorded: HistoryArgs[] = [];
  const linked: { rowId: string; content: string; saved: Saved }[] = [];
  const ctx: GenerationContext = {
    contentType: "social_media",
    dispatch: (action: RowsAction) => {
      rows = rowsReducer(rows, action);
      seen.push(rows);
    },
    getRow: (id) => rows.find((row) => row.id === id),
    getRows: () => rows,
    made: (operation) => ({ operation, authorId: "u1", authorName: "ana@example.com" }),
    promptText: async (id) => `PROMPT ${id}`,
    modelIdFor: (row) => (row.contentType === "image" ? "vision-1" : "text-1"),
    brandId: () => "brand-1",
    language: () => "en",
    record: (args) => void recorded.push(args),
    note: (row, modelId) => ({
      promptId: row.selectedPromptId,
      modelName: `name of ${modelId}`,
      versionIds: row.versions.flatMap((v) => (v.historyId ? [v.historyId] : [])),
    }),
    saved: (rowId, content, saved) => void linked.push({ rowId, content, saved }),
    now: () => new Date("2025-03-01T10:00:00.000Z"),
    retry: { retryDelayMs: rateLimitDelayMs, maxRetries: 3, sleep: async () => {} },
    runs: createRowRuns(),
  };
  return {
    ctx,
    seen,
    recorded,
    linked,
    get rows() {
      return rows;
    },
  };
}

const ready = (id = "1", input: Parameters<typeof createRow>[1] = {}) =>
  createRow(id, { textContent: "Launch day", selectedPromptId: "p1", additionalContext: "B2B", ...input });
const withPost = (row: PostRow, content = "First post") => rowsReducer([row], { type: "succeed", id: row.id, content, timestamp: "t0" })[0];
/** A generation's answer: the text and the History item the server wrote for it. */
const gen = (content: string) => ({ content, saved: { historyId: `h-${content}` } });
const rateLimited = () => Object.assign(new Error("slow down"), { status: 429, retryAfter: 1 });

beforeEach(() => {
  vi.clearAllMocks();
});

describe("generateRow", () => {
  it("streams the text into the row, then keeps the result as version 1 and links the item the server saved", async () => {
    api.generateTextPost.mockImplementation(async (_body, onText) => {
      onText?.("Big ");
      onText?.("Big news");
      return gen("Big news today!");
    });
    const p = page([ready()]);
    await generateRow(p.ctx, "1");
    expect(api.generateTextPost).toHaveBeenCalledWith(
      {
        textContent: "Launch day",
        promptText: "PROMPT p1",
        additionalContext: "B2B",
        modelId: "text-1",
        contentType: "social_media",
        brandId: "brand-1",
        language: "en",
        history: { promptId: "p1", modelName: "name of text-1", versionIds: [] },
      },
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.seen.map((rows) => rows[0].streamingText)).toEqual(["", "Big ", "Big news", ""]);
    expect(p.rows[0]).toMatchObject({
      isLoading: false,
      generatedPost: "Big news today!",
      versions: [{ content: "Big news today!", timestamp: "2025-03-01T10:00:00.000Z" }],
    });
    // The server wrote the History item; the page posts nothing and only links its id.
    expect(p.recorded).toEqual([]);
    expect(p.linked).toEqual([{ rowId: "1", content: "Big news today!", saved: { historyId: "h-Big news today!" } }]);
  });

  it("on failure stops loading and changes nothing else", async () => {
    api.generateTextPost.mockRejectedValue(new Error("The AI service is unavailable right now. Please try again."));
    const p = page([ready(), createRow("2", { textContent: "other" })]);
    const before = p.rows;
    await generateRow(p.ctx, "1");
    expect(p.rows).toEqual(before);
    expect(toasts.error).toHaveBeenCalledWith(g.failedTextPost, "The AI service is unavailable right now. Please try again.");
    expect(p.linked).toEqual([]);
  });

  it("a regenerate names the row's saved versions, so the server keeps one item of an identical result", async () => {
    api.generateTextPost.mockResolvedValueOnce(gen("First post")).mockResolvedValueOnce(gen("Second draft"));
    const p = page([rowsReducer([withPost(ready("1"))], { type: "linkHistory", id: "1", content: "First post", historyId: "h0" })[0]]);
    await generateRow(p.ctx, "1");
    expect(api.generateTextPost).toHaveBeenLastCalledWith(
      expect.objectContaining({ history: expect.objectContaining({ versionIds: ["h0"] }) }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.rows[0].versions.map((v) => v.content)).toEqual(["First post"]);
    await generateRow(p.ctx, "1");
    expect(p.rows[0].versions.map((v) => v.content)).toEqual(["First post", "Second draft"]);
    expect(p.recorded).toEqual([]);
  });

  it("a result History could not keep stays on the row, and the failure goes to the page", async () => {
    const error = { code: "history_not_saved" as const, message: "The result was not saved to History", entries: [] };
    api.generateTextPost.mockResolvedValueOnce({ content: "Kept anyway", saved: { historyId: null, error } });
    const p = page([ready()]);
    await generateRow(p.ctx, "1");
    expect(p.rows[0].generatedPost).toBe("Kept anyway");
    expect(p.linked).toEqual([{ rowId: "1", content: "Kept anyway", saved: { historyId: null, error } }]);
  });

  it("waits out a 429 and tries again", async () => {
    api.generateTextPost.mockRejectedValueOnce(rateLimited()).mockResolvedValueOnce(gen("Second try"));
    const p = page([ready()]);
    await generateRow(p.ctx, "1");
    expect(api.generateTextPost).toHaveBeenCalledTimes(2);
    expect(p.rows[0].generatedPost).toBe("Second try");
  });

  it("needs text ('Text content is required for text-based posts') and a prompt (console only)", async () => {
    const p = page([ready("1", { textContent: "  " }), ready("2", { selectedPromptId: "" })]);
    await generateRow(p.ctx, "1");
    expect(toasts.error).toHaveBeenCalledWith(g.textRequired);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await generateRow(p.ctx, "2");
    expect(warn).toHaveBeenCalledWith(g.selectPromptFirst);
    expect(api.generateTextPost).not.toHaveBeenCalled();
    expect(p.seen).toEqual([]);
  });

  it("writes an image row's post from its images, own text and context with the vision model ('Failed to analyze images' on failure)", async () => {
    const image = { kind: "stored" as const, id: "i1", url: "https://x/i1.png", path: "u/i1.png", source: "uploaded" as const };
    api.analyzeImages.mockResolvedValueOnce({ ...gen("A photo post"), imageUrls: ["https://x/stored.png"] });
    const p = page([ready("1", { contentType: "image", textContent: "Our summer menu", additionalContext: "Open till 10pm", files: [image] })]);
    await generateRow(p.ctx, "1");
    expect(api.analyzeImages).toHaveBeenCalledWith(
      expect.objectContaining({
        images: ["data:image/png;base64,AAAA"],
        textContent: "Our summer menu",
        additionalContext: "Open till 10pm",
        modelId: "vision-1",
        brandId: "brand-1",
      }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.rows[0]).toMatchObject({ generatedPost: "A photo post", imageUrls: ["https://x/stored.png"] });

    api.analyzeImages.mockRejectedValueOnce(new Error(g.invalidResponse));
    await generateRow(p.ctx, "1");
    expect(toasts.error).toHaveBeenCalledWith(g.failedAnalyzeImages, g.invalidResponse);
    expect(p.rows[0].versions).toHaveLength(1);
  });
});

/** A streamed call that writes `head`, then waits until its signal aborts and rejects as fetch does. */
function writesThenWaits(head: string) {
  return async (_body: unknown, onText?: (text: string) => void, signal?: AbortSignal): Promise<never> => {
    onText?.(head);
    return new Promise((_, reject) => {
      signal?.addEventListener("abort", () => reject(new DOMException("The user aborted a request.", "AbortError")));
    });
  };
}

describe("Stop and Retry", () => {
  it("Stop aborts the row's request and keeps the text so far with 'Stopped'; Retry runs it again", async () => {
    api.generateTextPost.mockImplementationOnce(writesThenWaits("Half a "));
    const p = page([ready()]);
    const running = generateRow(p.ctx, "1");
    await vi.waitFor(() => expect(p.rows[0].streamingText).toBe("Half a "));
    const signal = api.generateTextPost.mock.calls[0][2]!;
    expect(signal.aborted).toBe(false);
    p.ctx.runs.stop("1");
    await running;
    expect(signal.aborted).toBe(true);
    expect(p.rows[0]).toMatchObject({ isLoading: false, streamingText: "Half a ", interruption: "Stopped", versions: [] });
    expect(toasts.error).not.toHaveBeenCalled();

    api.generateTextPost.mockResolvedValueOnce(gen("A whole post"));
    p.ctx.runs.retry("1");
    await vi.waitFor(() => expect(p.rows[0].versions.map((v) => v.content)).toEqual(["A whole post"]));
    expect(p.rows[0]).toMatchObject({ isLoading: false, streamingText: "", interruption: undefined });
  });

  it("a stream that breaks after some text keeps it with the reason, never 'Invalid response'", async () => {
    api.adjustPost.mockImplementationOnce(async (_body, onText) => {
      onText?.("Adjusted half");
      throw new ApiError(502, "stream_incomplete", g.streamBroken);
    });
    const p = page([withPost(ready())]);
    await adjustRowPost(p.ctx, "1", "Shorter");
    expect(p.rows[0]).toMatchObject({ isLoading: false, streamingText: "Adjusted half", interruption: g.streamBroken });
    expect(p.rows[0].versions).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("Stop on an expansion or alternatives aborts their request too", async () => {
    api.expandContent.mockImplementationOnce(writesThenWaits("Longer "));
    const p = page([withPost(ready())]);
    const expanding = expandRow(p.ctx, "1", "long");
    await vi.waitFor(() => expect(p.rows[0].streamingText).toBe("Longer "));
    p.ctx.runs.stop("1");
    await expanding;
    expect(p.rows[0]).toMatchObject({ streamingText: "Longer ", interruption: "Stopped" });

    api.generateAlternatives.mockImplementationOnce(
      (_body, signal) => new Promise((_, reject) => signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const alternatives = generateRowAlternatives(p.ctx, "1", 2);
    await vi.waitFor(() => expect(p.rows).toHaveLength(3));
    p.ctx.runs.stop(p.rows[2].id);
    await alternatives;
    expect(p.rows).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

describe("refinements", () => {
  it("alternatives appear loading below the source, then filled, each linked to its History item", async () => {
    let loadingRows: string[] = [];
    const p = page([withPost(ready("1")), createRow("2", { textContent: "next" })]);
    api.generateAlternatives.mockImplementation(async () => {
      loadingRows = p.rows.filter((row) => row.isLoading).map((row) => row.textContent);
      return [gen("Alt A"), gen("Alt B")];
    });
    await generateRowAlternatives(p.ctx, "1", 3);
    expect(loadingRows).toEqual(["Launch day", "Launch day", "Launch day"]);
    expect(api.generateAlternatives).toHaveBeenCalledWith(
      expect.objectContaining({ textContent: "Launch day", count: 3, promptText: "PROMPT p1", brandId: "brand-1" }),
      expect.any(AbortSignal),
    );
    expect(p.rows.map((row) => row.generatedPost)).toEqual(["First post", "Alt A", "Alt B", ""]);
    expect(p.rows[3].id).toBe("2");
    expect(p.rows[2]).toMatchObject({ isAlternative: true, alternativeIndex: 2, totalAlternatives: 3, isLoading: false });
    expect(p.linked).toEqual([
      { rowId: p.rows[1].id, content: "Alt A", saved: { historyId: "h-Alt A" } },
      { rowId: p.rows[2].id, content: "Alt B", saved: { historyId: "h-Alt B" } },
    ]);
  });

  it("a failed alternatives call leaves the page as it was", async () => {
    api.generateAlternatives.mockRejectedValue(new Error("boom"));
    const p = page([withPost(ready("1"))]);
    const before = p.rows;
    await generateRowAlternatives(p.ctx, "1", 2);
    expect(p.rows).toEqual(before);
    expect(toasts.error).toHaveBeenCalledWith(g.failedContent, "boom");
  });

  it("adjusts the shown version into a new one ('Failed to adjust post. Please try again.')", async () => {
    api.adjustPost.mockResolvedValueOnce(gen("Shorter post"));
    const p = page([withPost(ready("1"))]);
    await adjustRowPost(p.ctx, "1", "make it shorter");
    expect(api.adjustPost).toHaveBeenCalledWith(
      expect.objectContaining({ originalPost: "First post", adjustmentNotes: "make it shorter", brandId: "brand-1", contentType: "social_media" }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.rows[0].versions.map((v) => v.content)).toEqual(["First post", "Shorter post"]);
    expect(p.linked[0]).toMatchObject({ rowId: "1", content: "Shorter post", saved: { historyId: "h-Shorter post" } });

    api.adjustPost.mockRejectedValueOnce(new Error("x"));
    await adjustRowPost(p.ctx, "1", "again");
    expect(toasts.error).toHaveBeenCalledWith(g.failedAdjust, "x");

    const cannot = g.builtinCannot("translate it");
    api.adjustPost.mockRejectedValueOnce(new ApiError(422, "builtin_cannot", cannot));
    await adjustRowPost(p.ctx, "1", "translate it");
    expect(toasts.info).toHaveBeenCalledWith(cannot);
    expect(toasts.error).not.toHaveBeenCalledWith(g.failedAdjust, cannot);
    expect(p.rows[0]).toMatchObject({ isLoading: false, currentVersionIndex: 1 });
  });

  it("expands a post into a new version, or a row's own text in place", async () => {
    api.expandContent.mockResolvedValueOnce(gen("A longer post."));
    const p = page([withPost(ready("1")), ready("2")]);
    await expandRow(p.ctx, "1", "long");
    expect(api.expandContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: "First post", mode: "long", brandId: "brand-1" }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.rows[0]).toMatchObject({ generatedPost: "A longer post.", currentVersionIndex: 1 });

    api.expandContent.mockImplementationOnce(async (_body, onText) => {
      onText?.("Launch day, and");
      return gen("Launch day, and more detail.");
    });
    await expandRow(p.ctx, "2", "short");
    expect(p.rows[1]).toMatchObject({ textContent: "Launch day, and more detail.", isLoading: false, versions: [] });
    expect(api.expandContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ history: expect.objectContaining({ expandTarget: "text" }) }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(p.linked.map((l) => l.rowId)).toEqual(["1", "2"]);
  });

  it("a failed expansion restores the text; nothing to expand asks for content", async () => {
    api.expandContent.mockImplementationOnce(async (_body, onText) => {
      onText?.("half");
      throw new Error("x");
    });
    const p = page([ready("1"), createRow("2")]);
    await expandRow(p.ctx, "1", "medium");
    expect(p.rows[0]).toMatchObject({ textContent: "Launch day", isLoading: false });
    expect(toasts.error).toHaveBeenCalledWith(g.failedExpand, "x");
    await expandRow(p.ctx, "2", "medium");
    expect(toasts.error).toHaveBeenCalledWith(g.enterContentFirst);
  });

  it("saves an edit as a new version, but not an unchanged one", () => {
    const p = page([withPost(ready("1"))]);
    expect(saveRowEdit(p.ctx, "1", "First post  ")).toBe(false);
    expect(toasts.info).toHaveBeenCalledWith(g.noChanges);
    expect(saveRowEdit(p.ctx, "1", "Edited post")).toBe(true);
    expect(p.rows[0]).toMatchObject({ generatedPost: "Edited post", currentVersionIndex: 1 });
    expect(p.recorded[0]).toMatchObject({ operation: "edit", originalContent: "First post", content: "Edited post" });
  });
});

describe("useBulkGeneration", () => {
  it("refuses while a row with content has no prompt", async () => {
    const p = page([ready("1"), ready("2", { selectedPromptId: "" })]);
    const { result } = renderHook(() => useBulkGeneration(p.ctx));
    await act(() => result.current.start());
    expect(toasts.error).toHaveBeenCalledWith(g.selectPromptsForAll);
    expect(api.generateTextPost).not.toHaveBeenCalled();
  });

  it("generates the ready rows, reports progress, and names each failed row with a partial-success warning", async () => {
    api.generateTextPost.mockImplementation(async (body) => {
      if (body.textContent === "second") throw new Error("Timeout");
      return gen(`Post for ${body.textContent}`);
    });
    const p = page([
      ready("a", { textContent: "first" }),
      ready("b", { textContent: "second" }),
      withPost(ready("c")),
      createRow("d"),
      ready("e", { textContent: "third" }),
    ]);
    const { result } = renderHook(() => useBulkGeneration(p.ctx));
    await act(() => result.current.start());
    expect(api.generateTextPost).toHaveBeenCalledTimes(3);
    expect(result.current.progress).toEqual({ running: false, done: 3, total: 3 });
    expect(p.rows.map((row) => row.generatedPost)).toEqual(["Post for first", "", "First post", "", "Post for third"]);
    expect(p.rows[1]).toMatchObject({ isLoading: false, textContent: "second" });
    expect(toasts.error).toHaveBeenCalledWith(g.failedToProcess("2", "Timeout"));
    expect(toasts.warning).toHaveBeenCalledWith(g.partialSuccess);
  });

  it("Stop all keeps the running rows' text as stopped, starts no queued row and reports no failure", async () => {
    api.generateTextPost.mockImplementation(writesThenWaits("Begun "));
    const p = page(["1", "2", "3", "4", "5", "6"].map((id) => ready(id, { textContent: `text ${id}` })));
    const { result } = renderHook(() => useBulkGeneration(p.ctx));
    let run!: Promise<void>;
    act(() => {
      run = result.current.start();
    });
    await vi.waitFor(() => expect(p.rows.filter((row) => row.streamingText === "Begun ").length).toBeGreaterThan(0));
    const started = api.generateTextPost.mock.calls.length;
    act(() => result.current.stop());
    await act(() => run);
    expect(api.generateTextPost).toHaveBeenCalledTimes(started);
    expect(started).toBeLessThan(6);
    expect(p.rows.filter((row) => row.interruption === "Stopped")).toHaveLength(started);
    expect(p.rows.every((row) => !row.isLoading)).toBe(true);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it("says when nothing could be generated", async () => {
    api.generateTextPost.mockRejectedValue(new Error("down"));
    const p = page([ready("1")]);
    const { result } = renderHook(() => useBulkGeneration(p.ctx));
    await act(() => result.current.start());
    expect(toasts.error).toHaveBeenCalledWith(g.failedToProcess("1", "down"));
    expect(toasts.error).toHaveBeenLastCalledWith(g.failedAny);
    expect(p.rows[0]).toMatchObject({ isLoading: false, versions: [] });
  });
});
