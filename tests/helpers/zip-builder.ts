import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Zip archives made byte by byte for the archive-bomb tests: each entry may lie in its central directory or its
 * local header (sizes, CRC, method, flags), and several central entries may point at one local entry.
 */
export interface ZipEntrySpec {
  name: string;
  /** The bytes stored after the local header (already deflated when method is 8). */
  data: Buffer;
  method: 0 | 8;
  crc: number;
  uncompressedSize: number;
  flags?: number;
  /** Fields the local header states differently from the central directory. */
  local?: Partial<{ compressedSize: number; uncompressedSize: number; method: number; crc: number; flags: number }>;
  /** Central-directory fields that differ from the data (a lie). */
  central?: Partial<{ compressedSize: number; uncompressedSize: number }>;
}

/** A deflated entry of `data`, truthfully declared. */
export function deflatedEntry(name: string, data: Buffer | string): ZipEntrySpec {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  return { name, data: deflateRawSync(bytes), method: 8, crc: crc32(bytes) >>> 0, uncompressedSize: bytes.length };
}

/** A stored entry of `data`, truthfully declared. */
export function storedEntry(name: string, data: Buffer | string): ZipEntrySpec {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  return { name, data: bytes, method: 0, crc: crc32(bytes) >>> 0, uncompressedSize: bytes.length };
}

/**
 * A deflated entry whose data inflates to `megabytes` MB of "a" inside a word/document.xml body, made without
 * holding it: one megabyte is deflated once (Z_SYNC_FLUSH, so it ends on a byte boundary and refers to nothing
 * before it) and its output repeated; about 1 KB per MB on the wire (1 GB from about 1 MB).
 */
export function inflatingDocumentXml(megabytes: number, declaredSize?: number): ZipEntrySpec {
  const open = Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>');
  const close = Buffer.from("</w:t></w:r></w:p></w:body></w:document>");
  const mb = Buffer.alloc(1024 * 1024, "a");
  const sync = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const head = deflateRawSync(open, sync);
  const body = deflateRawSync(mb, sync);
  const tail = deflateRawSync(close, { level: 9 });
  let crc = crc32(open);
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  crc = crc32(close, crc) >>> 0;
  const size = open.length + megabytes * mb.length + close.length;
  const data = Buffer.concat([head, ...Array.from({ length: megabytes }, () => body), tail]);
  return { name: "word/document.xml", data, method: 8, crc, uncompressedSize: size, central: declaredSize === undefined ? undefined : { uncompressedSize: declaredSize } };
}

/** The parts a DOCX needs besides word/document.xml, deflated. */
export function docxParts(): ZipEntrySpec[] {
  return [
    deflatedEntry(
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    deflatedEntry(
      "_rels/.rels",
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  ];
}

/**
 * The archive: local entries in order, then the central directory. `aliases` adds central entries (named
 * `alias-N`) that all point at the local entry of that index: data counted once on the wire, many times inflated.
 */
export function buildZip(entries: ZipEntrySpec[], aliases?: { of: number; count: number }): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  const central = (e: ZipEntrySpec, name: Buffer, at: number) => {
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800 | (e.flags ?? 0), 8);
    c.writeUInt16LE(e.method, 10);
    c.writeUInt32LE(e.crc, 16);
    c.writeUInt32LE(e.central?.compressedSize ?? e.data.length, 20);
    c.writeUInt32LE(e.central?.uncompressedSize ?? e.uncompressedSize, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(at, 42);
    return Buffer.concat([c, name]);
  };
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    l.writeUInt16LE(0x0800 | (e.local?.flags ?? e.flags ?? 0), 6);
    l.writeUInt16LE(e.local?.method ?? e.method, 8);
    l.writeUInt32LE(e.local?.crc ?? e.crc, 14);
    l.writeUInt32LE(e.local?.compressedSize ?? e.central?.compressedSize ?? e.data.length, 18);
    l.writeUInt32LE(e.local?.uncompressedSize ?? e.central?.uncompressedSize ?? e.uncompressedSize, 22);
    l.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    centrals.push(central(e, name, offset));
    locals.push(l, name, e.data);
    offset += l.length + name.length + e.data.length;
  }
  if (aliases) {
    for (let i = 0; i < aliases.count; i++) centrals.push(central(entries[aliases.of], Buffer.from(`alias-${i}`), offsets[aliases.of]));
  }
  const dir = Buffer.concat(centrals);
  const count = entries.length + (aliases?.count ?? 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
