/**
 * The built server (dist/server/index.js) as the soak's instances: started on a fixed port with the shared
 * environment, killed with SIGKILL by the fault schedule and started again, stopped with SIGTERM at the end.
 * Each instance's output goes to a log file in the run's directory (read it when a check fails).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  start(): Promise<void>;
  kill(): void;
  stop(): Promise<void>;
  /** Resident memory now (MiB), from /proc; NaN when the process is not running. */
  rssMiB(): number;
  /** How the process ended when nobody asked it to (null while it runs or after kill/stop). */
  crashed(): { code: number | null; signal: string | null; at: number } | null;
  /** The last lines of the instance's log (what it said before a crash). */
  logTail(lines: number): string;
}

export function createInstance(name: string, port: number, env: Record<string, string>, logDir: string): Instance {
  let child: ChildProcess | null = null;
  let crash: { code: number | null; signal: string | null; at: number } | null = null;
  const url = `http://127.0.0.1:${port}`;
  const log = path.join(logDir, `${name}.log`);
  const instance: Instance = {
    name,
    port,
    url,
    pid: () => child?.pid,
    async start() {
      const fd = openSync(log, "a");
      child = spawn(process.execPath, [process.env.SOAK_SERVER_ENTRY ?? "dist/server/index.js"], {
        env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
        stdio: ["ignore", fd, fd],
      });
      const started = child;
      started.once("exit", (code, signal) => {
        // kill() and stop() clear `child` first, so only an exit nobody asked for is recorded.
        if (child === started) crash = { code, signal, at: Date.now() };
      });
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode} while starting: see ${log}`);
        try {
          const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          if (res.ok) return;
        } catch {
          /* not up yet */
        }
        if (Date.now() > deadline) throw new Error(`${name} not ready after 90 s: see ${log}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    kill() {
      child?.kill("SIGKILL");
      child = null;
    },
    stop() {
      const stopping = child;
      child = null;
      if (!stopping || stopping.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => stopping.kill("SIGKILL"), 40_000);
        stopping.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        stopping.kill("SIGTERM");
      });
    },
    crashed: () => crash,
    logTail(lines) {
      try {
        return readFileSync(log, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
    rssMiB() {
      const pid = child?.pid;
      if (!pid) return NaN;
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        return kb ? Number(kb) / 1024 : NaN;
      } catch {
        return NaN;
      }
    },
  };
  return instance;
}
