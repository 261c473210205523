// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
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
vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

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

beforeEach(() => upload.mockReset());

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
