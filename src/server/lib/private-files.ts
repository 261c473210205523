/**
 * Everything the server keeps under DATA_DIR (the database, stored files, local models, secrets) is for its own
 * user only: files 0600, folders 0700. The process umask covers what libraries create; each place that creates
 * a file also says so itself, and `tightenTree` fixes what an older version left readable by others.
 */
import { mkdirSync, type Stats } from "node:fs";
import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Group and other permission bits. */
const SHARED_BITS = 0o077;

/** New files and folders of this process and its children get no group or other permissions. */
export function restrictNewFiles(): void {
  process.umask(SHARED_BITS);
}

/** Creates a folder (and missing parents) for the owner only; an existing folder is tightened if need be. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await tightenOne(dir);
}

export function makePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Drops group/other bits of one path (never through a symbolic link); true when it changed anything. */
async function tightenOne(file: string, info?: Stats): Promise<boolean> {
  const stat = info ?? (await lstat(file));
  if (stat.isSymbolicLink() || (stat.mode & SHARED_BITS) === 0) return false;
  await chmod(file, stat.mode & 0o700);
  return true;
}

export interface TightenResult {
  /** Files and folders whose group/other permissions were removed. */
  tightened: number;
  /** Ones that could not be changed (another owner): the paths, at most ten. */
  failed: string[];
}

/**
 * Removes group and other permissions from a folder and everything under it (symbolic links are left alone and
 * not followed). A missing folder has nothing to tighten.
 */
export async function tightenTree(root: string): Promise<TightenResult> {
  const result: TightenResult = { tightened: 0, failed: [] };
  const visit = async (file: string): Promise<void> => {
    let info;
    try {
      info = await lstat(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    if (info.isSymbolicLink()) return;
    try {
      if (await tightenOne(file, info)) result.tightened += 1;
    } catch {
      if (result.failed.length < 10) result.failed.push(file);
    }
    if (!info.isDirectory()) return;
    const entries = await readdir(file).catch(() => []);
    for (const entry of entries) await visit(path.join(file, entry));
  };
  await visit(root);
  return result;
}
