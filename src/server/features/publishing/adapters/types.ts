import type { PublishablePlatform } from "@/shared/platform-limits";
import type { Endpoints, OAuthPlatform } from "../oauth/endpoints";

/**
 * Why a platform call failed. `transient` (a 5xx, 408, 429 or no answer) is retried with backoff; `permanent`
 * (any other 4xx: bad credentials, a refused post) is not, and its message is shown to the user as the reason.
 */
export class PublishError extends Error {
  /** The platform asked to wait (429 with its reset time): the post waits in the queue until then, not counted as a failure. */
  waitUntil?: Date;
  /** The platform refused the account's token (401, revoked): the account shows "Reconnect" and its posts wait. */
  reconnect?: boolean;
  /** The platform's own words alone (the message wraps them with the platform and status). */
  detail?: string;
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

/** OAuth platforms: who the account posts as (a member, or an organization page on LinkedIn). */
export interface LinkedInSettings {
  /** urn:li:person:… or urn:li:organization:… */
  author: string;
  name: string;
}
export interface XSettings {
  user_id: string;
  username: string;
}
/** Threads: the profile's id (the path of /{user_id}/threads) and @username. */
export interface ThreadsSettings {
  user_id: string;
  username: string;
}
/** A Facebook Page the member manages: the account posts as the Page, with the Page's token. */
export interface FacebookSettings {
  page_id: string;
  name: string;
}
/** An Instagram professional account, reached through the Facebook Page it is linked to. */
export interface InstagramSettings {
  ig_user_id: string;
  username: string;
  page_id: string;
}

/** A publishing account with its secret opened (only ever in memory, for one call); OAuth platforms carry the access token. */
export type OpenPublishingAccount =
  | { platform: "bluesky"; settings: BlueskySettings; secret: string }
  | { platform: "mastodon"; settings: MastodonSettings; secret: string }
  | { platform: "webhook"; settings: WebhookSettings; secret: string }
  | { platform: "linkedin"; settings: LinkedInSettings; secret: string }
  | { platform: "twitter"; settings: XSettings; secret: string }
  | { platform: "threads"; settings: ThreadsSettings; secret: string }
  | { platform: "facebook"; settings: FacebookSettings; secret: string }
  | { platform: "instagram"; settings: InstagramSettings; secret: string };

export interface PublishImage {
  mime: string;
  /** The stored file's name (a document's title on LinkedIn). */
  name: string;
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
  /**
   * A thread: each part its own post, a reply to the one before (null: one post of `text`). Platforms without
   * threads never get one (refused when scheduling).
   */
  parts: string[] | null;
  /** Posted as a comment on the live post (LinkedIn, Facebook, Instagram). */
  firstComment: string | null;
  /**
   * The ids of the parts already live (the first comment counts as the part after the last), kept by the
   * publisher: `save` writes the id before the next part is sent, so a retry continues from the failed part.
   */
  progress: { ids: readonly string[]; save(index: number, remoteId: string): Promise<void> };
}

export interface PublishResult {
  url: string | null;
  remoteId: string | null;
}

/**
 * A published post's numbers as its platform gives them. A number the platform's API does not give is null (Bluesky
 * and Mastodon give no impressions; Mastodon counts no quotes), never a guessed 0.
 */
export interface PostNumbers {
  likes: number;
  reposts: number;
  replies: number;
  quotes: number | null;
  impressions: number | null;
}

/** Where a published post lives on its platform (what publish() answered). */
export interface PublishedRef {
  remoteId: string;
  url: string | null;
}

export interface PlatformOptions {
  /** The OAuth platforms' hosts (the test fake's in tests). */
  endpoints: (platform: OAuthPlatform) => Endpoints;
  allowPrivateHosts: boolean;
  timeoutMs: number;
  now: () => Date;
}

export interface PlatformAdapter {
  readonly platform: PublishablePlatform;
  /** Signs in (or pings) without posting: answers who the publishing account posts as. */
  test(account: OpenPublishingAccount, options: PlatformOptions): Promise<string>;
  publish(account: OpenPublishingAccount, input: PublishInput, options: PlatformOptions): Promise<PublishResult>;
  /**
   * The post's numbers now (analytics), or null when the platform has none to give (a webhook: "not available").
   * Failures throw a PublishError with publishing's retry rules: transient (network, 5xx, 408, 429) is tried again.
   */
  metrics(account: OpenPublishingAccount, post: PublishedRef, options: PlatformOptions): Promise<PostNumbers | null>;
}

/** 5xx, 408 (timeout) and 429 (rate limited) are worth another try; other 4xx are not. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status < 100;
}
