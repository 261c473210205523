import type { PublishablePlatform } from "@/shared/platform-limits";

/**
 * Why a platform call failed. `transient` (a 5xx, 408, 429 or no answer) is retried with backoff; `permanent`
 * (any other 4xx: bad credentials, a refused post) is not, and its message is shown to the user as the reason.
 */
export class PublishError extends Error {
  constructor(
    readonly kind: "transient" | "permanent",
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PublishError";
  }
}

export interface BlueskySettings {
  service_url: string;
  identifier: string;
}
export interface MastodonSettings {
  instance_url: string;
}
export interface WebhookSettings {
  webhook_url: string;
}

/** A publishing account with its secret opened (only ever in memory, for one call). */
export type OpenPublishingAccount =
  | { platform: "bluesky"; settings: BlueskySettings; secret: string }
  | { platform: "mastodon"; settings: MastodonSettings; secret: string }
  | { platform: "webhook"; settings: WebhookSettings; secret: string };

export interface PublishImage {
  mime: string;
  /** A signed URL anyone holding it can read the image with (for webhooks). */
  url: string;
  /** Alt text for the image (Bluesky's embed alt, Mastodon's media description); empty when there is none. */
  alt: string;
  load(): Promise<Uint8Array<ArrayBuffer>>;
}

export interface PublishInput {
  postId: string;
  /**
   * The same for every attempt at one post's text and images, Retry included: each adapter uses it to find out
   * whether an earlier attempt landed before it sends again (Bluesky's record key, Mastodon's Idempotency-Key,
   * the webhook's delivery id).
   */
  idempotencyKey: string;
  text: string;
  contentType: string;
  scheduledAt: string;
  createdAt: string;
  images: PublishImage[];
  account: { id: string; name: string; handle: string };
}

export interface PublishResult {
  url: string | null;
  remoteId: string | null;
}

export interface PlatformOptions {
  allowPrivateHosts: boolean;
  timeoutMs: number;
  now: () => Date;
}

export interface PlatformAdapter {
  readonly platform: PublishablePlatform;
  /** Signs in (or pings) without posting: answers who the publishing account posts as. */
  test(account: OpenPublishingAccount, options: PlatformOptions): Promise<string>;
  publish(account: OpenPublishingAccount, input: PublishInput, options: PlatformOptions): Promise<PublishResult>;
}

/** 5xx, 408 (timeout) and 429 (rate limited) are worth another try; other 4xx are not. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status < 100;
}
