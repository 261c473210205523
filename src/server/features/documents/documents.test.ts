import { beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import type { DocumentDetail, DocumentSummary } from "@/shared/contracts/documents";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { docxWithText, formWith, legacyDoc, pdfWithText, pngImage } from "../../../../tests/helpers/files";
import { pathOf } from "../../../../tests/helpers/storage";
import { twoUserSuite } from "../../../../tests/helpers/resource-suite";
import type { TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const suite = twoUserSuite();
let t: TestApp, alice: SessionDto, bob: SessionDto;
beforeAll(() => void ({ t, alice, bob } = suite));

const upload = (name: string, data: Uint8Array | string, token = alice.access_token) =>
  t.request("/api/documents", { method: "POST", body: formWith("file", [{ name, data: typeof data === "string" ? new TextEncoder().encode(data) : data }]), token });

async function uploaded(res: Response): Promise<DocumentDetail> {
  expect(res.status).toBe(201);
  return (await res.json()) as DocumentDetail;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("document upload and text extraction", () => {
  it("reads a .txt file and keeps the original for download", async () => {
    const doc = await uploaded(await upload("Campaign notes.txt", "\uFEFFLaunch plan\r\nWeek one: teaser posts.\r\n"));
    expect(doc).toMatchObject({
      user_id: alice.user.id,
      filename: "Campaign notes.txt",
      mime_type: "text/plain; charset=utf-8",
      status: "ready",
      error: null,
      extracted_text: "Launch plan\nWeek one: teaser posts.",
    });
    const file = await t.request(pathOf(doc.url!));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(await file.text()).toContain("Week one");
  });

  it("extracts the text of a real PDF", async () => {
    const pdf = pdfWithText(["Quarterly results", "Revenue grew 12 percent."]);
    expect(pdf.byteLength).toBeLessThan(1024);
    const doc = await uploaded(await upload("report.pdf", pdf));
    expect(doc).toMatchObject({ mime_type: "application/pdf", status: "ready", size_bytes: pdf.byteLength });
    expect(doc.extracted_text).toBe("Quarterly results\nRevenue grew 12 percent.");
  });

  it("extracts the text of a DOCX", async () => {
    const doc = await uploaded(await upload("brief.docx", docxWithText(["Brand brief", "Tone: warm & direct."])));
    expect(doc.mime_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(doc.status).toBe("ready");
    expect(doc.extracted_text).toContain("Brand brief");
    expect(doc.extracted_text).toContain("Tone: warm & direct.");
  });

  it("answers a legacy .doc with a clear 415 message", async () => {
    for (const [name, data] of [["old.doc", legacyDoc()], ["renamed.txt", legacyDoc()], ["plain.doc", new TextEncoder().encode("hello")]] as const) {
      const res = await upload(name, data);
      expect(res.status, name).toBe(415);
      expect(await errorOf(res)).toMatchObject({ code: "unsupported_media_type", message: messages.documents.docNotSupported });
    }
  });

  it("sniffs the bytes: binaries and other types are refused whatever their names", async () => {
    const cases: [string, Uint8Array][] = [
      ["image.pdf", await pngImage()],
      ["nul.txt", new Uint8Array([104, 105, 0, 104, 105])],
      ["latin1.txt", new Uint8Array([0x63, 0x61, 0x66, 0xe9])],
      ["zip.docx", Buffer.from("PK\u0003\u0004not a word file")],
      ["notes.md", new TextEncoder().encode("# A markdown file")],
    ];
    for (const [name, data] of cases) {
      const res = await upload(name, data);
      expect(res.status, name).toBe(415);
      expect((await errorOf(res)).message).toBe(messages.documents.unsupportedType);
    }
  });

  it("records a document whose text cannot be read as failed, with the reason", async () => {
    const doc = await uploaded(await upload("broken.pdf", "%PDF-1.4\nthis is not really a pdf"));
    expect(doc.status).toBe("failed");
    expect(doc.error).toBeTruthy();
    expect(doc.extracted_text).toBeNull();
  });

  it("caps the stored text and the size, and asks for a file", async () => {
    const doc = await uploaded(await upload("long.txt", "a".repeat(DOCUMENTS.maxTextChars + 1000)));
    expect(doc.extracted_text).toHaveLength(DOCUMENTS.maxTextChars);
    expect(doc.text_length).toBe(DOCUMENTS.maxTextChars);

    const big = await upload("big.txt", new Uint8Array(DOCUMENTS.maxBytes + 1).fill(97));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe(messages.documents.tooLarge);

    const none = await t.request("/api/documents", { method: "POST", body: new FormData(), token: alice.access_token });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(messages.documents.selectFile);
  });

  it("keeps the client's name for display only", async () => {
    const doc = await uploaded(await upload("../../etc/pass\u0007wd.txt", "x"));
    expect(doc.filename).toBe("passwd.txt");
    const detail = (await (await t.request(`/api/documents/${doc.id}`, { token: alice.access_token })).json()) as DocumentDetail;
    expect(pathOf(detail.url!)).toMatch(new RegExp(`^/api/storage/documents/${alice.user.id}/\\d+-[0-9a-f]{16}\\.txt\\?`));
  });
});

describe("listing, reading and deleting documents", () => {
  it("lists the caller's documents newest first with a preview, not the whole text", async () => {
    const carol = await createUser(t);
    t.clock.advance(1000);
    await uploaded(await upload("first.txt", "First document", carol.access_token));
    t.clock.advance(1000);
    await uploaded(await upload("second.txt", `Second ${"word ".repeat(200)}`, carol.access_token));
    const res = await t.request("/api/documents", { token: carol.access_token });
    const { data } = (await res.json()) as { data: (DocumentSummary & { extracted_text?: string })[] };
    expect(data.map((d) => d.filename)).toEqual(["second.txt", "first.txt"]);
    expect(data[0].text_preview.length).toBeLessThanOrEqual(280);
    expect(data[0].text_length).toBeGreaterThan(280);
    expect(data[0]).not.toHaveProperty("extracted_text");
    expect(data[1].text_preview).toBe("First document");
  });

  it("keeps another user's documents unreadable and undeletable (404), then deletes the file with the row", async () => {
    const doc = await uploaded(await upload("private.txt", "secret plans"));
    expect((await t.request(`/api/documents/${doc.id}`, { token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/documents/${doc.id}`, { method: "DELETE", token: bob.access_token })).status).toBe(404);
    expect((await t.request(pathOf(doc.url!).split("?")[0], { token: bob.access_token })).status).toBe(404);
    const bobs = (await (await t.request("/api/documents", { token: bob.access_token })).json()) as { data: unknown[] };
    expect(bobs.data).toEqual([]);

    const res = await t.request(`/api/documents/${doc.id}`, { method: "DELETE", token: alice.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect((await t.request(`/api/documents/${doc.id}`, { token: alice.access_token })).status).toBe(404);
    expect((await t.request(pathOf(doc.url!))).status).toBe(404);
  });
});
