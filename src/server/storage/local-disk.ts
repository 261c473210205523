import { randomBytes } from "node:crypto";
import { open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FILE_MODE, makePrivateDir } from "@/server/lib/private-files";
import { assertValidKey, isValidKey, type Bucket, type ListedObject, type PutOptions, type Storage, type StoredObject } from "./storage";

/**
 * Objects under `root/<bucket>/<key>`, their metadata under `root/.meta/<bucket>/<key>.json`.
 * Writes go to `root/.tmp` first and are renamed into place, so a reader never sees a partial file
 * (rename is atomic on one filesystem). `.meta` and `.tmp` are not buckets, so no key can reach them.
 * Files are 0600 and folders 0700: only the server's user reads what users stored.
 */
/** Turns "no such file" (or a key through a file) into a value; every other error still throws. */
const ifMissing =
  <T>(value: T) =>
  (err: NodeJS.ErrnoException): T => {
    if (err.code === "ENOENT" || err.code === "ENOTDIR" || err.code === "EISDIR") return value;
    throw err;
  };

/** Every file under a folder, as paths relative to it with "/" separators (a missing folder has none). */
async function* filesUnder(dir: string, prefix = ""): AsyncGenerator<{ relative: string; file: string }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ifMissing([]));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(file, relative);
    else if (entry.isFile()) yield { relative, file };
  }
}

export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, ".tmp");

  const resolve = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    const file = path.join(base, bucket, ...key.split("/"));
    // Belt and braces: the key rules already forbid it, but never step outside the bucket.
    if (!file.startsWith(path.join(base, bucket) + path.sep)) throw new Error("storage path escapes its bucket");
    return { file, meta: path.join(base, ".meta", bucket, ...key.split("/")) + ".json" };
  };

  async function atomicWrite(target: string, data: Uint8Array | string) {
    await makePrivateDir(path.dirname(target));
    await makePrivateDir(tmpDir);
    const tmp = path.join(tmpDir, `${randomBytes(12).toString("hex")}.tmp`);
    try {
      await writeFile(tmp, data, { flag: "wx", mode: PRIVATE_FILE_MODE });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async function readMeta(metaFile: string): Promise<PutOptions | null> {
    try {
      return JSON.parse(await readFile(metaFile, "utf8")) as PutOptions;
    } catch {
      return null;
    }
  }

  return {
    driver: "local",

    async put(bucket, key, body, options) {
      const { file, meta } = resolve(bucket, key);
      // Metadata first: an object that exists always has its content type.
      await atomicWrite(meta, JSON.stringify({ contentType: options.contentType, cacheControl: options.cacheControl }));
      await atomicWrite(file, body);
    },

    async get(bucket, key): Promise<StoredObject | null> {
      const { file, meta } = resolve(bucket, key);
      // Open first: the stream then reads this file even if it is replaced or deleted meanwhile.
      const handle = await open(file, "r").catch(ifMissing(null));
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const options = await readMeta(meta);
      return { body: handle.createReadStream(), contentType: options?.contentType ?? "application/octet-stream", cacheControl: options?.cacheControl, size: info.size };
    },

    async exists(bucket, key) {
      const { file } = resolve(bucket, key);
      const info = await stat(file).catch(ifMissing(null));
      return Boolean(info?.isFile());
    },

    async delete(bucket, key) {
      const { file, meta } = resolve(bucket, key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },

    async *list(bucket): AsyncGenerator<ListedObject> {
      for await (const { relative, file } of filesUnder(path.join(base, bucket))) {
        if (!isValidKey(relative)) continue;
        const info = await stat(file).catch(ifMissing(null));
        if (info) yield { key: relative, modifiedAt: info.mtime, size: info.size };
      }
    },

    /** Temporary files of writes that never finished, and metadata files whose object was never renamed in. */
    async removeLeftovers(before) {
      let removed = 0;
      const removeIfOld = async (file: string) => {
        const info = await stat(file).catch(ifMissing(null));
        if (info && info.mtime < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      };
      for await (const { file } of filesUnder(tmpDir)) await removeIfOld(file);
      for await (const { relative, file } of filesUnder(path.join(base, ".meta"))) {
        const [bucket, ...rest] = relative.replace(/\.json$/, "").split("/");
        const object = path.join(base, bucket, ...rest);
        if (!(await stat(object).catch(ifMissing(null)))) await removeIfOld(file);
      }
      return removed;
    },
  };
}
