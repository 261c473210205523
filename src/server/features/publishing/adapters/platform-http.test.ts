import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { escapeLittleText } from "./linkedin";
import { platformFetch, platformReason, postParts, waitUntilOf } from "./platform-http";
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
    expect(platformReason({ error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } }, "")).toBe("(#100) Invalid parameter");
    expect(platformReason({ error: { message: "Invalid parameter", error_user_msg: "The caption is too long.", code: 100 } }, "")).toBe("The caption is too long.");
  });

  it("waits until X's x-rate-limit-reset, or Retry-After, or a minute", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(waitUntilOf(new Headers({ "x-rate-limit-reset": String(now.getTime() / 1000 + 90) }), now).getTime()).toBe(now.getTime() + 90_000);
    expect(waitUntilOf(new Headers({ "retry-after": "5" }), now).getTime()).toBe(now.getTime() + 5000);
    expect(waitUntilOf(new Headers(), now).getTime()).toBe(now.getTime() + 60_000);
  });

  it("reads Meta's Graph error codes: 190 asks for a reconnect, throttling waits for the usage header, 100 fails with Meta's words", async () => {
    const { createServer } = await import("node:http");
    const answers: Record<string, { status: number; body: unknown; headers?: Record<string, string> }> = {
      "/dead": { status: 400, body: { error: { message: "Error validating access token", code: 190 } } },
      "/busy": { status: 400, body: { error: { message: "Page request limit reached", code: 32 } }, headers: { "x-business-use-case-usage": JSON.stringify({ "1": [{ type: "pages", estimated_time_to_regain_access: 3 }] }) } },
      "/bad": { status: 400, body: { error: { message: "(#100) Invalid parameter", code: 100 } } },
    };
    const server = createServer((req, res) => {
      const a = answers[req.url ?? ""];
      res.writeHead(a.status, { "content-type": "application/json", ...a.headers });
      res.end(JSON.stringify(a.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const now = new Date("2026-01-01T00:00:00Z");
    const options = { endpoints: () => ({ authorize: "", token: "", api: "" }), allowPrivateHosts: true, timeoutMs: 5000, now: () => now };
    try {
      await expect(platformFetch("Facebook", `${base}/dead`, {}, options)).rejects.toMatchObject({ kind: "permanent", reconnect: true, detail: "Error validating access token" });
      await expect(platformFetch("Facebook", `${base}/busy`, {}, options)).rejects.toMatchObject({ kind: "transient", waitUntil: new Date(now.getTime() + 3 * 60_000) });
      const bad = await platformFetch("Facebook", `${base}/bad`, {}, options).catch((err: PublishError) => err);
      expect(bad).toMatchObject({ kind: "permanent", detail: "(#100) Invalid parameter" });
      expect((bad as PublishError).reconnect).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it("escapes LinkedIn's little-text markup so the commentary is posted as written", () => {
    expect(escapeLittleText("Hi @team (see #news) a_b*c")).toBe("Hi \\@team \\(see \\#news\\) a\\_b\\*c");
  });
});
