/**
 * A download's progress on disk: `<id>.download.json` beside the `.part` file in DATA_DIR/models. It is
 * rewritten about twice a second while bytes arrive, so a reloaded page, another server instance sharing
 * DATA_DIR, or this server after a restart all see where the download stands.
 */
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { PRIVATE_FILE_MODE } from "@/server/lib/private-files";
import path from "node:path";

export type DownloadStatus = "downloading" | "verifying" | "interrupted" | "failed";

export interface DownloadError {
  code: string;
  message: string;
}

export interface DownloadState {
  id: string;
  status: DownloadStatus;
  receivedBytes: number;
  totalBytes: number | null;
  bytesPerSecond: number | null;
  error: DownloadError | null;
  startedAt: string;
  /** Heartbeat: a "downloading" state older than this by STALE_AFTER_MS belongs to no running server. */
  updatedAt: string;
  /** The process writing it (diagnostics only). */
  pid: number;
}

export const STALE_AFTER_MS = 10_000;

export const modelFile = (dir: string, id: string) => path.join(dir, `${id}.gguf`);
export const partFile = (dir: string, id: string) => `${modelFile(dir, id)}.part`;
const stateFile = (dir: string, id: string) => path.join(dir, `${id}.download.json`);

export async function readState(dir: string, id: string): Promise<DownloadState | null> {
  try {
    return JSON.parse(await readFile(stateFile(dir, id), "utf8")) as DownloadState;
  } catch {
    // Missing, or half-written by a crash: either way there is no download to report.
    return null;
  }
}

/** Written to a temporary name and renamed, so a reader never sees half a file. */
export async function writeState(dir: string, state: DownloadState): Promise<void> {
  const target = stateFile(dir, state.id);
  const tmp = `${target}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(state), { mode: PRIVATE_FILE_MODE });
  await rename(tmp, target);
}

export async function removeState(dir: string, id: string): Promise<void> {
  await rm(stateFile(dir, id), { force: true });
}
