import { describe, expect, it } from "vitest";
import { draftData } from "../../../../tests/helpers/drafts";
import { stampVersionAuthors } from "./version-authors";

const ana = { id: "u-ana", email: "ana@example.com" };
const bo = { id: "u-bo", email: "bo@example.com" };

describe("stampVersionAuthors", () => {
  it("names the caller on new versions, whatever the client wrote, and keeps the stored author of the old ones", () => {
    const before = draftData({ versions: [{ content: "one", timestamp: "t1", authorId: ana.id, authorName: ana.email, operation: "generate" }] });
    const sent = draftData({
      versions: [
        { content: "one", timestamp: "t1", authorId: bo.id, authorName: bo.email, operation: "generate" },
        { content: "two", timestamp: "t2", authorId: ana.id, authorName: "someone else", operation: "adjust" },
      ],
    });
    const { versions } = stampVersionAuthors(before, sent, bo);
    expect(versions).toEqual([
      { content: "one", timestamp: "t1", authorId: ana.id, authorName: ana.email, operation: "generate" },
      { content: "two", timestamp: "t2", authorId: bo.id, authorName: bo.email, operation: "adjust" },
    ]);
  });

  it("leaves versions made before authorship was kept without a name", () => {
    const before = draftData({ versions: [{ content: "old", timestamp: "t0" }] });
    expect(stampVersionAuthors(before, before, ana).versions).toEqual([{ content: "old", timestamp: "t0" }]);
  });
});
