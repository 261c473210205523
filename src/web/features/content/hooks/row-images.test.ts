import { describe, expect, it, vi } from "vitest";
import { createRow, type PostRow, type RowInput } from "../lib/post-row";
import { rowsReducer } from "../lib/rows-reducer";
import { createRowImageHandlers } from "./row-images";

const post = vi.fn(async (_path: string, body: { path: string }) => ({ bucket: "image-storage", path: body.path, alt: `Described ${body.path}`, source: "builtin" }));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ post: (path: unknown, body: unknown) => post(path as string, body as { path: string }) }),
}));

function store(initial: PostRow[]) {
  let rows = initial;
  const updates: RowInput[] = [];
  const handlers = createRowImageHandlers({
    getRow: (id) => rows.find((r) => r.id === id),
    update: (id, input) => {
      updates.push(input);
      rows = rowsReducer(rows, { type: "update", id, input });
    },
  });
  return { handlers, updates, rows: () => rows };
}

describe("row image handlers", () => {
  it("an image attached from upload or gallery gets alt text written at once; one that has alt keeps it", async () => {
    const s = store([createRow("r")]);
    s.handlers.attachImages("r", [
      { id: "a", url: "http://h/a.png", path: "u/a.png", source: "uploaded" },
      { id: "b", url: "http://h/b.png", path: "u/b.png", source: "uploaded", alt: "Chosen alt" },
    ]);
    expect(s.rows()[0].selectedImages.find((i) => i.id === "a")?.altPending).toBe(true);
    await vi.waitFor(() => expect(s.rows()[0].selectedImages.map((i) => i.alt)).toEqual(["Described u/a.png", "Chosen alt"]));
    expect(s.rows()[0].selectedImages[0].altPending).toBeUndefined();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("/visuals/alt/describe", { bucket: "image-storage", path: "u/a.png" });
  });

  it("attaches an image only once", () => {
    const image = { id: "a", url: "http://h/a.png", path: "u/a.png", source: "uploaded" as const, alt: "x" };
    const s = store([createRow("r", { selectedImages: [image] })]);
    s.handlers.attachImages("r", [image]);
    expect(s.updates).toEqual([]);
  });
});
