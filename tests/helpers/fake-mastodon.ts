import { FakePlatform, escapeHtml } from "./fake-platform";

export interface MastodonStatus {
  id: string;
  text: string;
  mediaIds: string[];
  idempotencyKey?: string;
  url: string;
}

export interface MastodonCounts {
  favourites: number;
  reblogs: number;
  replies: number;
}

/**
 * A fake Mastodon instance on loopback: verify_credentials, /api/v2/media, POST /api/v1/statuses, GET
 * /api/v1/statuses/:id (with favourites_count, reblogs_count, replies_count for analytics), and a page per status.
 */
export class FakeMastodon extends FakePlatform {
  readonly statuses: MastodonStatus[] = [];
  readonly media: { id: string; bytes: number; contentType: string; description: string | null }[] = [];
  token = "mastodon-token-abcdefgh";
  /** More tokens this instance takes (one per test account); delete one to revoke it. */
  readonly otherTokens = new Set<string>();
  username = "alice";
  /** Counts by status text (0 until a test sets them with report(), before or after posting). */
  readonly counts = new Map<string, MastodonCounts>();
  /** The next this many GET /api/v1/statuses/:id answer 503. */
  failFetch = 0;
  fetchCalls = 0;
  private nextId = 100;

  constructor() {
    super((req, body, url) => this.answer(req.headers, req.method ?? "GET", body, url));
  }

  /** The counts the status with this text reports from now on (as if people favourited it). */
  report(text: string, counts: Partial<MastodonCounts>) {
    this.counts.set(text, { favourites: 0, reblogs: 0, replies: 0, ...this.counts.get(text), ...counts });
  }

  private answer(headers: Record<string, unknown>, method: string, body: Buffer, url: URL) {
    const token = String(headers.authorization ?? "").replace(/^Bearer /, "");
    if (url.pathname.startsWith("/api/") && token !== this.token && !this.otherTokens.has(token)) {
      return { status: 401, body: { error: "The access token is invalid" } };
    }
    if (url.pathname === "/api/v1/accounts/verify_credentials" && method === "GET") {
      return { status: 200, body: { id: "1", username: this.username, acct: this.username, display_name: "Alice", url: `${this.url}/@${this.username}` } };
    }
    if (url.pathname === "/api/v2/media" && method === "POST") {
      const id = String(this.nextId++);
      const contentType = String(headers["content-type"] ?? "");
      if (!contentType.startsWith("multipart/form-data")) return { status: 422, body: { error: "Validation failed: File can't be blank" } };
      const description = multipartField(body, "description");
      this.media.push({ id, bytes: body.length, contentType, description });
      return { status: 200, body: { id, type: "image", url: `${this.url}/media/${id}.png`, preview_url: `${this.url}/media/${id}.png`, description } };
    }
    const media = /^\/api\/v1\/media\/(\d+)$/.exec(url.pathname);
    if (media && method === "GET") {
      if (!this.media.some((m) => m.id === media[1])) return { status: 404, body: { error: "Record not found" } };
      return { status: 200, body: { id: media[1], type: "image", url: `${this.url}/media/${media[1]}.png`, preview_url: `${this.url}/media/${media[1]}.png`, description: null } };
    }
    if (url.pathname === "/api/v1/statuses" && method === "POST") {
      const input = JSON.parse(body.toString("utf8") || "{}") as { status?: string; media_ids?: string[] };
      const key = headers["idempotency-key"] as string | undefined;
      const repeated = key ? this.statuses.find((s) => s.idempotencyKey === key) : undefined;
      if (repeated) return { status: 200, body: this.toStatus(repeated) };
      if (!input.status && !input.media_ids?.length) return { status: 422, body: { error: "Validation failed: Text can't be blank" } };
      if ((input.status ?? "").length > 500) return { status: 422, body: { error: "Validation failed: Text character limit of 500 exceeded" } };
      const id = String(this.nextId++);
      const status = { id, text: input.status ?? "", mediaIds: input.media_ids ?? [], idempotencyKey: key, url: `${this.url}/@${this.username}/${id}` };
      this.statuses.push(status);
      return { status: 200, body: this.toStatus(status) };
    }
    const one = /^\/api\/v1\/statuses\/(\d+)$/.exec(url.pathname);
    if (one && method === "GET") {
      this.fetchCalls++;
      if (this.failFetch > 0) {
        this.failFetch--;
        return { status: 503, body: { error: "Service Unavailable" } };
      }
      const status = this.statuses.find((s) => s.id === one[1]);
      if (!status) return { status: 404, body: { error: "Record not found" } };
      return { status: 200, body: this.toStatus(status) };
    }
    const page = /^\/@[^/]+\/(\d+)$/.exec(url.pathname);
    if (page && method === "GET") {
      const status = this.statuses.find((s) => s.id === page[1]);
      if (!status) return { status: 404, body: "Not found", type: "text/html" };
      return { status: 200, body: `<!doctype html><title>Status</title><main><p>@${this.username}</p><p id="post">${escapeHtml(status.text)}</p></main>`, type: "text/html" };
    }
    return { status: 404, body: { error: "Record not found" } };
  }

  private toStatus(s: MastodonStatus) {
    const counts = this.counts.get(s.text) ?? { favourites: 0, reblogs: 0, replies: 0 };
    return {
      id: s.id,
      uri: `${this.url}/users/${this.username}/statuses/${s.id}`,
      url: s.url,
      content: `<p>${escapeHtml(s.text)}</p>`,
      created_at: new Date().toISOString(),
      visibility: "public",
      favourites_count: counts.favourites,
      reblogs_count: counts.reblogs,
      replies_count: counts.replies,
      media_attachments: s.mediaIds.map((id) => ({ id, type: "image", url: `${this.url}/media/${id}.png` })),
      account: { id: "1", username: this.username, acct: this.username },
    };
  }
}

/** A text field of a multipart body (the media's `description`, its alt text), or null when absent. */
function multipartField(body: Buffer, name: string): string | null {
  const raw = body.toString("latin1");
  const m = new RegExp(`name="${name}"\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([\\s\\S]*?)\\r\\n--`).exec(raw);
  return m ? Buffer.from(m[1], "latin1").toString("utf8") : null;
}

export async function startFakeMastodon(): Promise<FakeMastodon> {
  return new FakeMastodon().start();
}
