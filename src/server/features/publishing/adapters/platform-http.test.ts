import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { escapeLittleText } from "./linkedin";
import { platformReason, postParts, waitUntilOf } from "./platform-http";
import { PublishError } from "./types";

describe("postParts", () => {
  it("sends only the parts without an id, each replying to the one before, saving each id before the next", async () => {
    const saved: [number, string][] = [];
    const sent: [string, string | null][] = [];
    const ids = await postParts(
      { text: "", parts: ["a", "b", "c", "d"], progress: { ids: ["1", "2"], save: async (i, id) => void saved.push([i, id]) } },
      async (text, index, previous) => {
        sent.push([text, previous]);
        return String(index + 1);
      },
    );
    expect(sent).toEqual([["c", "2"], ["d", "3"]]);
    expect(saved).toEqual([[2, "3"], [3, "4"]]);
    expect(ids).toEqual(["1", "2", "3", "4"]);
  });

  it("names the failed part and keeps the failure's kind", async () => {
    const failing = postParts({ text: "", parts: ["a", "b", "c"], progress: { ids: ["1"], save: async () => undefined } }, async () => {
      throw new PublishError("transient", "X had a problem (503): busy", 503);
    });
    await expect(failing).rejects.toMatchObject({ kind: "transient", message: messages.publishing.partFailed(2, 3, "X had a problem (503): busy") });
  });
});

describe("platform answers", () => {
  it("reads the platform's own words from LinkedIn, X and OAuth error bodies", () => {
    expect(platformReason({ status: 422, message: "/commentary :: field is required" }, "")).toBe("/commentary :: field is required");
    expect(platformReason({ title: "Forbidden", detail: "duplicate content" }, "")).toBe("duplicate content");
    expect(platformReason({ errors: [{ message: "text is required" }] }, "")).toBe("text is required");
    expect(platformReason({ error: "invalid_grant", error_description: "revoked" }, "")).toBe("revoked");
  });

  it("waits until X's x-rate-limit-reset, or Retry-After, or a minute", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(waitUntilOf(new Headers({ "x-rate-limit-reset": String(now.getTime() / 1000 + 90) }), now).getTime()).toBe(now.getTime() + 90_000);
    expect(waitUntilOf(new Headers({ "retry-after": "5" }), now).getTime()).toBe(now.getTime() + 5000);
    expect(waitUntilOf(new Headers(), now).getTime()).toBe(now.getTime() + 60_000);
  });

  it("escapes LinkedIn's little-text markup so the commentary is posted as written", () => {
    expect(escapeLittleText("Hi @team (see #news) a_b*c")).toBe("Hi \\@team \\(see \\#news\\) a\\_b\\*c");
  });
});
