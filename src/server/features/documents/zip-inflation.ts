import { inflateRawSync } from "node:zlib";

/**
 * Checks how large a zip (a DOCX) becomes once inflated, before any zip or XML library reads it: a 266 KB DOCX
 * that inflated to 256 MB took 1.5 GB of memory in mammoth. The declared sizes of all entries must fit the cap,
 * and each entry is inflated here with a bound (zlib's maxOutputLength) to prove it holds no more than it
 * declares, so a zip that lies about its sizes, or points many entries at the same data, is caught too.
 * Runs in the document worker; no import from the app (the worker loads it on its own).
 */
export type ZipVerdict = { ok: true; inflatedBytes: number } | { ok: false; reason: "too_large" | "malformed" };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= stop; at--) if (buf.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** The sizes from a ZIP64 extra field (id 0x0001), for entries whose 32-bit fields are 0xffffffff. */
function zip64Sizes(extra: Buffer, needUncompressed: boolean, needCompressed: boolean): { uncompressed?: number; compressed?: number } {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      const out: { uncompressed?: number; compressed?: number } = {};
      if (needUncompressed && p + 8 <= at + 4 + size) {
        out.uncompressed = Number(extra.readBigUInt64LE(p));
        p += 8;
      }
      if (needCompressed && p + 8 <= at + 4 + size) out.compressed = Number(extra.readBigUInt64LE(p));
      return out;
    }
    at += 4 + size;
  }
  return {};
}

export function checkZipInflation(bytes: Uint8Array, maxInflatedBytes: number): ZipVerdict {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(buf);
  if (end < 0) return { ok: false, reason: "malformed" };
  const entries = buf.readUInt16LE(end + 10);
  const dirOffset = buf.readUInt32LE(end + 16);
  // A DOCX has tens of entries; a ZIP64 directory (65,535+ entries or a 4 GB offset) is not one to read.
  if (entries === 0xffff || dirOffset === ZIP64_MARK) return { ok: false, reason: "too_large" };

  let declared = 0;
  let at = dirOffset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: "malformed" };
    const method = buf.readUInt16LE(at + 10);
    let compressed = buf.readUInt32LE(at + 20);
    let uncompressed = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    if (compressed === ZIP64_MARK || uncompressed === ZIP64_MARK) {
      const big = zip64Sizes(buf.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), uncompressed === ZIP64_MARK, compressed === ZIP64_MARK);
      uncompressed = big.uncompressed ?? uncompressed;
      compressed = big.compressed ?? compressed;
    }
    at += 46 + nameLength + extraLength + commentLength;

    declared += uncompressed;
    if (declared > maxInflatedBytes) return { ok: false, reason: "too_large" };
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL) return { ok: false, reason: "malformed" };
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    const data = buf.subarray(dataStart, dataStart + compressed);
    if (method === 0) {
      if (compressed !== uncompressed) return { ok: false, reason: "malformed" };
    } else if (method === 8) {
      try {
        // Inflating stops at the first byte beyond what the entry declares.
        inflateRawSync(data, { maxOutputLength: Math.max(1, uncompressed), finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a cut stream */ });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return { ok: false, reason: "too_large" };
        return { ok: false, reason: "malformed" };
      }
    }
    // Other methods (bzip2, LZMA) are left to the reader, which cannot inflate them either.
  }
  return { ok: true, inflatedBytes: declared };
}
