/**
 * Downloads model files into DATA_DIR/models: a `.part` file resumed with HTTP Range requests, progress in a
 * JSON sidecar (download-state.ts), a sha256 computed as the bytes arrive, then a check of the GGUF header
 * against the file size, then (when `checkRuns` is given) a test load in a child process, before the file takes
 * its final name and is handed to `onReady`.
 * Expected sha256: the entry's pinned value, else the X-Linked-Etag that Hugging Face sends for LFS files.
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rename, rm, stat, statfs } from "node:fs/promises";
import type { Logger } from "@/server/lib/logger";
import { PRIVATE_FILE_MODE, makePrivateDir } from "@/server/lib/private-files";
import { messages } from "@/shared/messages";
import { modelFile, partFile, readState, removeState, STALE_AFTER_MS, writeState, type DownloadError, type DownloadState } from "./download-state";
import { abortableSleep } from "../retry";
import { GgufError, validateGguf, type GgufInfo } from "./gguf";

const m = messages.localModels;

export interface DownloadTarget {
  id: string;
  url: string;
  /** Pinned sha256 (hex); without it the server's X-Linked-Etag is used when it is a sha256. */
  sha256?: string;
  /** The catalogue's byte count: a server that offers any other size is refused before a byte is kept. */
  sizeBytes?: number;
  /** Checks every URL fetched, redirects included (an admin-given address must stay on the public internet). */
  checkUrl?: (url: string) => Promise<void>;
}

export interface DownloaderOptions {
  dir: string;
  logger: Logger;
  now: () => Date;
  /**
   * Loads the verified file apart from the server (load-check.ts) and throws an Error whose message says why it
   * cannot run; such a file is deleted and the download failed with code `damaged_weights`.
   */
  checkRuns?: (file: string, signal: AbortSignal) => Promise<void>;
  /** Called once the file is verified and in place; a failure here leaves the file for another try. */
  onReady(target: DownloadTarget, file: string, info: GgufInfo): Promise<void>;
  fetch?: typeof globalThis.fetch;
  /** Automatic resumes after a dropped connection before the download is reported as interrupted. */
  retries?: number;
  retryDelayMs?: number;
  /** A connection that sends nothing for this long is dropped (and resumed). */
  stallMs?: number;
}

/** A failure that resuming will not fix (an HTTP 404, a bad checksum, a full disk). */
class PermanentFailure extends Error {
  constructor(readonly error: DownloadError) {
    super(error.message);
  }
}

interface Job {
  target: DownloadTarget;
  state: DownloadState;
  abort: AbortController;
  done: Promise<void>;
  hash?: Hash;
  hashedBytes: number;
  samples: { t: number; bytes: number }[];
  lastWrite: number;
  writes: Promise<void>;
  /** Installed: its progress file is removed and nothing may write it again. */
  finished?: boolean;
}

const SHA256_RE = /^[0-9a-f]{64}$/;
const PERSIST_EVERY_MS = 500;
const HEARTBEAT_MS = 2000;
const MAX_REDIRECTS = 5;
const SPEED_WINDOW_MS = 3000;

const sizeOf = async (file: string) => (await stat(file).catch(() => null))?.size ?? 0;
const exists = async (file: string) => (await stat(file).catch(() => null)) !== null;
const formatBytes = (n: number) =>
  n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GB` : n >= 1024 ** 2 ? `${Math.ceil(n / 1024 ** 2)} MB` : `${Math.round(n / 1024)} KB`;

function linkedSha256(headers: Headers): string | undefined {
  const raw = headers.get("x-linked-etag");
  const value = raw?.replace(/^W\//, "").replace(/"/g, "").trim().toLowerCase();
  return value && SHA256_RE.test(value) ? value : undefined;
}

/** Total size from a Content-Range header ("bytes 0-99/1000", or "bytes star/1000" on a 416). */
function rangeTotal(header: string | null): number | null {
  const match = header?.match(/\/(\d+)\s*$/);
  return match ? Number(match[1]) : null;
}

const rangeStart = (header: string | null): number | null => {
  const match = header?.match(/^bytes\s+(\d+)-/);
  return match ? Number(match[1]) : null;
};

export function createDownloader(opts: DownloaderOptions) {
  const jobs = new Map<string, Job>();
  const doFetch = opts.fetch ?? globalThis.fetch;
  const retries = opts.retries ?? 3;
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  const stallMs = opts.stallMs ?? 60_000;
  const part = (id: string) => partFile(opts.dir, id);

  /** Writes are chained so a late heartbeat can never land after the file was removed. */
  const persist = (job: Job): Promise<void> => {
    if (job.finished) return job.writes;
    job.state.updatedAt = opts.now().toISOString();
    job.lastWrite = performance.now();
    const snapshot = { ...job.state };
    job.writes = job.writes.then(() =>
      writeState(opts.dir, snapshot).catch((err) => opts.logger.warn({ err, id: snapshot.id }, "could not save download progress")),
    );
    return job.writes;
  };

  function progress(job: Job, received: number) {
    const t = performance.now();
    job.state.receivedBytes = received;
    job.samples.push({ t, bytes: received });
    while (job.samples.length > 2 && t - job.samples[0].t > SPEED_WINDOW_MS) job.samples.shift();
    const first = job.samples[0];
    job.state.bytesPerSecond = t - first.t > 200 ? Math.round(((received - first.bytes) * 1000) / (t - first.t)) : job.state.bytesPerSecond;
  }

  /** Follows redirects itself so the first hop's X-Linked-Etag (Hugging Face's sha256) is not lost. */
  async function request(target: DownloadTarget, offset: number, signal: AbortSignal) {
    let current = target.url;
    let sha256: string | undefined;
    let linkedSize: number | undefined;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (target.checkUrl) {
        await target.checkUrl(current).catch((err: Error) => {
          throw new PermanentFailure({ code: "address_refused", message: err.message });
        });
      }
      const res = await doFetch(current, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, redirect: "manual", signal });
      sha256 ??= linkedSha256(res.headers);
      const size = Number(res.headers.get("x-linked-size"));
      if (!linkedSize && size > 0) linkedSize = size;
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current).href;
        continue;
      }
      return { res, sha256, linkedSize };
    }
    throw new PermanentFailure({ code: "too_many_redirects", message: m.downloadFailed });
  }

  async function hashExisting(job: Job, bytes: number) {
    job.hash = createHash("sha256");
    job.hashedBytes = 0;
    if (bytes === 0) return;
    for await (const chunk of createReadStream(part(job.state.id), { end: bytes - 1, signal: job.abort.signal })) {
      job.hash.update(chunk as Buffer);
      job.hashedBytes += (chunk as Buffer).length;
    }
  }

  async function restartFromZero(job: Job) {
    await rm(part(job.state.id), { force: true });
    job.hash = createHash("sha256");
    job.hashedBytes = 0;
  }

  /** One HTTP transfer, appending to the .part file from where it ends. Answers the expected sha256. */
  async function transfer(job: Job): Promise<{ sha256?: string }> {
    let offset = await sizeOf(part(job.state.id));
    if (!job.hash || job.hashedBytes !== offset) await hashExisting(job, offset);
    const stall = new AbortController();
    const signal = AbortSignal.any([job.abort.signal, stall.signal]);
    let stallTimer = setTimeout(() => stall.abort(new Error("stalled")), stallMs);
    const alive = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => stall.abort(new Error("stalled")), stallMs);
    };
    try {
      const { res, sha256, linkedSize } = await request(job.target, offset, signal);
      if (res.status === 416 && offset > 0) {
        await res.body?.cancel();
        const total = rangeTotal(res.headers.get("content-range"));
        if (total === offset) {
          job.state.totalBytes = total;
          return { sha256: job.target.sha256 ?? sha256 };
        }
        await restartFromZero(job);
        throw new Error("the server refused the resume range");
      }
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        await res.body?.cancel();
        throw new PermanentFailure({ code: "http_status", message: m.httpStatus(res.status) });
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Error(`status ${res.status}`);
      }
      if (res.status === 200 && offset > 0) {
        // The server ignored the Range header and sends the whole file again.
        await restartFromZero(job);
        offset = 0;
      } else if (res.status === 206 && rangeStart(res.headers.get("content-range")) !== offset) {
        await res.body.cancel();
        await restartFromZero(job);
        throw new Error("the server answered a different range");
      }
      const length = Number(res.headers.get("content-length"));
      const total = rangeTotal(res.headers.get("content-range")) ?? (length > 0 ? offset + length : null) ?? linkedSize ?? null;
      const expected = job.target.sizeBytes;
      if (expected && total !== null && total !== expected) {
        await res.body.cancel();
        await restartFromZero(job);
        throw new PermanentFailure({ code: "size_mismatch", message: m.sizeNotCatalogued(formatBytes(total), formatBytes(expected)) });
      }
      job.state.totalBytes = total ?? expected ?? null;
      if (total !== null) {
        const fs = await statfs(opts.dir);
        const free = fs.bavail * fs.bsize;
        if (free < total - offset) {
          await res.body.cancel();
          throw new PermanentFailure({ code: "no_space", message: m.noSpace(formatBytes(total - offset), formatBytes(free)) });
        }
      }
      progress(job, offset);
      await persist(job);

      const fh = await open(part(job.state.id), "a", PRIVATE_FILE_MODE);
      let received = offset;
      try {
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (expected && received + value.length > expected) {
            await reader.cancel();
            await restartFromZero(job);
            throw new PermanentFailure({ code: "size_mismatch", message: m.sizeNotCatalogued(`${formatBytes(received + value.length)}+`, formatBytes(expected)) });
          }
          alive();
          await fh.write(value);
          job.hash!.update(value);
          job.hashedBytes += value.length;
          received += value.length;
          progress(job, received);
          if (performance.now() - job.lastWrite >= PERSIST_EVERY_MS) await persist(job);
        }
      } finally {
        await fh.close();
      }
      if (total !== null && received < total) throw new Error("the connection closed early");
      return { sha256: job.target.sha256 ?? sha256 };
    } finally {
      clearTimeout(stallTimer);
    }
  }

  async function fail(job: Job, error: DownloadError, status: "failed" | "interrupted") {
    job.state = { ...job.state, status, error, bytesPerSecond: null, receivedBytes: await sizeOf(part(job.state.id)) };
    await persist(job);
  }

  async function verifyAndInstall(job: Job, expectedSha256: string | undefined) {
    const { id } = job.state;
    job.state.status = "verifying";
    job.state.bytesPerSecond = null;
    await persist(job);
    const file = part(id);
    const digest = job.hash!.digest("hex");
    if (expectedSha256 && digest !== expectedSha256.toLowerCase()) {
      await rm(file, { force: true });
      throw new PermanentFailure({ code: "checksum_mismatch", message: m.checksumMismatch });
    }
    const size = await sizeOf(file);
    const expectedSize = job.target.sizeBytes || job.state.totalBytes;
    if (expectedSize && size !== expectedSize) {
      await rm(file, { force: true });
      throw new PermanentFailure({ code: "size_mismatch", message: m.sizeMismatch(size, expectedSize) });
    }
    let info: GgufInfo;
    try {
      info = await validateGguf(file);
    } catch (err) {
      if (!(err instanceof GgufError)) throw err;
      await rm(file, { force: true });
      throw new PermanentFailure({ code: "invalid_file", message: m.invalidFile(err.message) });
    }
    if (opts.checkRuns) {
      try {
        await opts.checkRuns(file, job.abort.signal);
      } catch (err) {
        if (job.abort.signal.aborted) throw err;
        await rm(file, { force: true });
        opts.logger.warn({ err, id }, "a downloaded model failed its test load");
        throw new PermanentFailure({ code: "damaged_weights", message: m.failedTestLoad((err as Error).message) });
      }
    }
    await rename(file, modelFile(opts.dir, id));
    await register(job.target, info);
    await finish(job);
  }

  /**
   * Removes the progress file once the model is in place, after every write already queued: a heartbeat that
   * fired during a long check would otherwise write "verifying" back after the removal, and the installed
   * model would read as a stopped download once that state went stale.
   */
  async function finish(job: Job) {
    job.finished = true;
    await job.writes;
    await removeState(opts.dir, job.state.id);
  }

  async function register(target: DownloadTarget, info: GgufInfo) {
    try {
      await opts.onReady(target, modelFile(opts.dir, target.id), info);
    } catch (err) {
      opts.logger.error({ err, id: target.id }, "could not register a downloaded model");
      throw new PermanentFailure({ code: "register_failed", message: m.registerFailed });
    }
  }

  async function run(job: Job) {
    const heartbeat = setInterval(() => void persist(job), HEARTBEAT_MS);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const { sha256 } = await transfer(job);
          await verifyAndInstall(job, sha256);
          return;
        } catch (err) {
          if (job.abort.signal.aborted) return;
          if (err instanceof PermanentFailure) return await fail(job, err.error, "failed");
          opts.logger.warn({ err, id: job.state.id, attempt }, "model download dropped");
          if (attempt >= retries) return await fail(job, { code: "connection_lost", message: m.connectionLost }, "interrupted");
          job.state.bytesPerSecond = null;
          await abortableSleep(retryDelayMs * 2 ** attempt, job.abort.signal).catch(() => undefined);
          if (job.abort.signal.aborted) return;
        }
      }
    } catch (err) {
      opts.logger.error({ err, id: job.state.id }, "model download failed");
      await fail(job, { code: "download_failed", message: m.downloadFailed }, "failed");
    } finally {
      clearInterval(heartbeat);
      await job.writes;
      jobs.delete(job.state.id);
    }
  }

  /** Where a download stands: this process's own, another live instance's, or a stale one reported as interrupted. */
  async function state(id: string): Promise<DownloadState | null> {
    const own = jobs.get(id);
    if (own) return { ...own.state };
    const saved = await readState(opts.dir, id);
    if (!saved) return null;
    const receivedBytes = await sizeOf(part(id));
    const live = saved.status === "downloading" || saved.status === "verifying";
    if (live && opts.now().getTime() - Date.parse(saved.updatedAt) < STALE_AFTER_MS) return saved;
    if (live) return { ...saved, status: "interrupted", receivedBytes, bytesPerSecond: null, error: { code: "interrupted", message: m.interrupted } };
    return { ...saved, receivedBytes };
  }

  return {
    state,

    isActive: (id: string) => jobs.has(id),

    /** Starts or resumes a download in the background and answers its first state. */
    async start(target: DownloadTarget): Promise<DownloadState> {
      const running = jobs.get(target.id);
      if (running) return { ...running.state };
      const current = await state(target.id);
      if (current && (current.status === "downloading" || current.status === "verifying"))
        throw new PermanentFailure({ code: "busy_elsewhere", message: m.busyElsewhere });
      await makePrivateDir(opts.dir);
      const now = opts.now().toISOString();
      const job: Job = {
        target,
        state: {
          id: target.id,
          status: "downloading",
          receivedBytes: await sizeOf(part(target.id)),
          totalBytes: current?.totalBytes ?? null,
          bytesPerSecond: null,
          error: null,
          startedAt: current?.startedAt ?? now,
          updatedAt: now,
          pid: process.pid,
        },
        abort: new AbortController(),
        done: Promise.resolve(),
        hashedBytes: 0,
        samples: [],
        lastWrite: 0,
        writes: Promise.resolve(),
      };
      jobs.set(target.id, job);
      await persist(job);
      // A file already verified (its registration failed last time) only needs registering.
      if (await exists(modelFile(opts.dir, target.id))) {
        job.done = (async () => {
          try {
            await register(target, await validateGguf(modelFile(opts.dir, target.id)));
            await finish(job);
          } catch (err) {
            await fail(job, err instanceof PermanentFailure ? err.error : { code: "download_failed", message: m.downloadFailed }, "failed");
          } finally {
            jobs.delete(target.id);
          }
        })();
      } else job.done = run(job);
      return { ...job.state };
    },

    /** Stops a download and deletes what it fetched. */
    async cancel(id: string): Promise<void> {
      const job = jobs.get(id);
      if (job) {
        job.abort.abort(new Error("cancelled"));
        await job.done;
      } else {
        const current = await state(id);
        if (current && (current.status === "downloading" || current.status === "verifying"))
          throw new PermanentFailure({ code: "busy_elsewhere", message: m.busyElsewhere });
      }
      await rm(part(id), { force: true });
      await removeState(opts.dir, id);
    },

    /** Stops a download and keeps what it fetched, recorded as paused: a later start resumes from there. */
    async pause(id: string): Promise<void> {
      const job = jobs.get(id);
      if (!job) {
        const current = await state(id);
        if (current && (current.status === "downloading" || current.status === "verifying"))
          throw new PermanentFailure({ code: "busy_elsewhere", message: m.busyElsewhere });
        return;
      }
      job.abort.abort(new Error("paused"));
      await job.done;
      // It finished (or failed) before the pause took effect: nothing to record.
      if (!(await readState(opts.dir, id)) || job.state.status !== "downloading") return;
      await fail(job, { code: "paused", message: m.paused }, "interrupted");
    },

    /** Resolves when this process's download of `id` has finished, failed or stopped (tests, shutdown). */
    async settled(id: string): Promise<void> {
      await jobs.get(id)?.done;
    },

    /** Server shutdown: running downloads stop and are recorded as interrupted, to resume later. */
    async close(): Promise<void> {
      const running = [...jobs.values()];
      for (const job of running) job.abort.abort(new Error("server stopping"));
      await Promise.all(running.map((job) => job.done));
      await Promise.all(running.map((job) => fail(job, { code: "interrupted", message: m.interrupted }, "interrupted")));
    },
  };
}

export type Downloader = ReturnType<typeof createDownloader>;
export { PermanentFailure as DownloadRefused };
