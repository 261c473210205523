/**
 * A minimal ustar writer and reader (regular files and folders only) so a backup can be one `.tar.gz` file
 * without a tar program or another dependency. Entries are streamed: a table's rows or an upload are never held
 * whole in memory beyond one file's read.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "@/server/lib/private-files";

const BLOCK = 512;

/** Splits a path into ustar's name (100) and prefix (155) fields at a `/`. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: "" };
  for (let i = name.lastIndexOf("/"); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new Error(`path too long for the archive: ${name}`);
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(entryName: string, size: number, type: "0" | "5"): Buffer {
  const { name, prefix } = splitName(entryName);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100);
  block.write(octal(type === "5" ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write("        ", 148);
  block.write(type, 156);
  block.write("ustar\0", 257);
  block.write("00", 263);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

async function* walk(dir: string, prefix = ""): AsyncGenerator<{ relative: string; file: string; isDir: boolean }> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield { relative, file, isDir: true };
      yield* walk(file, relative);
    } else if (entry.isFile()) yield { relative, file, isDir: false };
  }
}

/** Packs every file and folder under `dir` into a gzip-compressed tar file (created owner-only). */
export async function packTarGz(dir: string, outFile: string): Promise<void> {
  async function* blocks(): AsyncGenerator<Buffer> {
    for await (const entry of walk(dir)) {
      if (entry.isDir) {
        yield header(`${entry.relative}/`, 0, "5");
        continue;
      }
      const { size } = await stat(entry.file);
      yield header(entry.relative, size, "0");
      for await (const chunk of createReadStream(entry.file)) yield chunk as Buffer;
      if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(outFile, { mode: PRIVATE_FILE_MODE, flags: "wx" }));
}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** Unpacks a tar.gz made by packTarGz into `dir` (owner-only); refuses entries that would land outside it. */
export async function unpackTarGz(file: string, dir: string): Promise<void> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  let pending: Buffer = Buffer.alloc(0);
  let current: { handle: Awaited<ReturnType<typeof open>>; left: number; padding: number } | undefined;
  let skip = 0;
  let ended = false;
  const target = (name: string) => {
    const resolved = path.resolve(root, name);
    if (resolved !== root && !resolved.startsWith(root + path.sep)) throw new Error(`archive entry outside the backup: ${name}`);
    return resolved;
  };
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (current) {
        const take = Math.min(current.left, pending.length);
        if (take > 0) await current.handle.write(pending.subarray(0, take));
        pending = pending.subarray(take);
        current.left -= take;
        if (current.left > 0) break;
        await current.handle.close();
        skip = current.padding;
        current = undefined;
      }
      if (skip) {
        const take = Math.min(skip, pending.length);
        pending = pending.subarray(take);
        skip -= take;
        if (skip) break;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const name = readString(block, 0, 100);
      const prefix = readString(block, 345, 155);
      const full = prefix ? `${prefix}/${name}` : name;
      const size = parseInt(readString(block, 124, 12).trim() || "0", 8);
      const type = String.fromCharCode(block[156] || 48);
      if (type === "5") {
        await mkdir(target(full), { recursive: true, mode: PRIVATE_DIR_MODE });
        continue;
      }
      if (type !== "0") throw new Error(`unsupported archive entry type ${type}: ${full}`);
      const out = target(full);
      await mkdir(path.dirname(out), { recursive: true, mode: PRIVATE_DIR_MODE });
      current = { handle: await open(out, "wx", PRIVATE_FILE_MODE), left: size, padding: size % BLOCK ? BLOCK - (size % BLOCK) : 0 };
      if (size === 0) {
        await current.handle.close();
        current = undefined;
      }
    }
  }
  if (current) {
    await current.handle.close();
    throw new Error("the archive ends in the middle of a file (truncated?)");
  }
  if (!ended) throw new Error("the archive has no end marker (truncated?)");
}
