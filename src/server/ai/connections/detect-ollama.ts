/**
 * Ollama on its usual address (http://127.0.0.1:11434) is offered as a connection when it answers and no
 * connection points at it yet. The probe is short and its answer reused for a while, so Settings stays fast.
 */
const PROBE_TIMEOUT_MS = 1500;
const REUSE_MS = 30_000;

export interface OllamaDetector {
  /** The base URL when an Ollama server answers there (fresh or reused), else undefined. */
  detect(): Promise<string | undefined>;
}

export function createOllamaDetector(url: string | undefined, now: () => number = Date.now, fetch: typeof globalThis.fetch = globalThis.fetch): OllamaDetector {
  let last: { at: number; found: boolean } | undefined;
  let pending: Promise<boolean> | undefined;

  async function probe(base: string): Promise<boolean> {
    try {
      const res = await fetch(`${base}/api/tags`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      const body = res.ok ? ((await res.json()) as { models?: unknown }) : undefined;
      return Array.isArray(body?.models);
    } catch {
      return false;
    }
  }

  return {
    async detect() {
      if (!url) return undefined;
      if (!last || now() - last.at > REUSE_MS) {
        pending ??= probe(url).finally(() => (pending = undefined));
        last = { at: now(), found: await pending };
      }
      return last.found ? url : undefined;
    },
  };
}
