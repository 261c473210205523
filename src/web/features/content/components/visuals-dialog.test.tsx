// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { VisualsDialog } from "./visuals-dialog";

const concept = (i: number) => ({ shows: `Shows ${i}`, why: `Why ${i}`, prompt: `Prompt ${i}`, aspectRatio: "4:5", alt: `Alt ${i}` });
const post = vi.fn(async (path: string, body: unknown) => {
  if (path === "/functions/suggest-visuals") return { concepts: [1, 2, 3].map(concept) };
  if (path === "/functions/generate-image") return { images: [{ path: "u/9.png", supabaseUrl: "", replicateUrl: "" }], predictionId: "p" };
  if (path === "/images") return { id: "img-9", image_url: "u/9.png", url: "http://h/api/storage/social_images/u/9.png", body };
  throw new Error(path);
});
const put = vi.fn(async () => ({ bucket: "social_images", path: "u/9.png", alt: "Alt 2", source: "user" }));
const get = vi.fn(async () => ({
  data: [{ id: "g1", bucket: "image-storage", path: "u/1.png", url: "http://h/api/storage/image-storage/u/1.png", alt: "Old", prompt: null, score: 2 }],
}));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    post: (path: unknown, body: unknown) => post(path as string, body),
    put: (...a: unknown[]) => put(...(a as [])),
    get: (...a: unknown[]) => get(...(a as [])),
  }),
}));

describe("VisualsDialog", () => {
  it("shows three concepts; Generate attaches the image with the concept's alt text, kept on the server", async () => {
    const onAttach = vi.fn();
    render(<VisualsDialog open post="Bakery opening" platform="instagram" brandId={null} onOpenChange={() => {}} onAttach={onAttach} onUpload={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Thinking of visuals");
    const second = await screen.findByTestId("concept-2");
    expect(screen.getAllByTestId(/^concept-/)).toHaveLength(3);
    expect(post).toHaveBeenCalledWith("/functions/suggest-visuals", { textContent: "Bakery opening", platform: "instagram" });
    await userEvent.click(within(second).getByRole("button", { name: "Generate" }));
    await waitFor(() =>
      expect(onAttach).toHaveBeenCalledWith({
        id: "img-9",
        url: "http://h/api/storage/social_images/u/9.png",
        path: "u/9.png",
        source: "generated",
        alt: "Alt 2",
      }),
    );
    expect(post).toHaveBeenCalledWith("/functions/generate-image", { prompt: "Prompt 2", count: 1, width: 1024, height: 1280 });
    expect(put).toHaveBeenCalledWith("/visuals/alt", { bucket: "social_images", path: "u/9.png", alt: "Alt 2" });
  });

  it("Find in gallery lists matches; picking one attaches it with the concept's alt text", async () => {
    const onAttach = vi.fn();
    render(<VisualsDialog open post="Bakery opening" brandId={null} onOpenChange={() => {}} onAttach={onAttach} onUpload={() => {}} />);
    const first = await screen.findByTestId("concept-1");
    await userEvent.click(within(first).getByRole("button", { name: "Find in gallery" }));
    await userEvent.click(await within(first).findByRole("button", { name: "Attach gallery image 1" }));
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith(expect.objectContaining({ id: "g1", source: "uploaded", alt: "Alt 1" })));
  });
});
