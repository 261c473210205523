/**
 * The server's side of the local-model child process: starts it on first use, sends it generations, streams
 * their text back, cancels them, and survives it crashing (every waiting call gets a clear error and the next
 * call starts a new child). Loading and generating happen in the child, never on the server's event loop.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "@/server/lib/logger";
import { messages } from "@/shared/messages";
import { RUNNER_ENV, type ChildMessage, type GenerateRequest, type ParentMessage, type RunnerErrorCode } from "./runner-protocol";

export type LocalModelErrorCode = RunnerErrorCode | "crashed" | "start_failed";

export class LocalModelError extends Error {
  constructor(
    readonly code: LocalModelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "LocalModelError";
  }
}

export type RunnerEvent =
  | { type: "token"; text: string }
  | { type: "done"; stopReason: "stop" | "length" | "abort"; inputTokens: number; outputTokens: number; warnings: string[] };

export type GenerateInput = Omit<GenerateRequest, "type" | "id">;

export type RunnerState = "stopped" | "starting" | "idle" | "loading" | "generating";

export interface RunnerStatus {
  state: RunnerState;
  pid: number | null;
  /** The model file in memory (or being loaded). */
  modelPath: string | null;
  /** Resident memory of the child process, model included. */
  rssBytes: number | null;
  threads: number;
  lastCrash: { message: string; at: string } | null;
}

export interface RunnerOptions {
  threads: number;
  contextSize: number;
  logger: Logger;
  now?: () => Date;
}

/** An async queue of one job's events: the child pushes, the caller iterates. */
class EventQueue {
  private items: RunnerEvent[] = [];
  private waiting?: { resolve: (r: IteratorResult<RunnerEvent>) => void; reject: (e: unknown) => void };
  private ended = false;
  private failure: unknown;

  push(event: RunnerEvent) {
    if (this.ended) return;
    if (event.type === "done") this.ended = true;
    if (this.waiting) {
      this.waiting.resolve({ value: event, done: false });
      this.waiting = undefined;
    } else this.items.push(event);
  }

  fail(err: unknown) {
    if (this.ended) return;
    this.ended = true;
    this.failure = err;
    this.waiting?.reject(err);
    this.waiting = undefined;
  }

  get finished() {
    return this.ended;
  }

  next(): Promise<IteratorResult<RunnerEvent>> {
    const item = this.items.shift();
    if (item) return Promise.resolve({ value: item, done: false });
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

interface Job {
  queue: EventQueue;
  /** Settles once the child is done with the job (after an abort too). */
  settled: () => void;
}

const STDERR_LINES = 20;
const REPLY_TIMEOUT_MS = 5000;

/** The child's entry: the TypeScript source under tsx (dev, tests, bench), else the bundled file beside the server. */
export function runnerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) return { file: path.join(path.dirname(here), "runner-child.ts"), execArgv: ["--import", "tsx"] };
  return { file: path.join(path.dirname(here), "local-runner.js"), execArgv: [] };
}

export function createRunner(options: RunnerOptions) {
  const now = options.now ?? (() => new Date());
  let child: ChildProcess | undefined;
  let ready: Promise<ChildProcess> | undefined;
  let state: RunnerState = "stopped";
  let modelPath: string | null = null;
  let lastCrash: RunnerStatus["lastCrash"] = null;
  let nextId = 1;
  let stopping = false;
  const jobs = new Map<number, Job>();
  const replies = new Map<number, (m: ChildMessage) => void>();
  const stderr: string[] = [];

  const send = (proc: ChildProcess, message: ParentMessage) => {
    if (proc.connected) proc.send(message);
  };

  function onMessage(m: ChildMessage) {
    switch (m.type) {
      case "loading":
        state = "loading";
        modelPath = m.modelPath;
        return;
      case "loaded":
        state = "generating";
        modelPath = m.modelPath;
        return;
      case "token":
        state = "generating";
        jobs.get(m.id)?.queue.push({ type: "token", text: m.text });
        return;
      case "done":
      case "error": {
        const job = jobs.get(m.id);
        jobs.delete(m.id);
        if (jobs.size === 0) state = "idle";
        if (m.type === "done") job?.queue.push({ type: "done", stopReason: m.stopReason, inputTokens: m.inputTokens, outputTokens: m.outputTokens, warnings: m.warnings });
        else {
          if (m.code === "load_failed") modelPath = null;
          options.logger.warn({ code: m.code, detail: m.message, stderr: stderr.slice(-5) }, "local model call failed");
          job?.queue.fail(new LocalModelError(m.code, m.message));
        }
        job?.settled();
        return;
      }
      case "unloaded":
        modelPath = null;
        replies.get(m.id)?.(m);
        return;
      case "stats":
        replies.get(m.id)?.(m);
        return;
    }
  }

  function onExit(proc: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== proc) return;
    child = undefined;
    ready = undefined;
    state = "stopped";
    const wasLoading = modelPath;
    modelPath = null;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const message = messages.localModels.processStopped(how);
    if (!stopping) {
      lastCrash = { message, at: now().toISOString() };
      options.logger.error({ code, signal, model: wasLoading, stderr: stderr.slice(-STDERR_LINES) }, "local model process crashed");
    }
    for (const [id, job] of jobs) {
      job.queue.fail(new LocalModelError("crashed", message));
      job.settled();
      jobs.delete(id);
    }
  }

  function start(): Promise<ChildProcess> {
    if (ready) return ready;
    stopping = false;
    state = "starting";
    const entry = runnerEntry();
    const proc = fork(entry.file, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, [RUNNER_ENV.threads]: String(options.threads), [RUNNER_ENV.contextSize]: String(options.contextSize) },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    child = proc;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) stderr.push(line.slice(0, 500));
      stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES));
    };
    proc.stdout?.on("data", keep);
    proc.stderr?.on("data", keep);
    proc.on("message", (m) => onMessage(m as ChildMessage));
    ready = new Promise<ChildProcess>((resolve, reject) => {
      const onReady = (m: ChildMessage) => {
        if (m.type !== "ready") return;
        proc.off("message", onReady);
        state = "idle";
        resolve(proc);
      };
      proc.on("message", onReady);
      proc.once("exit", (code, signal) => {
        proc.off("message", onReady);
        reject(new LocalModelError("start_failed", messages.localModels.processNotStarted(signal ?? `exit code ${code}`)));
      });
      proc.once("error", (err) => reject(new LocalModelError("start_failed", err.message)));
    });
    proc.on("exit", (code, signal) => onExit(proc, code, signal));
    ready.catch(() => undefined);
    return ready;
  }

  async function request(make: (id: number) => ParentMessage): Promise<ChildMessage | undefined> {
    const proc = child;
    if (!proc?.connected) return undefined;
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        replies.delete(id);
        resolve(undefined);
      }, REPLY_TIMEOUT_MS);
      replies.set(id, (m) => {
        clearTimeout(timer);
        replies.delete(id);
        resolve(m);
      });
      send(proc, make(id));
    });
  }

  return {
    /** Streams one generation. Aborting the signal stops it in the child; the iterator then rejects with the signal's reason. */
    async *generate(input: GenerateInput, signal?: AbortSignal): AsyncGenerator<RunnerEvent> {
      signal?.throwIfAborted();
      const proc = await start();
      signal?.throwIfAborted();
      const id = nextId++;
      const queue = new EventQueue();
      let settled!: () => void;
      const childDone = new Promise<void>((resolve) => (settled = resolve));
      jobs.set(id, { queue, settled });
      const onAbort = () => {
        if (child === proc) send(proc, { type: "abort", id });
        queue.fail(signal?.reason ?? new Error("aborted"));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      send(proc, { type: "generate", id, ...input });
      try {
        for (;;) {
          const { value, done } = await queue.next();
          if (done) return;
          yield value;
          if (value.type === "done") return;
        }
      } finally {
        signal?.removeEventListener("abort", onAbort);
        // The consumer stopped reading early: stop the child's work too.
        if (!queue.finished && child === proc && jobs.has(id)) {
          send(proc, { type: "abort", id });
          await childDone;
        }
      }
    },

    /** The model file in memory (or being loaded), without asking the child. */
    loadedModel: (): string | null => modelPath,

    async status(): Promise<RunnerStatus> {
      const reply = await request((id) => ({ type: "stats", id }));
      const rssBytes = reply?.type === "stats" ? reply.rssBytes : null;
      return { state, pid: child?.pid ?? null, modelPath, rssBytes, threads: options.threads, lastCrash };
    },

    /** Frees the model file if it is in memory (before it is deleted): its calls are stopped first. */
    async release(file: string): Promise<void> {
      if (modelPath !== file || !child) return;
      for (const [id, job] of jobs) {
        if (child) send(child, { type: "abort", id });
        job.queue.fail(new LocalModelError("generation_failed", messages.localModels.modelRemoved));
      }
      const reply = await request((id) => ({ type: "unload", id }));
      if (!reply) await this.close();
    },

    /** Stops the child (server shutdown); the next call starts a new one. */
    async close(): Promise<void> {
      const proc = child;
      if (!proc) return;
      stopping = true;
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), REPLY_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type LocalRunner = ReturnType<typeof createRunner>;
