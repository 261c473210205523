import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { FakeOAuthServer } from "./fake-oauth";
import { FakePlatform, type Answer } from "./fake-platform";

/** Meta's Graph API error answer: { error: { message, type, code, fbtrace_id } }. */
export const graphError = (status: number, code: number, message: string, type = "OAuthException"): Answer => ({ status, body: { error: { message, type, code, fbtrace_id: randomBytes(6).toString("hex") } } });
const invalidToken = () => graphError(400, 190, "Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.");

/** The request's parameters as Graph reads them: the query, then a form or multipart body. */
async function params(req: IncomingMessage, body: Buffer, url: URL): Promise<Map<string, string>> {
  const out = new Map(url.searchParams);
  const type = String(req.headers["content-type"] ?? "");
  if (type.startsWith("application/x-www-form-urlencoded")) for (const [k, v] of new URLSearchParams(body.toString())) out.set(k, v);
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    for (const [k, v] of form) out.set(k, typeof v === "string" ? v : `file:${v.size}:${v.type}`);
  }
  return out;
}

/** Meta's token endpoints answer only what they document: no refresh token (Meta's tokens renew by exchange). */
function metaToken(answer: Answer, extra: Record<string, unknown> = {}): Answer {
  if (answer.status !== 200) return { status: answer.status, body: { error: { message: (answer.body as { error_description?: string }).error_description ?? "Invalid OAuth access token.", type: "OAuthException", code: 100 } } };
  const { access_token, expires_in } = answer.body as { access_token: string; expires_in: number };
  return { status: 200, body: { access_token, token_type: "bearer", ...extra, ...(extra.user_id ? {} : { expires_in }) } };
}

/** Planned failures for the nth call from now (a publish, a feed post). */
class Faults {
  private calls = 0;
  private readonly at = new Map<number, Answer>();
  plan(nthFromNow: number, answer: Answer) {
    this.at.set(this.calls + nthFromNow, answer);
  }
  next(): Answer | undefined {
    this.calls++;
    const planned = this.at.get(this.calls);
    this.at.delete(this.calls);
    return planned;
  }
}

export interface ThreadsPost {
  id: string;
  mediaType: string;
  text: string;
  replyTo: string | null;
  imageUrls: string[];
}

/**
 * A fake Threads API on loopback (graph.threads.net as its reference documents it): /oauth/authorize and
 * /oauth/access_token (a one-hour token), /access_token (th_exchange_token: 60 days), /refresh_access_token
 * (th_refresh_token), /v1.0/me, /v1.0/{user_id}/threads (a container: TEXT, IMAGE, CAROUSEL with items, reply_to_id),
 * /v1.0/{user_id}/threads_publish, /v1.0/{id}?fields=permalink and /v1.0/{id}/insights. Start the app with
 * THREADS_TEST_BASE_URL set to its url.
 */
export class FakeThreads extends FakePlatform {
  readonly oauth = new FakeOAuthServer({ pkce: false, clientAuth: "body" });
  readonly posts: ThreadsPost[] = [];
  readonly exchanges: URLSearchParams[] = [];
  /** Likes per post text, as /insights reports them (set before publishing: the first collection may come at once). */
  readonly likes = new Map<string, number>();
  userId = "17841400000000001";
  username = "acme.threads";
  longLivedSeconds = 5_184_000;
  private readonly containers = new Map<string, { mediaType: string; text: string; replyTo: string | null; imageUrls: string[]; item: boolean; published: boolean }>();
  private readonly publishFaults = new Faults();
  private nextId = 18_000_000_000;

  constructor() {
    super(async (req, body, url) => {
      const method = req.method ?? "GET";
      const path = url.pathname;
      if (path === "/oauth/authorize" && method === "GET") return this.oauth.authorize(url);
      if (path === "/oauth/access_token" && method === "POST") return metaToken(this.oauth.token(req, body), { user_id: this.userId });
      const p = await params(req, body, url);
      const token = p.get("access_token") ?? "";
      if (path === "/access_token" && method === "GET") {
        this.exchanges.push(url.searchParams);
        if (p.get("grant_type") !== "th_exchange_token" || p.get("client_secret") !== this.oauth.clientSecret) return graphError(400, 100, "Invalid grant_type or client_secret");
        return this.longLived(token);
      }
      if (path === "/refresh_access_token" && method === "GET") {
        this.exchanges.push(url.searchParams);
        if (p.get("grant_type") !== "th_refresh_token") return graphError(400, 100, "Invalid grant_type");
        return this.longLived(token);
      }
      if (!this.oauth.accessTokens.has(token)) return invalidToken();
      if (path === "/v1.0/me" && method === "GET") return { status: 200, body: { id: this.userId, username: this.username } };
      if (path === `/v1.0/${this.userId}/threads` && method === "POST") return this.container(p);
      if (path === `/v1.0/${this.userId}/threads_publish` && method === "POST") {
        const planned = this.publishFaults.next();
        if (planned) return planned;
        const container = this.containers.get(p.get("creation_id") ?? "");
        if (!container || container.item) return graphError(400, 24, "The requested resource does not exist", "THApiException");
        if (container.published) return graphError(400, 10, "This container was already published", "THApiException");
        container.published = true;
        const id = String(this.nextId++);
        this.posts.push({ id, mediaType: container.mediaType, text: container.text, replyTo: container.replyTo, imageUrls: container.imageUrls });
        return { status: 200, body: { id } };
      }
      const insights = /^\/v1\.0\/(\d+)\/insights$/.exec(path);
      if (insights && method === "GET") {
        const post = this.posts.find((x) => x.id === insights[1]);
        if (!post) return graphError(400, 100, "Unsupported get request.");
        const replies = this.posts.filter((x) => x.replyTo === post.id).length;
        const likes = this.likes.get(post.text) ?? 0;
        const values: Record<string, number> = { views: 40 + likes * 10, likes, replies, reposts: 1, quotes: 0 };
        const wanted = (p.get("metric") ?? "").split(",").filter((m) => m in values);
        return { status: 200, body: { data: wanted.map((name) => ({ name, period: "lifetime", values: [{ value: values[name] }], title: name, id: `${post.id}/insights/${name}/lifetime` })) } };
      }
      const object = /^\/v1\.0\/(\d+)$/.exec(path);
      if (object && method === "GET") {
        const post = this.posts.find((x) => x.id === object[1]);
        if (!post) return graphError(400, 100, "Unsupported get request.");
        return { status: 200, body: { id: post.id, permalink: `https://www.threads.net/@${this.username}/post/C${post.id}` } };
      }
      return graphError(404, 803, `Unknown path ${method} ${path}`);
    });
  }

  /** The nth publish from now answers a Graph error (a 500 "unknown error" by default: Meta's transient one). */
  failPublish(nthFromNow: number, answer: Answer = graphError(500, 2, "An unexpected error has occurred. Please retry your request later.")) {
    this.publishFaults.plan(nthFromNow, answer);
  }

  private longLived(token: string): Answer {
    if (!this.oauth.accessTokens.has(token)) return invalidToken();
    const access = `th-${randomBytes(12).toString("hex")}`;
    this.oauth.accessTokens.add(access);
    return { status: 200, body: { access_token: access, token_type: "bearer", expires_in: this.longLivedSeconds } };
  }

  private container(p: Map<string, string>): Answer {
    const mediaType = p.get("media_type") ?? "";
    const item = p.get("is_carousel_item") === "true";
    const text = p.get("text") ?? "";
    const replyTo = p.get("reply_to_id") ?? null;
    if (replyTo && !this.posts.some((x) => x.id === replyTo)) return graphError(400, 100, "The reply_to_id is not a Threads post", "THApiException");
    if (text.length > 500) return graphError(400, 100, "Text exceeds the 500 character limit", "THApiException");
    let imageUrls: string[] = [];
    if (mediaType === "TEXT") {
      if (!text) return graphError(400, 100, "The text parameter is required for TEXT posts", "THApiException");
    } else if (mediaType === "IMAGE") {
      if (!p.get("image_url")) return graphError(400, 100, "The image_url parameter is required for IMAGE posts", "THApiException");
      imageUrls = [p.get("image_url")!];
    } else if (mediaType === "CAROUSEL") {
      const children = (p.get("children") ?? "").split(",").map((id) => this.containers.get(id));
      if (children.length < 2 || children.some((c) => !c?.item)) return graphError(400, 100, "A carousel needs at least 2 item containers", "THApiException");
      imageUrls = children.flatMap((c) => c!.imageUrls);
    } else {
      return graphError(400, 100, `Unsupported media_type ${mediaType}`, "THApiException");
    }
    const id = String(this.nextId++);
    this.containers.set(id, { mediaType, text, replyTo, imageUrls, item, published: false });
    return { status: 200, body: { id } };
  }
}

export interface FacebookPost {
  id: string;
  /** The Page it went to. */
  pageId: string;
  message: string;
  photoIds: string[];
}
export interface InstagramMedia {
  id: string;
  mediaType: string;
  caption: string;
  imageUrls: string[];
}

/**
 * A fake Graph API (graph.facebook.com v21.0, and Facebook Login's dialog) on loopback: /v21.0/dialog/oauth,
 * /v21.0/oauth/access_token (the code, and fb_exchange_token for a long-lived token), /v21.0/me/accounts (the Pages
 * with their tokens and Instagram accounts), Page /photos (unpublished) and /feed, /{post}/comments, post fields and
 * /insights; Instagram /{ig}/media (image, carousel items, CAROUSEL), container status_code, /{ig}/media_publish,
 * /{media}/comments, permalink and /insights. Start the app with FACEBOOK_TEST_BASE_URL set to its url.
 */
export class FakeGraph extends FakePlatform {
  readonly oauth = new FakeOAuthServer({ pkce: false, clientAuth: "body" });
  readonly feed: FacebookPost[] = [];
  readonly photos: { id: string; source: string; published: string | undefined }[] = [];
  readonly media: InstagramMedia[] = [];
  readonly comments: { on: string; message: string }[] = [];
  readonly exchanges: URLSearchParams[] = [];
  /** Reactions (Facebook) or likes (Instagram) per message or caption (set before publishing). */
  readonly likes = new Map<string, number>();
  page = { id: "104000000000001", name: "Acme Coffee" };
  instagram = { id: "17841400000000099", username: "acme.coffee" };
  /** More Pages the member manages (listed after `page` by /me/accounts; no Instagram account linked). */
  readonly otherPages: { id: string; name: string }[] = [];
  /** Each Page token and the Page it belongs to: a post to a Page needs that Page's own token. */
  private readonly pageTokens = new Map<string, string>();
  private readonly containers = new Map<string, { mediaType: string; caption: string; imageUrls: string[]; item: boolean; published: boolean }>();
  private readonly feedFaults = new Faults();
  private nextId = 900_000;

  constructor() {
    super(async (req, body, url) => {
      const method = req.method ?? "GET";
      const path = url.pathname;
      if (path === "/v21.0/dialog/oauth" && method === "GET") return this.oauth.authorize(url);
      const p = await params(req, body, url);
      if (path === "/v21.0/oauth/access_token" && method === "GET") {
        this.exchanges.push(url.searchParams);
        if (p.get("grant_type") === "fb_exchange_token") {
          if (p.get("client_id") !== this.oauth.clientId || p.get("client_secret") !== this.oauth.clientSecret) return graphError(400, 1, "Error validating client secret.");
          if (!this.oauth.accessTokens.has(p.get("fb_exchange_token") ?? "")) return invalidToken();
          const access = `fb-ll-${randomBytes(12).toString("hex")}`;
          this.oauth.accessTokens.add(access);
          return { status: 200, body: { access_token: access, token_type: "bearer", expires_in: 5_183_944 } };
        }
        return metaToken(this.oauth.token(req, Buffer.from(url.searchParams.toString())));
      }
      const token = p.get("access_token") ?? "";
      const user = this.oauth.accessTokens.has(token);
      if (!user && !this.pageTokens.has(token)) return invalidToken();
      if (path === "/v21.0/me/accounts" && method === "GET") {
        if (!user) return graphError(400, 100, "Tried accessing nonexisting field (accounts) on node type (Page)");
        const tokenFor = (pageId: string) => {
          const pageToken = `page-${randomBytes(12).toString("hex")}`;
          this.pageTokens.set(pageToken, pageId);
          return pageToken;
        };
        const data = [
          { id: this.page.id, name: this.page.name, access_token: tokenFor(this.page.id), category: "Coffee shop", instagram_business_account: { id: this.instagram.id, username: this.instagram.username } },
          ...this.otherPages.map((o) => ({ id: o.id, name: o.name, access_token: tokenFor(o.id), category: "Bakery" })),
        ];
        return { status: 200, body: { data, paging: {} } };
      }
      if (path === "/v21.0/me" && method === "GET") return { status: 200, body: this.page };
      const pagePath = /^\/v21\.0\/(\d+)\/(photos|feed)$/.exec(path);
      const pageId = pagePath && [this.page.id, ...this.otherPages.map((o) => o.id)].includes(pagePath[1]) ? pagePath[1] : null;
      if (pageId && this.pageTokens.has(token) && this.pageTokens.get(token) !== pageId) return graphError(403, 200, "(#200) The page token does not belong to this Page", "OAuthException");
      if (pageId && pagePath![2] === "photos" && method === "POST") {
        if (!p.get("source")?.startsWith("file:") && !p.get("url")) return graphError(400, 324, "Requires upload file");
        const id = String(this.nextId++);
        this.photos.push({ id, source: p.get("source") ?? p.get("url")!, published: p.get("published") });
        return { status: 200, body: { id } };
      }
      if (pageId && pagePath![2] === "feed" && method === "POST") {
        const planned = this.feedFaults.next();
        if (planned) return planned;
        const photoIds = [...p].filter(([k]) => k.startsWith("attached_media[")).map(([, v]) => String((JSON.parse(v) as { media_fbid?: string }).media_fbid));
        if (!p.get("message") && photoIds.length === 0) return graphError(400, 100, "Missing message or attachment");
        if (photoIds.some((id) => !this.photos.some((ph) => ph.id === id))) return graphError(400, 100, "Invalid media_fbid");
        const id = `${pageId}_${this.nextId++}`;
        this.feed.push({ id, pageId, message: p.get("message") ?? "", photoIds });
        return { status: 200, body: { id } };
      }
      if (path === `/v21.0/${this.instagram.id}/media` && method === "POST") return this.igContainer(p);
      if (path === `/v21.0/${this.instagram.id}/media_publish` && method === "POST") {
        const container = this.containers.get(p.get("creation_id") ?? "");
        if (!container || container.item) return graphError(400, 100, "Invalid parameter: creation_id");
        if (container.published) return graphError(400, 9, "The media has already been published", "OAuthException");
        container.published = true;
        const id = String(this.nextId++);
        this.media.push({ id, mediaType: container.mediaType, caption: container.caption, imageUrls: container.imageUrls });
        return { status: 200, body: { id } };
      }
      const comments = /^\/v21\.0\/([\d_]+)\/comments$/.exec(path);
      if (comments && method === "POST") {
        if (!this.feed.some((x) => x.id === comments[1]) && !this.media.some((x) => x.id === comments[1])) return graphError(400, 100, "Unsupported post request.");
        if (!p.get("message")) return graphError(400, 100, "(#100) The parameter message is required");
        this.comments.push({ on: comments[1], message: p.get("message")! });
        return { status: 200, body: { id: `${comments[1]}_${this.nextId++}` } };
      }
      const insights = /^\/v21\.0\/([\d_]+)\/insights$/.exec(path);
      if (insights && method === "GET") return this.insights(insights[1], (p.get("metric") ?? "").split(","));
      const object = /^\/v21\.0\/([\d_]+)$/.exec(path);
      if (object && method === "GET") return this.object(object[1]);
      return graphError(404, 803, `Unknown path ${method} ${path}`);
    });
  }

  /** The nth Page feed post from now answers this (a Graph error). */
  failFeed(nthFromNow: number, answer: Answer) {
    this.feedFaults.plan(nthFromNow, answer);
  }

  /** The member removed the app: every token (user and Page) stops working. */
  revokeAll() {
    this.oauth.revokeAll();
    this.pageTokens.clear();
  }

  private igContainer(p: Map<string, string>): Answer {
    const item = p.get("is_carousel_item") === "true";
    const mediaType = p.get("media_type") ?? "IMAGE";
    let imageUrls: string[];
    if (mediaType === "CAROUSEL") {
      const children = (p.get("children") ?? "").split(",").map((id) => this.containers.get(id));
      if (children.length < 2 || children.some((c) => !c?.item)) return graphError(400, 100, "Invalid parameter: children must name 2 to 10 carousel items");
      imageUrls = children.flatMap((c) => c!.imageUrls);
    } else {
      if (!p.get("image_url")) return graphError(400, 9004, "Only photo or video can be accepted as media type.");
      imageUrls = [p.get("image_url")!];
    }
    const id = String(this.nextId++);
    this.containers.set(id, { mediaType, caption: p.get("caption") ?? "", imageUrls, item, published: false });
    return { status: 200, body: { id } };
  }

  private object(id: string): Answer {
    const container = this.containers.get(id);
    if (container) return { status: 200, body: { id, status_code: container.published ? "PUBLISHED" : "FINISHED" } };
    const media = this.media.find((m) => m.id === id);
    if (media) return { status: 200, body: { id, permalink: `https://www.instagram.com/p/C${id}/` } };
    const post = this.feed.find((x) => x.id === id);
    if (post) {
      const comments = this.comments.filter((c) => c.on === id).length;
      return { status: 200, body: { id, shares: { count: 2 }, reactions: { data: [], summary: { total_count: this.likes.get(post.message) ?? 0 } }, comments: { data: [], summary: { total_count: comments } } } };
    }
    return graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist`, "GraphMethodException");
  }

  private insights(id: string, metrics: string[]): Answer {
    const text = this.feed.find((x) => x.id === id)?.message ?? this.media.find((m) => m.id === id)?.caption ?? "";
    const likes = this.likes.get(text) ?? 0;
    const comments = this.comments.filter((c) => c.on === id).length;
    const known: Record<string, number> = this.feed.some((x) => x.id === id)
      ? { post_impressions: 100 + likes * 10 }
      : this.media.some((m) => m.id === id)
        ? { likes, comments, shares: 1, views: 50 + likes * 10 }
        : {};
    const unknown = metrics.find((m) => !(m in known));
    if (unknown) return graphError(400, 100, `(#100) The value must be a valid insights metric: ${unknown}`);
    return { status: 200, body: { data: metrics.map((name) => ({ name, period: "lifetime", values: [{ value: known[name] }], id: `${id}/insights/${name}/lifetime` })) } };
  }
}

export async function startFakeThreads(port = 0): Promise<FakeThreads> {
  return new FakeThreads().start(port);
}

export async function startFakeGraph(port = 0): Promise<FakeGraph> {
  return new FakeGraph().start(port);
}
