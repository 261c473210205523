// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { yourDataCopy as copy } from "../copy";
import { ExportWorkspaceButton } from "./export-workspace-button";

const download = vi.fn<() => Promise<{ blob: Blob; name: string }>>();
vi.mock("../api/your-data", () => ({ downloadExport: () => download() }));
const saved = vi.fn();
vi.mock("@/web/lib/save-file", () => ({ saveFile: (...args: unknown[]) => saved(...args) }));

describe("ExportWorkspaceButton", () => {
  it("shows the preparation, keeps a failure beside the button with its reason, and saves the zip on the next try", async () => {
    let fail!: (err: Error) => void;
    download.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    render(<ExportWorkspaceButton />);
    await userEvent.click(screen.getByRole("button", { name: copy.exportButton }));
    expect(screen.getByRole("button", { name: copy.exporting })).toBeDisabled();
    fail(new Error("Your storage is unreachable"));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${copy.exportFailed}: Your storage is unreachable`);

    const blob = new Blob(["zip"]);
    download.mockResolvedValueOnce({ blob, name: "workspace.zip" });
    await userEvent.click(screen.getByRole("button", { name: copy.exportRetry }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(blob, "workspace.zip", "application/zip"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: copy.exportButton })).toBeEnabled();
  });
});
