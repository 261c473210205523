import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/** Test fixtures made in code: images, a decompression bomb, a real PDF and DOCX, multipart forms. */

export async function pngImage(width = 64, height = 48, colour = "#3366ff"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A JPEG with EXIF (camera make, GPS-ish comment) and orientation 6 (rotate 90° clockwise to view). */
export async function jpegWithExif(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#cc3300" } })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam", Copyright: "Private Person" } } })
    .jpeg()
    .toBuffer();
}

/** A real decompression bomb: a solid colour compresses to ~150 KB but decodes to 48 million pixels. */
export async function decompressionBombPng(width = 8000, height = 6000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#00aa55" } }).png({ compressionLevel: 9 }).toBuffer();
}

/** A tiny PNG whose header declares a huge canvas (its IHDR rewritten, CRC fixed): refused before decoding. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, the chunk CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A minimal valid PDF whose page shows the given lines (Helvetica, WinAnsi text). */
export function pdfWithText(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
  const content = `BT /F1 14 Tf 16 TL 72 720 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A zip archive with stored (uncompressed) entries: enough for a DOCX. */
export function storedZip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const data = Buffer.isBuffer(value) ? value : Buffer.from(value, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

const xmlEscape = (s: string) => s.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c] ?? c);

/** A minimal DOCX: [Content_Types].xml, _rels/.rels and word/document.xml with one paragraph per line. */
export function docxWithText(paragraphs: string[]): Buffer {
  const ns = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  return storedZip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${ns}"><w:body>${paragraphs
      .map((p) => `<w:p><w:r><w:t>${xmlEscape(p)}</w:t></w:r></w:p>`)
      .join("")}</w:body></w:document>`,
  });
}

/** A legacy Word 97 file starts with the OLE compound-file signature. */
export function legacyDoc(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
}

export function formWith(field: string, files: { name: string; data: Uint8Array; type?: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append(field, new File([new Uint8Array(f.data)], f.name, { type: f.type ?? "application/octet-stream" }));
  return form;
}

/**
 * A GIF (two frames when animated) carrying a comment block and an XMP application block with `secret` in
 * both: metadata a stored copy must not keep.
 */
export async function gifWithMetadata(secret: string, animated = false): Promise<Buffer> {
  const frame = (colour: string) => sharp({ create: { width: 16, height: 12, channels: 3, background: colour } }).png().toBuffer();
  const gif = animated
    ? await sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } }).gif({ delay: [100, 100] }).toBuffer()
    : await sharp(await frame("#ff0000")).gif().toBuffer();
  const text = Buffer.from(secret);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from("XMP DataXMP"), Buffer.from([text.length]), text, Buffer.from([0])]);
  // Extension blocks may sit anywhere before the trailer (0x3b).
  return Buffer.concat([gif.subarray(0, gif.length - 1), comment, xmp, Buffer.from([0x3b])]);
}

/**
 * A PDF of `pages` pages that all show the same small content stream: a few bytes per page, so a file of a
 * few megabytes can ask a reader for tens of thousands of pages (the kind that blocked a server for 171 s).
 */
export function manyPagePdf(pages: number, line = "Page text that a reader must lay out again and again."): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
  const head = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "", // the page tree, filled in below
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  const firstPage = head.length + 1;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`);
  head[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>";
  const chunks: string[] = ["%PDF-1.4\n"];
  const offsets: number[] = [];
  let length = chunks[0].length;
  const add = (body: string) => {
    offsets.push(length);
    const text = `${offsets.length} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += Buffer.byteLength(text, "latin1");
  };
  head.forEach(add);
  for (let i = 0; i < pages; i++) add(page);
  const xref = [`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  chunks.push(xref, `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.from(chunks.join(""), "latin1");
}

/**
 * A DOCX zip whose word/document.xml is deflated from `inflatedBytes` of XML (one long run of repeated text):
 * a few hundred kilobytes on the wire, hundreds of megabytes once opened. `declaredBytes` lets the central
 * directory lie about the inflated size, as a crafted bomb would.
 */
export function docxBomb(inflatedBytes: number, declaredBytes = inflatedBytes): Buffer {
  const ns = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  const open = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${ns}"><w:body><w:p><w:r><w:t>`;
  const close = "</w:t></w:r></w:p></w:body></w:document>";
  const filler = Buffer.alloc(Math.max(0, inflatedBytes - open.length - close.length), "a");
  const xml = Buffer.concat([Buffer.from(open), filler, Buffer.from(close)]);
  const base = docxWithText(["x"]);
  return replaceZipEntry(base, "word/document.xml", deflateRawSync(xml, { level: 9 }), crc32(xml) >>> 0, declaredBytes);
}

/** Rebuilds a stored zip with one entry swapped for deflated data (method 8) of the given CRC and declared size. */
function replaceZipEntry(zip: Buffer, name: string, deflated: Buffer, crc: number, declaredSize: number): Buffer {
  const entries: Record<string, Buffer> = {};
  // Read the stored entries back (storedZip writes them in order, with sizes in the local headers).
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50; ) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const entryName = zip.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    entries[entryName] = zip.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    at += 30 + nameLength + size;
  }
  const rebuilt = storedZip({ ...entries, [name]: deflated });
  // Patch the swapped entry's headers: method 8, its CRC, compressed and declared sizes.
  const patch = (headerAt: number, central: boolean) => {
    const o = central ? 1 : 0; // central headers have the "version made by" field first: fields sit 2 bytes later
    rebuilt.writeUInt16LE(8, headerAt + 8 + o * 2);
    rebuilt.writeUInt32LE(crc, headerAt + 14 + o * 2);
    rebuilt.writeUInt32LE(deflated.length, headerAt + 18 + o * 2);
    rebuilt.writeUInt32LE(declaredSize, headerAt + 22 + o * 2);
  };
  const nameBytes = Buffer.from(name, "utf8");
  for (let at = rebuilt.indexOf(nameBytes); at !== -1; at = rebuilt.indexOf(nameBytes, at + 1)) {
    if (rebuilt.readUInt32LE(at - 30) === 0x04034b50) patch(at - 30, false);
    else if (rebuilt.readUInt32LE(at - 46) === 0x02014b50) patch(at - 46, true);
  }
  return rebuilt;
}
