import { constants, deflateRawSync } from "node:zlib";

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `megabytes` MB of spaces: about 1 KB per MB on
 * the wire. pdf.js keeps a decoded stream whole in an ArrayBuffer, outside the V8 heap, so reading it grows the
 * reader's resident size without ever touching its heap limit.
 */
export function pdfWithInflatingStream(megabytes: number): Buffer {
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  // Each megabyte deflated alone ends on a byte boundary and refers to nothing before it: the copies chain.
  const chunk = deflateRawSync(mb, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const n = BigInt(megabytes * mb.length);
  // Adler-32 of n bytes of 0x20: a = 1 + 32n, b = n + 32·n(n+1)/2 (mod 65521).
  const a = (1n + 32n * n) % 65521n;
  const b = (n + 16n * n * (n + 1n)) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: megabytes }, () => chunk), Buffer.from([0x03, 0x00]), adler]);
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from("\nendstream")]),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}
