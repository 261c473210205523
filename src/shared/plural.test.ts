import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import { plural } from "./plural";

describe("plural", () => {
  it("reads right for one, none and many", () => {
    expect(plural(1, "minute", "minutes")).toBe("1 minute");
    expect(plural(0, "minute", "minutes")).toBe("0 minutes");
    expect(plural(1500, "image", "images")).toBe("1,500 images");
  });

  it("is used by the catalogue's counted texts", () => {
    expect(messages.publishing.missedReason(1)).toBe("Not sent: the server was not running at the scheduled time and the post was more than 1 minute late.");
    expect(messages.publishing.missedReason(360)).toContain("more than 360 minutes late");
    expect(messages.images.tooManyFiles(1)).toBe("Upload at most 1 image at a time.");
    expect(messages.documents.tooSlow(1)).toBe("Reading the document took longer than 1 second, so it was stopped.");
    expect(messages.publishing.tooManyImages("Bluesky", 1)).toBe("Bluesky accepts at most 1 image.");
  });
});
