// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { ImagePickerDialog } from "./image-picker-dialog";

const uid = "00000000-0000-4000-8000-000000000001";
const saved = [
  { id: "g1", user_id: uid, image_url: `${uid}/1-a.png`, prompt: "A red fox", model: "m", width: 512, height: 512, tags: [], created_at: "2026-01-01T00:00:00Z", url: "http://host/api/storage/social_images/u/1-a.png?exp=1&sig=s" },
  { id: "g2", user_id: uid, image_url: `${uid}/2-b.png`, prompt: "Blue sea", model: "m", width: 512, height: 512, tags: [], created_at: "2026-01-01T00:00:00Z", url: "http://host/api/storage/social_images/u/2-b.png?exp=1&sig=s" },
];
const get = vi.fn(async (path: string) => ({ data: path === "/images" ? saved : [] }));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (path: unknown) => get(path as string) }),
}));

function setup() {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImagePickerDialog open onOpenChange={onOpenChange} onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return { onSelect, onOpenChange, user: userEvent.setup() };
}

describe("ImagePickerDialog", () => {
  it("picks several saved images and answers them with their source and path", async () => {
    const { user, onSelect, onOpenChange } = setup();
    expect(screen.getByRole("button", { name: "Add images" })).toBeDisabled();
    await user.click(await screen.findByRole("button", { name: "Select A red fox" }));
    await user.click(screen.getByRole("button", { name: "Select Blue sea" }));
    await user.click(screen.getByRole("button", { name: "Select Blue sea" }));
    expect(screen.getByRole("button", { name: "Select A red fox" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add 1 image" }));
    expect(onSelect).toHaveBeenCalledWith([{ id: "g1", url: saved[0].url, path: saved[0].image_url, source: "generated" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the uploaded tab's empty state", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("tab", { name: "Uploaded Images" }));
    expect(await screen.findByText(messages.images.emptyUploaded)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/uploads");
  });
});
