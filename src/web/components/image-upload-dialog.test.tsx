// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";
import { ImageUploadDialog } from "./image-upload-dialog";

const upload = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../tests/helpers/fake-api-client")).fakeApiClient({ upload: (...args: unknown[]) => upload(...args) }),
}));
const toastError = vi.fn();
vi.mock("@/web/lib/toast", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const row = (id: string) => ({ id, url: `/api/storage/image-storage/u/${id}.png`, image_path: `u/${id}.png` });

function setup() {
  const onOpenChange = vi.fn();
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImageUploadDialog open onOpenChange={onOpenChange} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  return { onOpenChange, onUploaded, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  upload.mockReset();
  toastError.mockReset();
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

describe("ImageUploadDialog", () => {
  it("asks for at least one image", async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.images.selectAtLeastOne);
    expect(upload).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("uploads each file, then closes and clears when all are stored", async () => {
    upload.mockImplementation(async (_path: string, form: FormData) => ({ data: [row((form.get("files") as File).name)] }));
    const { user, onOpenChange, onUploaded } = setup();
    await user.upload(screen.getByLabelText(/Choose images/), [png("a.png"), png("b.png")]);
    expect(screen.getAllByRole("img")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0][0]).toBe("/uploads");
    expect(onUploaded).toHaveBeenCalledWith([row("a.png"), row("b.png")]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the files that failed, with their reason, and reports the rest", async () => {
    upload.mockImplementation(async (_path: string, form: FormData) => {
      const name = (form.get("files") as File).name;
      if (name === "bad.png") throw new ApiError(422, "too_many_pixels", messages.images.tooManyPixels);
      return { data: [row(name)] };
    });
    const { user, onOpenChange, onUploaded } = setup();
    await user.upload(screen.getByLabelText(/Choose images/), [png("good.png"), png("bad.png")]);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUploaded).toHaveBeenCalledWith([row("good.png")]);
    // The toast names the file that failed and says why, not a bare "Upload failed".
    expect(toastError).toHaveBeenCalledTimes(1);
    const [title, description] = toastError.mock.calls[0] as [string, React.ReactElement];
    expect(title).toBe(messages.common.filesNotUploaded(["bad.png"]));
    render(description);
    expect(screen.getByTestId("upload-failures")).toHaveTextContent(messages.common.fileProblem("bad.png", messages.images.tooManyPixels));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByText(messages.images.tooManyPixels)).toBeInTheDocument();
  });

  it("names every file that did not upload, those refused before sending included, each with its reason", async () => {
    upload.mockImplementation(async (_path: string, form: FormData) => {
      const name = (form.get("files") as File).name;
      if (name === "huge.png") throw new ApiError(413, "too_large", messages.images.tooLarge);
      return { data: [row(name)] };
    });
    const { user, onUploaded } = setup();
    await user.upload(screen.getByLabelText(/Choose images/), [png("one.png"), png("huge.png"), new File(["hi"], "notes.txt", { type: "text/plain" })]);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUploaded).toHaveBeenCalledWith([row("one.png")]);
    const [title, description] = toastError.mock.calls[0] as [string, React.ReactElement];
    expect(title).toBe("Upload failed for 2 files: huge.png, notes.txt.");
    render(description);
    const items = within(screen.getByTestId("upload-failures")).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([`huge.png: ${messages.images.tooLarge}`, `notes.txt: ${messages.images.unsupportedType}`]);
  });

  it("refuses types that are not images before sending them", async () => {
    const { user } = setup();
    const input = screen.getByLabelText(/Choose images/) as HTMLInputElement;
    // The picker's accept filter can be bypassed (drag and drop): the dialog checks again.
    await user.upload(input, new File(["hi"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByText(messages.images.unsupportedType)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(upload).not.toHaveBeenCalled();
  });
});
