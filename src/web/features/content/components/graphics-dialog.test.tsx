// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api-error";
import { GraphicsDialog } from "./graphics-dialog";

let release: () => void = () => {};
const post = vi.fn(async (_path: string, body: { kind: string }): Promise<unknown> => {
  await new Promise<void>((resolve) => (release = resolve));
  const images = [1, 2].map((n) => ({ id: `s${n}`, bucket: "image-storage", path: `u/${n}.png`, url: `http://h/api/storage/image-storage/u/${n}.png`, alt: `Slide ${n} of 2: text` }));
  return body.kind === "quote" ? { images: images.slice(0, 1), pdf: null } : { images, pdf: { id: "d1", path: "u/c.pdf", url: "http://h/api/storage/documents/u/c.pdf?sig=x", pages: 2 } };
});
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ post: (path: unknown, body: unknown) => post(path as string, body as { kind: string }) }),
}));

describe("GraphicsDialog", () => {
  it("renders a carousel in the brand kit with progress, attaches the slides with their alt text and the PDF, and links it", async () => {
    const onAttach = vi.fn();
    render(<GraphicsDialog open text={"One.\n\nTwo."} brandId="b1" opener={null} onOpenChange={() => {}} onAttach={onAttach} />);
    await userEvent.click(screen.getByRole("button", { name: "Make graphic" }));
    expect(screen.getByRole("status")).toHaveTextContent("Rendering in the brand kit");
    expect(post).toHaveBeenCalledWith("/visuals/graphics", { kind: "carousel", text: "One.\n\nTwo.", aspectRatio: "4:5", brandId: "b1" });
    release();
    expect(await screen.findByText("Attached 2 slides to the post.")).toBeInTheDocument();
    expect(onAttach).toHaveBeenCalledWith([
      { id: "s1", url: "http://h/api/storage/image-storage/u/1.png", path: "u/1.png", source: "uploaded", alt: "Slide 1 of 2: text" },
      { id: "s2", url: "http://h/api/storage/image-storage/u/2.png", path: "u/2.png", source: "uploaded", alt: "Slide 2 of 2: text" },
    ], { id: "d1", path: "u/c.pdf", url: "http://h/api/storage/documents/u/c.pdf?sig=x", pages: 2 });
    expect(screen.getByRole("link", { name: "Open PDF (2 pages)" })).toHaveAttribute("href", "/api/storage/documents/u/c.pdf?sig=x");
  });

  it("a quote card takes the square format and has no PDF; a refusal is shown", async () => {
    const onAttach = vi.fn();
    render(<GraphicsDialog open text="Hello" brandId={null} opener={null} onOpenChange={() => {}} onAttach={onAttach} />);
    expect(screen.getByText(/No brand selected/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /Quote card/ }));
    expect(screen.getByRole("combobox", { name: "Format" })).toHaveValue("1:1");
    await userEvent.click(screen.getByRole("button", { name: "Make graphic" }));
    release();
    expect(await screen.findByText("Attached 1 image to the post.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Open PDF/ })).toBeNull();
    expect(onAttach.mock.calls[0][1]).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Make another" }));
    const box = screen.getByRole("textbox", { name: "Text on the graphic" });
    await userEvent.clear(box);
    await userEvent.type(box, "Edited words");
    post.mockRejectedValueOnce(new ApiError(422, "too_many_slides", "A carousel has at most 10 slides: shorten the text."));
    await userEvent.click(screen.getByRole("radio", { name: /Carousel/ }));
    await userEvent.click(screen.getByRole("button", { name: "Make graphic" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("at most 10 slides");
    expect(post).toHaveBeenLastCalledWith("/visuals/graphics", { kind: "carousel", text: "Edited words", aspectRatio: "4:5" });
  });
});
