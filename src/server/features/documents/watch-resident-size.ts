import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";

/** How often a reader's resident size is read: a child allocating fast can pass its limit by what it adds meanwhile. */
export const RESIDENT_POLL_MS = 20;

/** The resident set size of a process in bytes, from /proc (Linux); undefined where there is no /proc or it ended. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onOver` (once) when the child's resident size passes `limitBytes`; returns the function that stops
 * watching. A V8 heap flag alone does not bound a process: Buffers and ArrayBuffers live outside the heap (a
 * reader with a 256 MB heap reached 2.1 GB inflating a DOCX). Reading /proc from the server's event loop works
 * while the child is busy; the child also checks itself (document-worker.ts) where there is no /proc.
 */
export function watchResidentSize(child: ChildProcess, limitBytes: number, onOver: () => void): () => void {
  let reading = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (reading || stopped || child.pid === undefined) return;
    reading = true;
    void residentBytes(child.pid).then((bytes) => {
      reading = false;
      if (stopped || bytes === undefined || bytes <= limitBytes) return;
      stopped = true;
      clearInterval(timer);
      onOver();
    });
  }, RESIDENT_POLL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
