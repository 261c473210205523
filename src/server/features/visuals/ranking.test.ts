import { describe, expect, it } from "vitest";
import { rankByText, stem, terms } from "./ranking";

const doc = (id: string, text: string, createdAt = "2026-01-01T00:00:00Z") => ({ id, text, createdAt });

describe("gallery ranking (BM25)", () => {
  it("folds case, stop words and plurals into terms", () => {
    expect(terms("The Cinnamon Buns are baking")).toEqual(["cinnamon", "bun", "bak"]);
    expect(stem("bakeries")).toBe("bakery");
    expect(stem("glass")).toBe("glass");
  });

  it("ranks the image whose description shares the post's rarer words first and leaves unrelated ones out", () => {
    const docs = [
      doc("laptop", "A laptop on a desk with a coffee"),
      doc("bread", "Fresh sourdough bread on a bakery counter"),
      doc("buns", "Cinnamon buns and sourdough loaves in a bakery window, warm light"),
      doc("beach", "A beach at sunset"),
    ];
    const ranked = rankByText("Our bakery opens Saturday: sourdough and cinnamon buns!", docs, 10);
    expect(ranked.map((r) => r.doc.id)).toEqual(["buns", "bread"]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it("weighs a rare term above a common one (idf) and a short description above a padded one (length norm)", () => {
    const docs = [doc("a", "coffee"), doc("b", "coffee"), doc("c", "coffee croissant"), doc("d", "croissant")];
    const ranked = rankByText("croissant coffee", docs, 10);
    expect(ranked[0].doc.id).toBe("c");
    expect(ranked[1].doc.id).toBe("d");
    const padded = rankByText("croissant", [doc("short", "croissant"), doc("long", "croissant beside plates, cups, spoons, napkins, menus, chairs")], 10);
    expect(padded.map((r) => r.doc.id)).toEqual(["short", "long"]);
  });

  it("breaks ties by the newest image and honours the limit; an empty query ranks nothing", () => {
    const docs = [doc("old", "red tulip", "2026-01-01T00:00:00Z"), doc("new", "red tulip", "2026-02-01T00:00:00Z")];
    expect(rankByText("tulip", docs, 1).map((r) => r.doc.id)).toEqual(["new"]);
    expect(rankByText("the and of", docs, 5)).toEqual([]);
  });
});
