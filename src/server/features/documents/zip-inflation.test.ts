import { describe, expect, it } from "vitest";
import { DOCUMENTS } from "@/shared/constants";
import { docxWithText } from "../../../../tests/helpers/files";
import { buildZip, deflatedEntry, docxParts, inflatingDocumentXml, storedEntry } from "../../../../tests/helpers/zip-builder";
import { checkZipInflation } from "./zip-inflation";

const MB = 1024 * 1024;
const limits = { maxInflatedBytes: DOCUMENTS.maxInflatedBytes, maxEntries: DOCUMENTS.maxZipEntries };
const check = (zip: Buffer) => checkZipInflation(zip, limits);
const unverifiable = (problem: string) => ({ ok: false, reason: "unverifiable", problem });

describe("counting what a DOCX really inflates to", () => {
  it("passes real DOCX files (stored and deflated) with their exact inflated size", async () => {
    const stored = docxWithText(["Hello"]);
    expect(await check(stored)).toMatchObject({ ok: true });
    const text = "<w:document>Hello</w:document>";
    const deflated = buildZip([...docxParts(), deflatedEntry("word/document.xml", text)]);
    const verdict = await check(deflated);
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && verdict.inflatedBytes).toBe(docxParts().reduce((n, e) => n + e.uncompressedSize, 0) + text.length);
  });

  it("refuses an entry inflating to 1 GB from about 1 MB, declared or not", async () => {
    const honest = buildZip([...docxParts(), inflatingDocumentXml(1024)]);
    expect(honest.byteLength).toBeLessThan(3 * MB);
    expect(await check(honest)).toEqual({ ok: false, reason: "too_large" });
    const lying = buildZip([...docxParts(), inflatingDocumentXml(1024, 4096)]);
    expect(await check(lying)).toEqual({ ok: false, reason: "too_large" });
  });

  it("refuses when entries each under the cap add up past it", async () => {
    const parts = Array.from({ length: 5 }, (_, i) => ({ ...inflatingDocumentXml(20), name: `word/part${i}.xml` }));
    expect(await check(buildZip([...docxParts(), ...parts]))).toEqual({ ok: false, reason: "too_large" });
  });

  it("refuses central entries that point at another entry's data (overlapping entries)", async () => {
    const zip = buildZip([...docxParts(), inflatingDocumentXml(10)], { of: 2, count: 10 });
    expect(await check(zip)).toEqual(unverifiable("mismatch"));
  });

  it("refuses more entries than a DOCX has", async () => {
    const many = Array.from({ length: DOCUMENTS.maxZipEntries + 1 }, (_, i) => storedEntry(`word/media/${i}.txt`, "x"));
    expect(await check(buildZip(many))).toEqual({ ok: false, reason: "too_many_entries" });
  });

  it("refuses a stored entry whose declared sizes disagree, even before a bomb (the check that gave up)", async () => {
    const odd = { ...storedEntry("docProps/odd.xml", "x".repeat(100)), central: { uncompressedSize: 10 } };
    expect(await check(buildZip([odd, ...docxParts(), inflatingDocumentXml(256, 4096)]))).toEqual(unverifiable("mismatch"));
  });

  it("refuses a local header that disagrees with the central directory", async () => {
    const doc = deflatedEntry("word/document.xml", "<w:document>Hi</w:document>");
    for (const local of [{ compressedSize: doc.data.length + 1 }, { uncompressedSize: 1 }, { method: 0 }, { crc: 1 }]) {
      expect(await check(buildZip([...docxParts(), { ...doc, local }]))).toEqual(unverifiable("mismatch"));
    }
  });

  it("refuses an entry whose declared size or CRC is not what inflating gives", async () => {
    const doc = deflatedEntry("word/document.xml", "<w:document>Hi</w:document>");
    expect(await check(buildZip([...docxParts(), { ...doc, uncompressedSize: doc.uncompressedSize + 5 }]))).toEqual(unverifiable("mismatch"));
    expect(await check(buildZip([...docxParts(), { ...doc, crc: (doc.crc + 1) >>> 0 }]))).toEqual(unverifiable("mismatch"));
  });

  it("refuses encrypted entries, unknown methods, duplicate names and damaged archives", async () => {
    const doc = deflatedEntry("word/document.xml", "<w:document>Hi</w:document>");
    expect(await check(buildZip([...docxParts(), { ...doc, flags: 0x01 }]))).toEqual(unverifiable("encrypted"));
    expect(await check(buildZip([...docxParts(), { ...doc, method: 12 as 8 }]))).toEqual(unverifiable("unsupported"));
    expect(await check(buildZip([...docxParts(), doc, doc]))).toEqual(unverifiable("mismatch"));
    const good = buildZip([...docxParts(), doc]);
    expect(await check(good.subarray(0, good.length - 30))).toEqual(unverifiable("damaged"));
    const brokenStream = buildZip([...docxParts(), { ...doc, data: Buffer.alloc(doc.data.length, 0xff) }]);
    expect(await check(brokenStream)).toEqual(unverifiable("damaged"));
  });
});
