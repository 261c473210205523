/**
 * The History export (issue 24 point 14): CSV lines with the columns a marketer sorts by, and a zip whose images
 * are copied out of storage so the CSV's image links never expire. Unit tests of the rows, then the API.
 */
import { BlobReader, TextWriter, Uint8ArrayWriter, ZipReader } from "@zip.js/zip.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryItem } from "@/shared/contracts/history";
import { messages } from "@/shared/messages";
import { formWith, pngImage } from "../../../../tests/helpers/files";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";
import { historyCsv, historyCsvCells, imageUrlsOf, storedObjectOf } from "./history-export";

const USER = "0b7c2a52-5f44-4c36-9f3c-1f0a3f6b2d11";

describe("history CSV rows", () => {
  const row = {
    createdAt: "2026-03-03T09:15:00.000Z",
    contentType: "social_media",
    content: "=cmd launch day",
    originalContent: "brief",
    metadata: { promptName: "Launch teaser", modelName: "Claude Sonnet", modelId: "claude-x", language: "de", operation: "generate" },
  };

  it("has the columns a marketer sorts by, in words, and the image names joined with semicolons", () => {
    expect(historyCsvCells(row, ["images/a-1.png", "images/a-2.png"])).toEqual([
      "2026-03-03 09:15:00",
      "Social Media",
      "",
      "German",
      "Launch teaser",
      "Claude Sonnet",
      "generate",
      "=cmd launch day",
      "brief",
      "images/a-1.png;images/a-2.png",
    ]);
  });

  it("takes the platform of a published post or a repurposed result, and the model id when no name was kept", () => {
    const published = historyCsvCells({ ...row, metadata: { operation: "publish", platform: "bluesky" } }, []);
    expect(published.slice(2, 7)).toEqual(["bluesky", "", "", "", "publish"]);
    const repurposed = historyCsvCells({ ...row, contentType: "newsletter", metadata: { targetLabel: "LinkedIn post", modelId: "gpt-x", language: "en" } }, []);
    expect(repurposed.slice(1, 6)).toEqual(["Newsletter", "LinkedIn post", "English", "", "gpt-x"]);
  });

  it("writes a BOM, the header and CRLF lines, with formulas neutralised", () => {
    const csv = historyCsv([historyCsvCells(row, [])]);
    expect(csv.startsWith(`\uFEFF"Created","Type","Platform","Language","Prompt","Model"`)).toBe(true);
    expect(csv.split("\r\n")[1]).toContain(`"'=cmd launch day"`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("finds an item's images and the stored objects their addresses name", () => {
    const url = `http://localhost/api/storage/image-storage/${USER}/1700000000000-abc.png?exp=1&sig=x`;
    expect(imageUrlsOf({ processingDetails: { imageUrls: [url, url, ""] }, imageUrls: ["https://cdn.example/x.png"] })).toEqual(["https://cdn.example/x.png", url]);
    expect(storedObjectOf(url)).toEqual({ bucket: "image-storage", key: `${USER}/1700000000000-abc.png` });
    expect(storedObjectOf("https://cdn.example/x.png")).toBeNull();
    expect(storedObjectOf(`http://localhost/api/storage/secrets/${USER}/a.png`)).toBeNull();
  });
});

describe("GET /api/history/export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function unzip(res: Response) {
    const reader = new ZipReader(new BlobReader(await res.blob()));
    const entries = await reader.getEntries();
    const files = new Map<string, Uint8Array>();
    let csv = "";
    for (const e of entries) {
      if (e.directory) continue;
      files.set(e.filename, await e.getData(new Uint8ArrayWriter()));
      if (e.filename === "history.csv") csv = await e.getData(new TextWriter());
    }
    await reader.close();
    return { files, csv };
  }

  it("answers a zip whose history.csv has the columns and names images copied into it, for the caller's items only", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const png = await pngImage(20, 10, "#ff8800");
    const uploaded = await t.request("/api/uploads", { method: "POST", token: alice.access_token, body: formWith("files", [{ name: "hero.png", data: png, type: "image/png" }]) });
    expect(uploaded.status).toBe(201);
    const imageUrl = ((await uploaded.json()) as { data: { url: string }[] }).data[0].url;
    const save = async (token: string, body: Record<string, unknown>) => {
      t.clock.advance(1000);
      const res = await t.request("/api/history", { method: "POST", token, json: { content_type: "social_media", ...body } });
      expect(res.status).toBe(201);
      return (await res.json()) as HistoryItem;
    };
    const withImage = await save(alice.access_token, {
      content: "Pulse launches on 3 March",
      metadata: { promptName: "Launch teaser", modelName: "Template writer", language: "de", operation: "generate", processingDetails: { imageUrls: [imageUrl] } },
    });
    await save(alice.access_token, { content: "Our newsletter", content_type: "newsletter", metadata: { language: "en", operation: "publish", platform: "webhook" } });
    await save(bob.access_token, { content: "Bob's secret post" });

    const res = await t.request("/api/history/export", { token: alice.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="history-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { files, csv } = await unzip(res);
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(messages.history.exportColumns.map((c) => `"${c}"`).join(","));
    expect(lines).toHaveLength(3);
    // Newest first: the newsletter, then the post with its image.
    expect(lines[1]).toContain(`"Newsletter","webhook","English"`);
    const imageName = `images/${withImage.id}-1.png`;
    expect(lines[2]).toContain(`"Social Media","","German","Launch teaser","Template writer","generate","Pulse launches on 3 March"`);
    expect(lines[2].endsWith(`"${imageName}"`)).toBe(true);
    expect(csv).not.toContain("exp=");
    expect(csv).not.toContain("Bob's secret post");
    // The image itself, byte for byte as stored: the link in the CSV opens without the server.
    expect(files.get(imageName)?.subarray(0, 8)).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));

    // The list's filters apply.
    const filtered = await unzip(await t.request("/api/history/export?type=newsletter", { token: alice.access_token }));
    expect(filtered.csv.trimEnd().split("\r\n")).toHaveLength(2);
    expect(filtered.files.has(imageName)).toBe(false);

    expect((await t.request("/api/history/export")).status).toBe(401);
  });

  it("keeps the address of an image that is not the caller's own instead of copying it", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const uploaded = await t.request("/api/uploads", { method: "POST", token: bob.access_token, body: formWith("files", [{ name: "b.png", data: await pngImage(8, 8), type: "image/png" }]) });
    const bobsUrl = ((await uploaded.json()) as { data: { url: string }[] }).data[0].url;
    await t.request("/api/history", { method: "POST", token: alice.access_token, json: { content: "x", content_type: "general", metadata: { imageUrls: [bobsUrl] } } });
    const { files, csv } = await unzip(await t.request("/api/history/export", { token: alice.access_token }));
    expect([...files.keys()]).toEqual(["history.csv"]);
    expect(csv).toContain(bobsUrl);
  });

  it("in a team workspace, exports the team's history with the images any member stored there, and nothing of a member's personal history", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const team = await createTeamWorkspace(t, alice.user.id, [{ userId: bob.user.id, role: "writer" }]);
    const headers = inWorkspace(team);
    const uploaded = await t.request("/api/uploads", { method: "POST", token: bob.access_token, headers, body: formWith("files", [{ name: "t.png", data: await pngImage(8, 8), type: "image/png" }]) });
    expect(uploaded.status).toBe(201);
    const teamUrl = ((await uploaded.json()) as { data: { url: string }[] }).data[0].url;
    const posted = await t.request("/api/history", { method: "POST", token: bob.access_token, headers, json: { content: "Team launch", content_type: "general", metadata: { imageUrls: [teamUrl] } } });
    expect(posted.status).toBe(201);
    const item = (await posted.json()) as HistoryItem;
    await t.request("/api/history", { method: "POST", token: bob.access_token, json: { content: "Bob's own draft", content_type: "general" } });

    const { files, csv } = await unzip(await t.request("/api/history/export", { token: alice.access_token, headers }));
    expect(csv).toContain("Team launch");
    expect(csv).not.toContain("Bob's own draft");
    expect(files.has(`images/${item.id}-1.png`)).toBe(true);
  });
});
