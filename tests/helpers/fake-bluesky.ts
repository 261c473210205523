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

/**
 * A fake Bluesky PDS on loopback: the XRPC calls publishing makes (createSession, uploadBlob, createRecord,
 * getRecord) with one account, plus a page per post (what a bsky.app link would show).
 */
export class FakeBluesky extends FakePlatform {
  readonly posts: BlueskyPost[] = [];
  readonly blobs = new Map<string, { mimeType: string; size: number }>();
  handle = "alice.test";
  password = "app-pass-1234-abcd";
  readonly did = "did:plc:fakealice0000000000000";
  /** The next this many createRecord calls write the post and then answer 502, as if the answer was lost. */
  landThenFail = 0;
  private readonly token = randomBytes(16).toString("hex");

  constructor() {
    super((req, body, url) => this.answer(req.headers, req.method ?? "GET", body, url));
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
      const input = json();
      const record = input.record as { text: string; embed?: { images: { image: { ref: { $link: string } }; alt?: string }[] } };
      if (typeof record?.text !== "string") return { status: 400, body: { error: "InvalidRequest", message: "Record/text must be a string" } };
      const rkey = String(input.rkey ?? Date.now());
      const uri = `at://${this.did}/${input.collection}/${rkey}`;
      if (this.posts.some((p) => p.uri === uri)) return { status: 400, body: { error: "InvalidRequest", message: "Record already exists" } };
      const images = (record.embed?.images ?? []).map((i) => ({ ...(this.blobs.get(i.image.ref.$link) ?? { mimeType: "unknown", size: 0 }), alt: i.alt }));
      this.posts.push({ rkey, uri, text: record.text, images, record: input.record });
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
