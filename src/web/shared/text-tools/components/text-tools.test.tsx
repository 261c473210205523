// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentBrandContext, type CurrentBrandValue } from "@/web/lib/brand-context-core";
import type { ModelOption } from "@/web/lib/models-query";
import { toast } from "@/web/lib/toast";
import * as api from "../api/functions";
import { TextToolDialogs, type TextTool } from "./text-tools";

const MODELS: ModelOption[] = [
  { id: "m1", name: "Writer", model_id: "w", provider: "builtin", type: "text", is_default: false, offline: true },
  { id: "m2", name: "Qwen 7B", model_id: "qwen", provider: "openai-compatible", type: "text", is_default: true, offline: false },
];

vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("../api/functions", () => ({ generateHeadlines: vi.fn(), generateSeo: vi.fn() }));
vi.mock("@/web/lib/models-query", async (original) => ({
  ...(await original<typeof import("@/web/lib/models-query")>()),
  useModels: () => ({ data: MODELS }),
}));

const calls = vi.mocked(api);
const brand = { brandId: "0b7e1d2c-4f6a-4c1e-9a53-1d2e3f4a5b6c" } as CurrentBrandValue;

function open(tool: TextTool, modelId?: string) {
  return render(
    <CurrentBrandContext.Provider value={brand}>
      <TextToolDialogs tool={tool} openCount={1} text="Unser neues Dashboard ist da." modelId={modelId} language="de" contentType="article" onClose={() => {}} />
    </CurrentBrandContext.Provider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the headline and SEO tools", () => {
  it("show the model they write with, preselected from the row, and send the picked one with the brand, language and content type", async () => {
    const user = userEvent.setup();
    calls.generateHeadlines.mockResolvedValue([{ text: "Das Dashboard ist da", formula: "news", chars: 20 }]);
    open("headlines", "m1");
    const dialog = within(screen.getByRole("dialog", { name: "Headline generator" }));
    const picker = dialog.getByLabelText("Model");
    expect(picker).toHaveValue("m1");
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual(["Writer", "Qwen 7B"]);
    await user.selectOptions(picker, "m2");
    await user.click(dialog.getByRole("button", { name: "Write headlines" }));
    await waitFor(() => expect(dialog.getByText("Das Dashboard ist da")).toBeInTheDocument());
    expect(calls.generateHeadlines).toHaveBeenCalledWith(
      { textContent: "Unser neues Dashboard ist da.", count: 10, modelId: "m2", brandId: brand.brandId, language: "de", contentType: "article" },
      expect.any(AbortSignal),
    );
  });

  it("SEO copy preselects the default model when none was given, and sends it", async () => {
    const user = userEvent.setup();
    calls.generateSeo.mockResolvedValue({ metaTitle: "T", metaDescription: "D", slug: "s", keywords: ["k"], ogTitle: "O", ogDescription: "G" });
    open("seo");
    const dialog = within(screen.getByRole("dialog", { name: "SEO copy" }));
    expect(dialog.getByLabelText("Model")).toHaveValue("m2");
    await user.click(dialog.getByRole("button", { name: "Write SEO copy" }));
    await waitFor(() => expect(dialog.getByTestId("seo")).toBeInTheDocument());
    expect(calls.generateSeo).toHaveBeenCalledWith(expect.objectContaining({ modelId: "m2", brandId: brand.brandId, language: "de" }), expect.any(AbortSignal));
  });

  it("Stop aborts the running request and the dialog is ready again, without an error", async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    calls.generateHeadlines.mockImplementation(
      (_body, s) =>
        new Promise((_, reject) => {
          signal = s;
          s?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    open("headlines");
    const dialog = within(screen.getByRole("dialog", { name: "Headline generator" }));
    expect(dialog.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Write headlines" }));
    expect(dialog.getByRole("button", { name: "Writing..." })).toBeDisabled();
    expect(dialog.getByLabelText("Model")).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "Stop" }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(dialog.getByRole("button", { name: "Write headlines" })).toBeEnabled());
    expect(dialog.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
