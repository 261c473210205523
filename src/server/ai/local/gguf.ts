/**
 * Reads a GGUF file's header (metadata and tensor table) without loading the model, and checks that the file
 * holds every byte its tensor table promises. llama.cpp answers a cut-off file with a bare "Failed to load model"
 * (or worse), so a download is checked here first and refused with a reason a person can act on.
 * Format: https://github.com/ggml-org/ggml/blob/master/docs/gguf.md (little-endian, versions 2 and 3).
 */
import { open, type FileHandle } from "node:fs/promises";
import { messages } from "@/shared/messages";
import { GGML_TYPES, GGUF_ARRAY, GGUF_STRING, SCALAR_SIZES } from "./gguf-types";

const g = messages.localModels.gguf;

export type GgufProblem = "not_gguf" | "unsupported_version" | "truncated" | "corrupt" | "unknown_tensor_type";

export class GgufError extends Error {
  constructor(
    readonly problem: GgufProblem,
    message: string,
  ) {
    super(message);
    this.name = "GgufError";
  }
}

export type GgufScalar = number | bigint | boolean | string;
/** Arrays are summarised (a vocabulary has 150,000 strings); short ones keep their values. */
export interface GgufArray {
  itemType: number;
  length: number;
  values?: GgufScalar[];
}
export type GgufValue = GgufScalar | GgufArray;

export interface GgufTensor {
  name: string;
  dims: number[];
  type: number;
  /** From the start of the data section. */
  offset: number;
  bytes: number;
}

export interface GgufInfo {
  version: number;
  metadata: Record<string, GgufValue>;
  tensors: GgufTensor[];
  /** Where tensor data starts in the file. */
  dataOffset: number;
  /** The smallest file size that holds every tensor. */
  expectedSize: number;
  fileSize: number;
  architecture?: string;
  name?: string;
  contextLength?: number;
  hasChatTemplate: boolean;
}

const MAGIC = 0x46554747; // "GGUF" read as a little-endian uint32
const SHORT_ARRAY = 16;
const MAX_DIMS = 4;
const MAX_ENTRIES = 1_000_000;
const CHUNK = 1 << 20;

/** Sequential reads over a file handle through a 1 MiB window. */
class Reader {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private fileOffset = 0;

  constructor(
    private readonly fh: FileHandle,
    readonly fileSize: number,
  ) {}

  /** Offset in the file of the next byte to read. */
  get offset(): number {
    return this.fileOffset - (this.buf.length - this.pos);
  }

  get remaining(): number {
    return this.fileSize - this.offset;
  }

  private async ensure(n: number): Promise<void> {
    if (this.buf.length - this.pos >= n) return;
    if (n > this.remaining) throw new GgufError("truncated", g.truncated);
    const rest = this.buf.subarray(this.pos);
    const want = Math.max(n - rest.length, CHUNK);
    const fresh = Buffer.alloc(Math.min(want, this.fileSize - this.fileOffset));
    const { bytesRead } = await this.fh.read(fresh, 0, fresh.length, this.fileOffset);
    this.fileOffset += bytesRead;
    this.buf = Buffer.concat([rest, fresh.subarray(0, bytesRead)]);
    this.pos = 0;
    if (this.buf.length < n) throw new GgufError("truncated", g.truncated);
  }

  async bytes(n: number): Promise<Buffer> {
    await this.ensure(n);
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  async skip(n: number): Promise<void> {
    if (n > this.remaining) throw new GgufError("truncated", g.truncated);
    const buffered = this.buf.length - this.pos;
    if (n <= buffered) {
      this.pos += n;
      return;
    }
    this.fileOffset = this.offset + n;
    this.buf = Buffer.alloc(0);
    this.pos = 0;
  }

  async u32(): Promise<number> {
    return (await this.bytes(4)).readUInt32LE(0);
  }

  /** A uint64 that must fit a JavaScript number (sizes, counts, offsets). */
  async size(what: string): Promise<number> {
    const v = (await this.bytes(8)).readBigUInt64LE(0);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new GgufError("corrupt", g.impossiblyLarge(what));
    return Number(v);
  }

  async string(): Promise<string> {
    const length = await this.size("string length");
    if (length > this.remaining) throw new GgufError("truncated", g.truncated);
    return (await this.bytes(length)).toString("utf8");
  }

  async scalar(type: number): Promise<GgufScalar> {
    if (type === GGUF_STRING) return this.string();
    const size = SCALAR_SIZES[type];
    if (size === undefined) throw new GgufError("corrupt", g.unknownValueType(type));
    const b = await this.bytes(size);
    switch (type) {
      case 0:
        return b.readUInt8(0);
      case 1:
        return b.readInt8(0);
      case 2:
        return b.readUInt16LE(0);
      case 3:
        return b.readInt16LE(0);
      case 4:
        return b.readUInt32LE(0);
      case 5:
        return b.readInt32LE(0);
      case 6:
        return b.readFloatLE(0);
      case 7:
        return b.readUInt8(0) !== 0;
      case 10:
        return b.readBigUInt64LE(0);
      case 11:
        return b.readBigInt64LE(0);
      default:
        return b.readDoubleLE(0);
    }
  }

  async value(type: number): Promise<GgufValue> {
    if (type !== GGUF_ARRAY) return this.scalar(type);
    const itemType = await this.u32();
    if (itemType === GGUF_ARRAY) throw new GgufError("corrupt", g.nestedArrays);
    const length = await this.size("array length");
    const itemSize = itemType === GGUF_STRING ? 8 : SCALAR_SIZES[itemType];
    if (itemSize === undefined) throw new GgufError("corrupt", g.unknownValueType(itemType));
    if (length * itemSize > this.remaining) throw new GgufError("truncated", g.truncated);
    if (length <= SHORT_ARRAY) {
      const values: GgufScalar[] = [];
      for (let i = 0; i < length; i++) values.push(await this.scalar(itemType));
      return { itemType, length, values };
    }
    if (itemType === GGUF_STRING) {
      for (let i = 0; i < length; i++) await this.skip(await this.size("string length"));
    } else {
      await this.skip(length * itemSize);
    }
    return { itemType, length };
  }
}

function tensorBytes(name: string, dims: number[], type: number): number {
  const traits = GGML_TYPES[type];
  if (!traits) throw new GgufError("unknown_tensor_type", g.unknownTensorType(name, type));
  if (dims[0] % traits.blockSize !== 0) throw new GgufError("corrupt", g.partialBlocks(name));
  const rows = dims.slice(1).reduce((a, b) => a * b, 1);
  return (dims[0] / traits.blockSize) * traits.typeSize * rows;
}

const asNumber = (v: GgufValue | undefined): number | undefined =>
  typeof v === "number" ? v : typeof v === "bigint" ? Number(v) : undefined;

/** Reads the header and tensor table of a GGUF file. Throws GgufError when it is not one or is damaged. */
export async function readGguf(file: string): Promise<GgufInfo> {
  const fh = await open(file, "r");
  try {
    const { size: fileSize } = await fh.stat();
    const r = new Reader(fh, fileSize);
    if (fileSize < 4 || (await r.u32()) !== MAGIC) throw new GgufError("not_gguf", g.notGguf);
    const version = await r.u32();
    if (version !== 2 && version !== 3) throw new GgufError("unsupported_version", g.unsupportedVersion(version));
    const tensorCount = await r.size("tensor count");
    const kvCount = await r.size("metadata count");
    // Real models have a few thousand tensors and a few dozen keys; a cut-off file still reads as "truncated" below.
    if (tensorCount > MAX_ENTRIES || kvCount > MAX_ENTRIES) throw new GgufError("corrupt", g.impossibleCounts);

    const metadata: Record<string, GgufValue> = {};
    for (let i = 0; i < kvCount; i++) {
      const key = await r.string();
      metadata[key] = await r.value(await r.u32());
    }
    const alignment = asNumber(metadata["general.alignment"]) ?? 32;
    if (!Number.isInteger(alignment) || alignment <= 0 || alignment % 8 !== 0) throw new GgufError("corrupt", g.badAlignment);

    const tensors: GgufTensor[] = [];
    for (let i = 0; i < tensorCount; i++) {
      const name = await r.string();
      const nDims = await r.u32();
      if (nDims < 1 || nDims > MAX_DIMS) throw new GgufError("corrupt", g.badDimensions(name, nDims));
      const dims: number[] = [];
      for (let d = 0; d < nDims; d++) dims.push(await r.size(`tensor ${name} dimension`));
      const type = await r.u32();
      const offset = await r.size(`tensor ${name} offset`);
      if (offset % alignment !== 0) throw new GgufError("corrupt", g.notAligned(name));
      tensors.push({ name, dims, type, offset, bytes: tensorBytes(name, dims, type) });
    }
    const dataOffset = Math.ceil(r.offset / alignment) * alignment;
    const expectedSize = tensors.reduce((end, t) => Math.max(end, dataOffset + t.offset + t.bytes), dataOffset);
    const architecture = typeof metadata["general.architecture"] === "string" ? metadata["general.architecture"] : undefined;
    return {
      version,
      metadata,
      tensors,
      dataOffset,
      expectedSize,
      fileSize,
      architecture,
      name: typeof metadata["general.name"] === "string" ? metadata["general.name"] : undefined,
      contextLength: architecture ? asNumber(metadata[`${architecture}.context_length`]) : undefined,
      hasChatTemplate: typeof metadata["tokenizer.chat_template"] === "string",
    };
  } finally {
    await fh.close();
  }
}

/** Reads the header and refuses a file that lacks tensor bytes (a cut-off download) or has no tensors. */
export async function validateGguf(file: string): Promise<GgufInfo> {
  const info = await readGguf(file);
  if (info.tensors.length === 0) throw new GgufError("corrupt", g.noTensors);
  if (info.fileSize < info.expectedSize)
    throw new GgufError("truncated", g.incomplete(info.fileSize, info.expectedSize));
  return info;
}
