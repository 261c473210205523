import { describe, expect, it } from "vitest";
import type { RepurposeResult } from "@/shared/contracts/functions";
import { languageKey, readPageLanguage, writePageLanguage } from "./page-language";
import { deliverResults } from "./repurpose";
import { inboxKey, pushToInbox, takeInbox } from "./repurpose-inbox";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const result: RepurposeResult = {
  language: "de",
  results: [
    {
      target: "x_thread",
      parts: [
        { text: "1/2 a", count: 5, over: false },
        { text: "2/2 b", count: 5, over: false },
      ],
      content: "1/2 a\n\n2/2 b",
      max: 280,
      over: false,
    },
    { target: "newsletter_section", parts: [{ text: "## S", count: 4, over: false }], content: "## S", max: 2500, over: false },
  ],
};

describe("page language", () => {
  it("remembers a valid code per page and forgets on null", () => {
    const s = memoryStorage();
    expect(readPageLanguage("socialMediaPostsData", s)).toBeNull();
    writePageLanguage("socialMediaPostsData", "de", s);
    expect(s.getItem(languageKey("socialMediaPostsData"))).toBe("de");
    expect(readPageLanguage("socialMediaPostsData", s)).toBe("de");
    expect(readPageLanguage("articlePostsData", s)).toBeNull();
    s.setItem(languageKey("articlePostsData"), "klingon");
    expect(readPageLanguage("articlePostsData", s)).toBeNull();
    writePageLanguage("socialMediaPostsData", null, s);
    expect(readPageLanguage("socialMediaPostsData", s)).toBeNull();
  });
});

describe("repurpose delivery", () => {
  it("the inbox keeps items until the page takes them, once", () => {
    const s = memoryStorage();
    pushToInbox("newsletterPostsData", [{ source: "src", content: "one", timestamp: "t" }], s);
    pushToInbox("newsletterPostsData", [{ source: "src", content: "two", timestamp: "t" }], s);
    s.setItem(inboxKey("articlePostsData"), "not json");
    expect(takeInbox("newsletterPostsData", s).map((i) => i.content)).toEqual(["one", "two"]);
    expect(takeInbox("newsletterPostsData", s)).toEqual([]);
    expect(takeInbox("articlePostsData", s)).toEqual([]);
  });

  // History gets the results from the server (functions.history.test.ts): the web only fills the pages' inboxes.
  it("each result goes to its page's inbox", () => {
    const s = memoryStorage();
    const original = globalThis.localStorage;
    Object.defineProperty(globalThis, "localStorage", { value: s, configurable: true });
    try {
      deliverResults(result, { text: "the source", historyId: "h1" }, new Date("2026-01-01T00:00:00Z"));
    } finally {
      Object.defineProperty(globalThis, "localStorage", { value: original, configurable: true });
    }
    expect(takeInbox("socialMediaPostsData", s)).toEqual([{ source: "the source", content: "1/2 a\n\n2/2 b", timestamp: "2026-01-01T00:00:00.000Z", label: "X thread" }]);
    expect(takeInbox("newsletterPostsData", s).map((i) => i.content)).toEqual(["## S"]);
  });
});
