/**
 * The install-time check of a model file's weights (issue 24 point 5): a child process of its own loads the
 * file with llama.cpp and reads a short text through it once. llama.cpp aborts the whole process on some
 * damaged files (a vocabulary without byte tokens) and answers others with a bare "Failed to load model", so
 * the check runs apart from the server and the runner, and its outcome becomes a reason a person can act on.
 */
import { fork } from "node:child_process";
import { messages } from "@/shared/messages";
import { runnerEntry } from "./runner";
import { RUNNER_ENV, type CheckResult } from "./runner-protocol";

const g = messages.localModels.gguf;

export class ModelCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelCheckError";
  }
}

export interface LoadCheckOptions {
  threads: number;
  /** A check that takes longer is stopped and the file refused (a 3B model loads in seconds on a CPU). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const STDERR_LINES = 5;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/**
 * llama.cpp's own words for the reason shown to the administrator: its last "error" line when there is one
 * ("tensor 'blk.1.ffn_down.weight' data is not within the file bounds, ..."), else its last line.
 */
function lastWords(lines: string[]): string {
  const said = lines.map((l) => l.trim()).filter(Boolean);
  const line = said.findLast((l) => /error/i.test(l)) ?? said.at(-1) ?? "";
  return line.replace(/^\w+: (error loading model: )?/, "").slice(0, 200);
}

/** Resolves when the file loads and yields numbers; throws ModelCheckError with the reason otherwise. */
export function checkModelRuns(file: string, options: LoadCheckOptions): Promise<void> {
  const entry = runnerEntry();
  const child = fork(entry.file, [], {
    execArgv: entry.execArgv,
    env: { ...process.env, [RUNNER_ENV.threads]: String(options.threads), [RUNNER_ENV.check]: file },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const stderr: string[] = [];
  const keep = (chunk: Buffer) => {
    stderr.push(...chunk.toString("utf8").split("\n"));
    stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES * 4));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return new Promise<void>((resolve, reject) => {
    let result: CheckResult | undefined;
    const timer = setTimeout(() => {
      reject(new ModelCheckError(g.checkTimedOut));
      child.kill("SIGKILL");
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onAbort = () => {
      reject(options.signal?.reason ?? new Error("aborted"));
      child.kill("SIGKILL");
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("message", (m) => {
      if ((m as CheckResult).type === "checked") result = m as CheckResult;
    });
    child.once("error", (err) => reject(new ModelCheckError(g.checkCrashed(err.message, ""))));
    // "close", not "exit": llama.cpp's last words on stderr may arrive after the process has exited.
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (result?.ok) return resolve();
      if (result) {
        const why =
          result.problem === "load_failed"
            ? g.checkLoadFailed(lastWords(stderr) || result.detail)
            : result.problem === "no_tokens"
              ? g.checkNoTokens
              : g.checkNotFinite;
        return reject(new ModelCheckError(why));
      }
      reject(new ModelCheckError(g.checkCrashed(signal ?? `exit code ${code}`, lastWords(stderr))));
    });
  });
}
