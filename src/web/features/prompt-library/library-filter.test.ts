import { describe, expect, it } from "vitest";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import { countByChip, filterLibrary, LIBRARY_CHIPS, sortLibrary } from "./library-filter";

const prompt = (name: string, type: LibraryPrompt["type"], description = ""): LibraryPrompt => ({
  id: name,
  user_id: null,
  name,
  description,
  type,
  prompt_text: "Write something about the topic.",
  is_active: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

const library = [
  prompt("LinkedIn Thought Leadership Post", "social_media", "Position yourself as an expert"),
  prompt("Welcome Email Sequence", "email", "Onboard new subscribers"),
  prompt("Product Launch Broadcast", "email_broadcast", "Announce a launch"),
  prompt("Minimal Product Shot", "image", "Clean studio product photo"),
];

describe("LIBRARY_CHIPS", () => {
  it("are the spec's chips in order, then Image", () => {
    expect(LIBRARY_CHIPS).toEqual(["all", "social_media", "blog", "email", "general", "email_broadcast", "newsletter", "article", "image"]);
  });
});

describe("filterLibrary", () => {
  it("keeps every prompt for All and no search", () => {
    expect(filterLibrary(library, "all", "")).toHaveLength(4);
  });

  it("filters by exact type: Email does not include Email Broadcast", () => {
    expect(filterLibrary(library, "email", "").map((p) => p.name)).toEqual(["Welcome Email Sequence"]);
  });

  it("matches every search word in the name or description, ignoring case", () => {
    expect(filterLibrary(library, "all", "PRODUCT launch").map((p) => p.name)).toEqual(["Product Launch Broadcast"]);
    expect(filterLibrary(library, "all", "expert").map((p) => p.name)).toEqual(["LinkedIn Thought Leadership Post"]);
    expect(filterLibrary(library, "image", "launch")).toEqual([]);
  });
});

describe("countByChip", () => {
  it("counts per type and in total", () => {
    const counts = countByChip(library);
    expect(counts).toMatchObject({ all: 4, social_media: 1, email: 1, email_broadcast: 1, image: 1, blog: 0 });
  });
});

describe("sortLibrary", () => {
  it("orders by chip order, then by name", () => {
    const sorted = sortLibrary([...library, prompt("Abandoned Cart Email", "email")]);
    expect(sorted.map((p) => p.name)).toEqual([
      "LinkedIn Thought Leadership Post",
      "Abandoned Cart Email",
      "Welcome Email Sequence",
      "Product Launch Broadcast",
      "Minimal Product Shot",
    ]);
  });
});
