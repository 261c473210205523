import { createHmac } from "node:crypto";
import { messages } from "@/shared/messages";
import { httpError, unreachable } from "./errors";
import { guardedFetch } from "./safe-url";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions } from "./types";

const LABEL = "The webhook";
export const SIGNATURE_HEADER = "x-content-studio-signature";

/** `sha256=<hex HMAC-SHA256 of the raw body with the publishing account's secret>` (the GitHub webhook convention). */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

async function deliver(account: OpenPublishingAccount & { platform: "webhook" }, payload: object, deliveryId: string, options: PlatformOptions) {
  const url = account.settings.webhook_url;
  const body = JSON.stringify(payload);
  let res: Response;
  try {
    res = await guardedFetch(options.allowPrivateHosts, options.timeoutMs)(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "ContentStudio-Webhook/1",
        "idempotency-key": deliveryId,
        [SIGNATURE_HEADER]: signBody(account.secret, body),
      },
      body,
    });
  } catch (err) {
    if (err instanceof PublishError) throw err;
    throw unreachable(url, err);
  }
  const text = await res.text().catch(() => "");
  if (res.status >= 300 && res.status < 400) throw new PublishError("permanent", messages.publishing.webhookRedirect(res.status), res.status);
  if (!res.ok) throw httpError(LABEL, res.status, text.slice(0, 300) || res.statusText);
  try {
    return JSON.parse(text) as { url?: unknown; id?: unknown };
  } catch {
    return {};
  }
}

export const webhookAdapter: PlatformAdapter = {
  platform: "webhook",

  async test(account, options) {
    if (account.platform !== "webhook") throw new Error("not a webhook publishing account");
    const sentAt = options.now().toISOString();
    await deliver(account, { event: "ping", sent_at: sentAt }, `ping-${sentAt}`, options);
    return new URL(account.settings.webhook_url).host;
  },

  async publish(account, input, options) {
    if (account.platform !== "webhook") throw new Error("not a webhook publishing account");
    const payload = {
      event: "post.publish",
      delivery_id: input.idempotencyKey,
      sent_at: options.now().toISOString(),
      post: {
        id: input.postId,
        text: input.text,
        content_type: input.contentType,
        scheduled_at: input.scheduledAt,
        images: input.images.map((i) => ({ url: i.url, mime: i.mime, alt: i.alt })),
      },
      account: input.account,
    };
    const answer = await deliver(account, payload, input.idempotencyKey, options);
    // A receiver may answer where the post now lives ({"url": "...", "id": "..."}).
    const url = typeof answer.url === "string" && /^https?:\/\//.test(answer.url) ? answer.url : null;
    return { url, remoteId: typeof answer.id === "string" ? answer.id : input.idempotencyKey };
  },

  /** A webhook receiver reports no numbers back: analytics shows "not available" for its posts. */
  async metrics() {
    return null;
  },
};
