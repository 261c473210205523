import { FakeOAuthServer } from "./fake-oauth";
import { FakePlatform } from "./fake-platform";

export interface XPost {
  id: string;
  text: string;
  replyTo: string | null;
  mediaIds: string[];
}

/**
 * A fake X (API v2) on loopback, serving the paths the product calls as X's API reference documents them: OAuth 2.0
 * with PKCE (/i/oauth2/authorize, /2/oauth2/token with HTTP Basic client auth, rotating refresh tokens),
 * /2/users/me, /2/media/upload and /2/tweets (reply.in_reply_to_tweet_id). Start the app with X_TEST_BASE_URL
 * set to its url.
 */
export class FakeX extends FakePlatform {
  readonly oauth = new FakeOAuthServer({ pkce: true, clientAuth: "basic" });
  readonly tweets: XPost[] = [];
  readonly media: { id: string; bytes: number }[] = [];
  username = "alice_x";
  userId = "2244994945";
  /** What GET /2/tweets/:id reports in public_metrics, per post id (zeros when unset). */
  readonly metrics = new Map<string, Partial<Record<"retweet_count" | "reply_count" | "like_count" | "quote_count" | "impression_count", number>>>();
  /** The same by post text, for a post not sent yet (its id unknown). */
  readonly metricsByText = new Map<string, Partial<Record<"retweet_count" | "reply_count" | "like_count" | "quote_count" | "impression_count", number>>>();
  /** Calls to POST /2/tweets so far (failed ones included). */
  tweetCalls = 0;
  private readonly failAt = new Map<number, { status: number; body: unknown; headers?: Record<string, string> }>();
  private nextId = 1_800_000_000_000_000_000n;

  constructor() {
    super((req, body, url) => {
      this.oauth.rotateRefresh = true;
      const method = req.method ?? "GET";
      const path = url.pathname;
      if (path === "/i/oauth2/authorize" && method === "GET") return this.oauth.authorize(url);
      if (path === "/2/oauth2/token" && method === "POST") return this.oauth.token(req, body);
      if (!this.oauth.authorized(req)) return { status: 401, body: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
      if (path === "/2/users/me" && method === "GET") return { status: 200, body: { data: { id: this.userId, name: "Alice", username: this.username } } };
      if (path === "/2/media/upload" && method === "POST") {
        if (!String(req.headers["content-type"] ?? "").startsWith("multipart/form-data")) return { status: 400, body: { title: "Invalid Request", detail: "media is required" } };
        const id = String(this.nextId++);
        this.media.push({ id, bytes: body.length });
        return { status: 200, body: { data: { id, media_key: `3_${id}`, size: body.length, expires_after_secs: 86400 } } };
      }
      if (path === "/2/tweets" && method === "POST") {
        const n = ++this.tweetCalls;
        const planned = this.failAt.get(n);
        if (planned) {
          this.failAt.delete(n);
          return { status: planned.status, body: planned.body, headers: planned.headers };
        }
        const t = JSON.parse(body.toString() || "{}") as { text?: string; reply?: { in_reply_to_tweet_id?: string }; media?: { media_ids?: string[] } };
        if (!t.text) return { status: 400, body: { errors: [{ message: "text is required" }], title: "Invalid Request", detail: "One or more parameters to your request was invalid." } };
        if (t.reply?.in_reply_to_tweet_id && !this.tweets.some((p) => p.id === t.reply!.in_reply_to_tweet_id)) {
          return { status: 400, body: { title: "Invalid Request", detail: "The post you are replying to does not exist." } };
        }
        if (this.tweets.some((p) => p.text === t.text)) return { status: 403, body: { title: "Forbidden", detail: "You are not allowed to create a Tweet with duplicate content." } };
        const id = String(this.nextId++);
        this.tweets.push({ id, text: t.text, replyTo: t.reply?.in_reply_to_tweet_id ?? null, mediaIds: t.media?.media_ids ?? [] });
        return { status: 201, body: { data: { id, text: t.text, edit_history_tweet_ids: [id] } } };
      }
      const read = /^\/2\/tweets\/(\d+)$/.exec(path);
      if (read && method === "GET") {
        const t = this.tweets.find((p) => p.id === read[1]);
        if (!t) return { status: 200, body: { errors: [{ title: "Not Found Error", detail: `Could not find tweet with id: [${read[1]}].` }] } };
        const m = this.metrics.get(t.id) ?? this.metricsByText.get(t.text) ?? {};
        const public_metrics = { retweet_count: m.retweet_count ?? 0, reply_count: m.reply_count ?? 0, like_count: m.like_count ?? 0, quote_count: m.quote_count ?? 0, impression_count: m.impression_count ?? 0 };
        return { status: 200, body: { data: { id: t.id, text: t.text, edit_history_tweet_ids: [t.id], ...(url.searchParams.get("tweet.fields")?.includes("public_metrics") ? { public_metrics } : {}) } } };
      }
      return { status: 404, body: { title: "Not Found Error", detail: `No route ${method} ${path}` } };
    });
  }

  /** The `n`th call to POST /2/tweets from now answers `status` (a 503 by default) without posting. */
  failTweet(nthFromNow: number, status = 503, body: unknown = { title: "Service Unavailable", detail: "Service Unavailable" }, headers?: Record<string, string>) {
    this.failAt.set(this.tweetCalls + nthFromNow, { status, body, headers });
  }
}

export async function startFakeX(port = 0): Promise<FakeX> {
  return new FakeX().start(port);
}
