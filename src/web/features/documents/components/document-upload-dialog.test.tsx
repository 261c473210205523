// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type * as React from "react";
import { ApiError } from "@/web/lib/api-error";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { documentsCopy as copy } from "../copy";
import { DocumentUploadDialog } from "./document-upload-dialog";

const upload = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ upload: (...args: unknown[]) => upload(...args) }),
}));
const toastError = vi.fn();
vi.mock("@/web/lib/toast", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const txt = (name: string) => new File(["hello"], name, { type: "text/plain" });

async function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentUploadDialog />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: copy.upload }));
  return screen.findByRole("dialog");
}

beforeEach(() => {
  upload.mockReset();
  toastError.mockReset();
});

describe("DocumentUploadDialog", () => {
  it("takes a dropped file, shows its name and uploads it", async () => {
    upload.mockResolvedValue({ id: "d1", status: "ready", error: null });
    await openDialog();
    fireEvent.drop(screen.getByTestId("drop-zone"), { dataTransfer: { files: [txt("notes.txt")] } });
    expect(screen.getByText("notes.txt")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith("/documents", expect.any(FormData)));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("uploads several files, one request each; the one that fails is named with its reason and stays listed", async () => {
    upload.mockImplementation(async (_path: string, form: FormData) => {
      const name = (form.get("file") as File).name;
      if (name === "scan.pdf") throw new ApiError(415, "unsupported_type", messages.documents.unsupportedType);
      if (name === "locked.pdf") return { id: "d3", status: "failed", error: "Failed to upload or parse document. The PDF is encrypted." };
      return { id: name, status: "ready", error: null };
    });
    const dialog = await openDialog();
    fireEvent.drop(screen.getByTestId("drop-zone"), { dataTransfer: { files: [txt("notes.txt"), txt("scan.pdf"), txt("locked.pdf")] } });
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledTimes(3);
    const [title, description] = toastError.mock.calls[0] as [string, React.ReactElement];
    expect(title).toBe(messages.common.filesNotUploaded(["scan.pdf", "locked.pdf"]));
    const { unmount } = render(description);
    expect(within(screen.getByTestId("upload-failures")).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      `scan.pdf: ${messages.documents.unsupportedType}`,
      "locked.pdf: Failed to upload or parse document. The PDF is encrypted.",
    ]);
    unmount();
    expect(within(dialog).queryByText("notes.txt")).toBeNull();
    expect(within(dialog).getByText("scan.pdf")).toBeInTheDocument();
    expect(within(dialog).getByText(messages.documents.unsupportedType)).toBeInTheDocument();
  });

  it("says what is wrong with a dropped .doc and does not send it; Cancel closes", async () => {
    await openDialog();
    fireEvent.drop(screen.getByTestId("drop-zone"), { dataTransfer: { files: [txt("old.doc")] } });
    expect(screen.getByRole("alert")).toHaveTextContent(messages.documents.docNotSupported);
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(upload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: copy.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
