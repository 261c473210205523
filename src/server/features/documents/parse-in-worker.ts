import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { HttpError } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import type { WorkerInput, WorkerOutput } from "./document-worker";
import { FairSlots } from "@/server/lib/fair-slots";
import { watchResidentSize } from "./watch-resident-size";

export interface ParseOptions {
  timeoutMs: number;
  /** The reader's memory limit: its V8 heap flag, and the resident size at which it is killed. */
  memoryMb: number;
  concurrency: number;
  perUser: number;
  maxQueued: number;
  maxQueuedPerUser: number;
}

export type ParseOutcome = WorkerOutput | { ok: false; code: "timeout" } | { ok: false; code: "out_of_memory" } | { ok: false; code: "crashed"; reason: string };

/**
 * The build bundles the worker beside the server as document-worker.js (scripts/build-server.mjs); from source
 * (tests, tsx, the bench) it is TypeScript and starts through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) return { file: fileURLToPath(new URL("./document-worker.ts", import.meta.url)), execArgv: ["--import", "tsx"] };
  return { file: fileURLToPath(new URL("./document-worker.js", import.meta.url)), execArgv: [] };
}

/**
 * The limit covers the whole process; its heap gets three quarters of it, so V8 collects garbage harder before the
 * resident size reaches the limit (a DOCX inflating to 60 MB peaks at about 310 MB resident, most of it heap). The heap gets
 * 64 MB at least: below that, loading the reader's code fails before it starts (the resident limit still holds).
 */
function heapFlags(memoryMb: number): string[] {
  const heapMb = Math.max(64, Math.floor((memoryMb * 3) / 4));
  return [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${Math.max(1, Math.min(16, Math.floor(heapMb / 16)))}`];
}

let readers = 0;
/** How many reader processes are running right now (the health test checks the server answers meanwhile). */
export const readersRunning = () => readers;

/** Readers are shared fairly between users (fair-slots.ts): at most `concurrency` at once, `perUser` per user. */
export const readerSlots = new FairSlots();

/**
 * A child process, not a worker thread: V8 ends the whole process when a heap limit is hit by one large
 * allocation (a worker's resourceLimits crashed the server on a 48 MB DOCX), and a worker's ArrayBuffers are not
 * counted at all. A child that runs out of memory or time dies alone (docs/decisions/008).
 */
function runWorker(input: WorkerInput, options: ParseOptions): Promise<ParseOutcome> {
  const { file, execArgv } = workerEntry();
  return new Promise((resolve) => {
    const child = fork(file, ["--document-worker", `--rss-limit=${options.memoryMb * 1024 * 1024}`], {
      execArgv: [...execArgv, ...heapFlags(options.memoryMb)],
      serialization: "advanced",
      // pdf.js and mammoth may print warnings, V8 its out-of-memory report: none of it is the server's log.
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    readers += 1;
    let settled = false;
    const finish = (outcome: ParseOutcome) => {
      if (settled) return;
      settled = true;
      readers -= 1;
      clearTimeout(timer);
      stopWatching();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      resolve(outcome);
    };
    // The deadline is kept by the server's event loop, which a busy reader cannot block: the reader is killed.
    const timer = setTimeout(() => finish({ ok: false, code: "timeout" }), options.timeoutMs);
    // The heap flag does not bound Buffers and ArrayBuffers (inflated zip entries, pdf.js streams): the reader's
    // resident size is watched from here and the reader killed when it passes the limit.
    const stopWatching = watchResidentSize(child, options.memoryMb * 1024 * 1024, () => finish({ ok: false, code: "out_of_memory" }));
    child.once("message", (output: WorkerOutput) => finish(output));
    child.once("error", (err) => finish({ ok: false, code: "crashed", reason: err.message }));
    // V8 aborts a process past its heap limit (SIGABRT, or exit code 134 through a shell); the reader exits with 134
    // itself past its resident limit where the server cannot watch it (document-worker.ts).
    child.once("exit", (code, signal) =>
      finish(signal === "SIGABRT" || code === 134 ? { ok: false, code: "out_of_memory" } : { ok: false, code: "crashed", reason: messages.documents.readerStopped(signal ?? `exit code ${code}`) }),
    );
    child.send(input);
  });
}

/**
 * Reads a PDF or DOCX in a child process with a memory limit and a deadline, once a reader is free for `userId`;
 * the event loop stays free meanwhile. 503 (Retry-After) when the user's or the server's queue is full.
 */
export async function parseInWorker(userId: string, input: WorkerInput, options: ParseOptions): Promise<ParseOutcome> {
  const slot = readerSlots.acquire(userId, options);
  if (!slot) throw new HttpError(503, "documents_busy", messages.documents.busy, undefined, { "Retry-After": "5" });
  const release = await slot;
  try {
    return await runWorker(input, options);
  } finally {
    release();
  }
}
