import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A Standard Webhooks receiver as a customer would write one: verifies every request with the standardwebhooks
 * library and the endpoint's secret (400 when the signature or timestamp is wrong), answers the statuses queued for
 * its path (then 200), and handles each webhook-id once (a second 2xx-answered request with the same id is not
 * handled again). Paths name endpoints: `${url}/a`, `${url}/b`.
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  /** Events handled once each (the receiver's own deduplication by webhook-id). */
  readonly handled: { id: string; path: string; payload: { type: string; workspace_id: string; data: Record<string, unknown> } }[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly plans = new Map<string, number[]>();
  private server!: Server;
  url = "";

  /** The secret the endpoint at `path` signs with. */
  secretFor(path: string, secret: string) {
    this.secrets.set(path, secret);
  }

  /** The statuses the next requests to `path` are answered with (after them: 200, or `always`). */
  plan(path: string, statuses: number[]) {
    this.plans.set(path, statuses);
  }

  /** Verifies as the receiver does: the parsed payload, or the library's error. */
  verify(path: string, body: string, headers: Record<string, string>) {
    return new Webhook(this.secrets.get(path) ?? "whsec_AAAA").verify(body, headers);
  }

  /** Sends a captured request again, as an attacker replaying it would. */
  async replay(request: ReceivedRequest): Promise<number> {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => k.startsWith("webhook-") || k === "content-type"));
    const res = await fetch(`${this.url}${request.path}`, { method: "POST", headers, body: request.body });
    return res.status;
  }

  forPath(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  private answer(path: string, headers: IncomingHttpHeaders, body: string): number {
    const flat = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
    let payload: WebhookReceiver["handled"][number]["payload"];
    try {
      payload = this.verify(path, body, flat) as typeof payload;
    } catch {
      return 400;
    }
    const planned = this.plans.get(path) ?? [];
    const status = planned.length > 0 ? planned.shift()! : 200;
    const id = flat["webhook-id"];
    if (status >= 200 && status < 300 && !this.handled.some((h) => h.id === id && h.path === path)) this.handled.push({ id, path, payload });
    return status;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const path = (req.url ?? "/").split("?")[0];
        const status = this.answer(path, req.headers, body);
        this.requests.push({ path, headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body, status });
        res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : `no: ${status} ${"x".repeat(5000)}`);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
