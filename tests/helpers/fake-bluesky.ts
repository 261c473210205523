import { createHash, randomBytes } from "node:crypto";
import { FakePlatform, escapeHtml } from "./fake-platform";

export interface BlueskyPost {
  rkey: string;
  uri: string;
  text: string;
  images: { mimeType: string; size: number; alt?: string }[];
  record: Record<string, unknown>;
}

/** A CIDv1 (raw, sha256) in base32, as a PDS names a blob. */
function cidFor(bytes: Buffer): string {
  const digest = createHash("sha256").update(bytes).digest();
  const raw = Buffer.concat([Buffer.from([0x01, 0x55, 0x12, 0x20]), digest]);
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of raw) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return `b${out}`;
}

export interface BlueskyCounts {
  likeCount: number;
  repostCount: number;
  replyCount: number;
  quoteCount: number;
}

/**
 * A fake Bluesky PDS on loopback: the XRPC calls publishing makes (createSession, uploadBlob, createRecord,
 * getRecord, and app.bsky.feed.getPosts for analytics, which a real PDS proxies to the AppView) with one account,
 * plus a page per post (what a bsky.app link would show).
 */
export class FakeBluesky extends FakePlatform {
  readonly posts: BlueskyPost[] = [];
  readonly blobs = new Map<string, { mimeType: string; size: number }>();
  handle = "alice.test";
  password = "app-pass-1234-abcd";
  readonly did = "did:plc:fakealice0000000000000";
  /** The next this many createRecord calls write the post and then answer 502, as if the answer was lost. */
  landThenFail = 0;
  /** Counts by post text, as getPosts reports them (0 until a test sets them with report(), before or after posting). */
  readonly counts = new Map<string, BlueskyCounts>();
  /** The next this many getPosts calls answer 503 (an AppView hiccup). */
  failGetPosts = 0;
  getPostsCalls = 0;
  /** Calls to createRecord so far (failed ones included). */
  createCalls = 0;
  private readonly failCreateAt = new Map<number, { status: number; land: boolean }>();
  private readonly token = randomBytes(16).toString("hex");

  constructor() {
    super((req, body, url) => this.answer(req.headers, req.method ?? "GET", body, url));
  }

  /** The counts the post with this text reports from now on (as if people liked it). */
  report(text: string, counts: Partial<BlueskyCounts>) {
    this.counts.set(text, { likeCount: 0, repostCount: 0, replyCount: 0, quoteCount: 0, ...this.counts.get(text), ...counts });
  }

  /**
   * The `n`th call to createRecord from now answers `status` (a 502 by default) without writing the record, or with
   * `land` after writing it (the answer lost on its way back).
   */
  failCreate(nthFromNow: number, { status = 502, land = false }: { status?: number; land?: boolean } = {}) {
    this.failCreateAt.set(this.createCalls + nthFromNow, { status, land });
  }

  postPage(rkey: string): string {
    return `${this.url}/profile/${this.handle}/post/${rkey}`;
  }

  private authorized(headers: Record<string, unknown>) {
    return headers.authorization === `Bearer ${this.token}`;
  }

  private answer(headers: Record<string, unknown>, method: string, body: Buffer, url: URL) {
    const json = () => JSON.parse(body.toString("utf8") || "{}");
    const nsid = url.pathname.replace(/^\/xrpc\//, "");
    const denied = { status: 401, body: { error: "AuthenticationRequired", message: "Invalid identifier or password" } };
    if (nsid === "com.atproto.server.createSession" && method === "POST") {
      const { identifier, password } = json();
      if ((identifier !== this.handle && identifier !== this.did) || password !== this.password) return denied;
      return { status: 200, body: { did: this.did, handle: this.handle, accessJwt: this.token, refreshJwt: `${this.token}r`, active: true } };
    }
    if (nsid === "com.atproto.repo.uploadBlob" && method === "POST") {
      if (!this.authorized(headers)) return { status: 401, body: { error: "AuthenticationRequired", message: "Bad token" } };
      const mimeType = String(headers["content-type"] ?? "application/octet-stream");
      const cid = cidFor(body);
      this.blobs.set(cid, { mimeType, size: body.length });
      return { status: 200, body: { blob: { $type: "blob", ref: { $link: cid }, mimeType, size: body.length } } };
    }
    if (nsid === "com.atproto.repo.createRecord" && method === "POST") {
      if (!this.authorized(headers)) return { status: 401, body: { error: "AuthenticationRequired", message: "Bad token" } };
      const planned = this.failCreateAt.get(++this.createCalls);
      this.failCreateAt.delete(this.createCalls);
      const failure = planned && { status: planned.status, body: { error: "UpstreamFailure", message: "Bad gateway" } };
      if (failure && !planned.land) return failure;
      const input = json();
      const record = input.record as { text: string; reply?: Record<"root" | "parent", { uri?: string; cid?: string }>; embed?: { images: { image: { ref: { $link: string } }; alt?: string }[] } };
      if (typeof record?.text !== "string") return { status: 400, body: { error: "InvalidRequest", message: "Record/text must be a string" } };
      // A reply names its thread's root and its parent by strong reference (uri and cid), as app.bsky.feed.post says.
      for (const ref of record.reply ? [record.reply.root, record.reply.parent] : []) {
        if (!ref?.uri || ref.cid !== cidFor(Buffer.from(ref.uri)) || !this.posts.some((p) => p.uri === ref.uri)) {
          return { status: 400, body: { error: "InvalidRequest", message: "Invalid app.bsky.feed.post record: reply must name existing posts by uri and cid" } };
        }
      }
      const rkey = String(input.rkey ?? Date.now());
      const uri = `at://${this.did}/${input.collection}/${rkey}`;
      if (this.posts.some((p) => p.uri === uri)) return { status: 400, body: { error: "InvalidRequest", message: "Record already exists" } };
      const images = (record.embed?.images ?? []).map((i) => ({ ...(this.blobs.get(i.image.ref.$link) ?? { mimeType: "unknown", size: 0 }), alt: i.alt }));
      this.posts.push({ rkey, uri, text: record.text, images, record: input.record });
      if (failure) return failure;
      if (this.landThenFail > 0) {
        // The post is live, but the answer says otherwise (a proxy's 502 after the PDS wrote it).
        this.landThenFail--;
        return { status: 502, body: { error: "UpstreamFailure", message: "Bad gateway" } };
      }
      return { status: 200, body: { uri, cid: cidFor(Buffer.from(uri)) } };
    }
    if (nsid === "com.atproto.repo.getRecord" && method === "GET") {
      const uri = `at://${this.did}/${url.searchParams.get("collection")}/${url.searchParams.get("rkey")}`;
      const post = this.posts.find((p) => p.uri === uri);
      if (!post) return { status: 400, body: { error: "RecordNotFound", message: `Could not locate record: ${uri}` } };
      return { status: 200, body: { uri, cid: cidFor(Buffer.from(uri)), value: post.record } };
    }
    if (nsid === "app.bsky.feed.getPosts" && method === "GET") {
      if (!this.authorized(headers)) return { status: 401, body: { error: "AuthenticationRequired", message: "Bad token" } };
      this.getPostsCalls++;
      if (this.failGetPosts > 0) {
        this.failGetPosts--;
        return { status: 503, body: { error: "UpstreamFailure", message: "AppView unavailable" } };
      }
      // As the lexicon says: uris (up to 25), and posts that no longer exist are left out of the answer.
      const uris = url.searchParams.getAll("uris");
      if (uris.length > 25) return { status: 400, body: { error: "InvalidRequest", message: "uris must not have more than 25 elements" } };
      const posts = uris
        .map((uri) => this.posts.find((p) => p.uri === uri))
        .filter((p) => p !== undefined)
        .map((p) => ({
          uri: p.uri,
          cid: cidFor(Buffer.from(p.uri)),
          author: { did: this.did, handle: this.handle },
          record: p.record,
          indexedAt: new Date().toISOString(),
          likeCount: 0,
          repostCount: 0,
          replyCount: 0,
          quoteCount: 0,
          ...this.counts.get(p.text),
        }));
      return { status: 200, body: { posts } };
    }
    const page = /^\/profile\/[^/]+\/post\/([^/]+)$/.exec(url.pathname);
    if (page && method === "GET") {
      const post = this.posts.find((p) => p.rkey === page[1]);
      if (!post) return { status: 404, body: "Post not found", type: "text/html" };
      return {
        status: 200,
        body: `<!doctype html><title>Post</title><main><p>@${this.handle}</p><p id="post">${escapeHtml(post.text)}</p></main>`,
        type: "text/html",
      };
    }
    return { status: 404, body: { error: "MethodNotImplemented", message: `${nsid} is not served here` } };
  }
}

export async function startFakeBluesky(): Promise<FakeBluesky> {
  return new FakeBluesky().start();
}
