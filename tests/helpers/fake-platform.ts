import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A planned answer for the next matching calls: a status with a body, or a dropped connection. */
export interface Fault {
  path: string;
  status: number | "drop";
  body?: unknown;
  times: number;
}

export interface Answer {
  status: number;
  body: unknown;
  type?: string;
  headers?: Record<string, string>;
}
export type Route = (req: IncomingMessage, body: Buffer, url: URL) => Promise<Answer> | Answer;

/**
 * The plumbing the fake platforms share: node:http on 127.0.0.1, an optional answer delay (the bench's 50 ms),
 * faults planned per path, a log of calls, and waiting for a condition without sleeping.
 */
export class FakePlatform {
  readonly calls: { method: string; path: string; headers: IncomingMessage["headers"]; at: number }[] = [];
  private readonly faults: Fault[] = [];
  private readonly waiters = new Set<() => void>();
  private server?: Server;
  url = "";
  delayMs = 0;

  constructor(private readonly route: Route) {}

  /** Listens on `port` (0, the default: one the OS picks). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.serve(req, res));
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next `times` calls to `path` answer `status` (or drop the connection) instead of the normal answer. */
  fail(path: string, status: number | "drop", times = 1, body?: unknown) {
    this.faults.push({ path, status, times, body });
  }

  clearFaults() {
    this.faults.length = 0;
  }

  /** Resolves once `check()` holds (checked after every call), or rejects after `timeoutMs`. */
  waitFor(check: () => boolean, timeoutMs = 15_000, what = "condition"): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      this.waiters.add(waiter);
    });
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", this.url);
    this.calls.push({ method: req.method ?? "GET", path: url.pathname, headers: req.headers, at: Date.now() });
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const fault = this.faults.find((f) => f.path === url.pathname && f.times > 0);
    try {
      if (fault) {
        fault.times--;
        if (fault.status === "drop") {
          req.socket.destroy();
          return;
        }
        this.send(res, fault.status, fault.body ?? { error: "Fault", message: `planned ${fault.status}` });
        return;
      }
      const answer = await this.route(req, Buffer.concat(chunks), url);
      this.send(res, answer.status, answer.body, answer.type, answer.headers);
    } catch (err) {
      this.send(res, 500, { error: "InternalServerError", message: String(err) });
    } finally {
      for (const waiter of [...this.waiters]) waiter();
    }
  }

  private send(res: ServerResponse, status: number, body: unknown, type = "application/json", headers: Record<string, string> = {}) {
    const text = type === "application/json" ? JSON.stringify(body) : String(body);
    res.writeHead(status, { ...headers, "content-type": type, "content-length": Buffer.byteLength(text) });
    res.end(text);
  }
}

export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
