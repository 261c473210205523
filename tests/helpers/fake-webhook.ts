import { createHmac, timingSafeEqual } from "node:crypto";
import { FakePlatform, escapeHtml } from "./fake-platform";

export interface WebhookDelivery {
  id: string;
  payload: { event: string; delivery_id?: string; post?: { text: string; images: { url: string; mime: string }[] } } & Record<string, unknown>;
  idempotencyKey?: string;
  receivedAt: number;
}

/**
 * A receiver like an n8n or Zapier catch hook: checks the HMAC-SHA256 signature with the shared secret (401 when
 * it does not match), keeps each delivery, answers where the post now lives, and serves that page.
 */
export class FakeWebhook extends FakePlatform {
  readonly deliveries: WebhookDelivery[] = [];
  secret = "webhook-shared-secret-0123456789";
  private nextId = 1;

  constructor() {
    super((req, body, url) => this.answer(req.headers, req.method ?? "GET", body, url));
  }

  get hookUrl() {
    return `${this.url}/hook`;
  }

  private answer(headers: Record<string, unknown>, method: string, body: Buffer, url: URL) {
    if (url.pathname === "/hook" && method === "POST") {
      const expected = `sha256=${createHmac("sha256", this.secret).update(body).digest("hex")}`;
      const given = String(headers["x-content-studio-signature"] ?? "");
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
        return { status: 401, body: { message: "signature mismatch" } };
      }
      const payload = JSON.parse(body.toString("utf8")) as WebhookDelivery["payload"];
      if (payload.event === "ping") return { status: 200, body: { ok: true } };
      const id = String(this.nextId++);
      this.deliveries.push({ id, payload, idempotencyKey: headers["idempotency-key"] as string | undefined, receivedAt: Date.now() });
      return { status: 200, body: { id, url: `${this.url}/posts/${id}` } };
    }
    const page = /^\/posts\/(\d+)$/.exec(url.pathname);
    if (page && method === "GET") {
      const delivery = this.deliveries.find((d) => d.id === page[1]);
      if (!delivery) return { status: 404, body: "Not found", type: "text/html" };
      return { status: 200, body: `<!doctype html><title>Delivered</title><p id="post">${escapeHtml(delivery.payload.post?.text ?? "")}</p>`, type: "text/html" };
    }
    return { status: 404, body: { message: "no such hook" } };
  }
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  return new FakeWebhook().start();
}
