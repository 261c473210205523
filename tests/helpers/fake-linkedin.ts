import { FakeOAuthServer } from "./fake-oauth";
import { FakePlatform } from "./fake-platform";

export interface LinkedInPost {
  urn: string;
  author: string;
  commentary: string;
  content: Record<string, unknown> | undefined;
  version: string | undefined;
}

/**
 * A fake LinkedIn on loopback, serving the paths the product calls as LinkedIn's API reference documents them:
 * OAuth (/oauth/v2/authorization, /oauth/v2/accessToken), /v2/userinfo, Images and Documents API uploads
 * (initializeUpload, then PUT to the upload URL), /rest/posts (201, id in x-restli-id) and
 * /rest/socialActions/{urn}/comments. Start the app with LINKEDIN_TEST_BASE_URL set to its url.
 */
export class FakeLinkedIn extends FakePlatform {
  readonly oauth = new FakeOAuthServer({ pkce: false, clientAuth: "body" });
  readonly posts: LinkedInPost[] = [];
  readonly comments: { postUrn: string; actor: string; text: string }[] = [];
  readonly uploads: { urn: string; kind: "image" | "document"; bytes: number; contentType: string }[] = [];
  /** Likes per post URN, as GET /rest/socialActions/{urn} reports them. */
  readonly likes = new Map<string, number>();
  /** The same by the post's commentary, for a post not sent yet (its URN unknown). */
  readonly likesByText = new Map<string, number>();
  memberId = "abc123";
  memberName = "Alice Example";
  /** Organisation Pages the member administers (organizationAcls); a post may be authored by one of them. */
  readonly organizations: { id: string; name: string }[] = [];
  private nextId = 7000;
  private readonly pending = new Map<string, { urn: string; kind: "image" | "document" }>();

  constructor() {
    super((req, body, url) => {
      const method = req.method ?? "GET";
      const path = url.pathname;
      if (path === "/oauth/v2/authorization" && method === "GET") return this.oauth.authorize(url);
      if (path === "/oauth/v2/accessToken" && method === "POST") return this.oauth.token(req, body);
      const upload = /^\/upload\/(\w+)$/.exec(path);
      if (upload && method === "PUT") {
        const target = this.pending.get(upload[1]);
        if (!target) return { status: 404, body: { message: "Upload not found" } };
        this.uploads.push({ ...target, bytes: body.length, contentType: String(req.headers["content-type"] ?? "") });
        return { status: 201, body: "" , type: "text/plain" };
      }
      if (!this.oauth.authorized(req)) return { status: 401, body: { status: 401, serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN", message: "Invalid access token" } };
      if (path === "/v2/userinfo" && method === "GET") return { status: 200, body: { sub: this.memberId, name: this.memberName, email_verified: true } };
      if (path.startsWith("/rest/") && (req.headers["linkedin-version"] === undefined || req.headers["x-restli-protocol-version"] !== "2.0.0")) {
        return { status: 400, body: { status: 400, code: "VERSION_MISSING", message: "A version must be present. Please specify a version by adding the LinkedIn-Version header." } };
      }
      const json = () => JSON.parse(body.toString() || "{}") as Record<string, unknown>;
      if ((path === "/rest/images" || path === "/rest/documents") && method === "POST" && url.searchParams.get("action") === "initializeUpload") {
        const kind = path === "/rest/images" ? "image" : "document";
        const id = String(this.nextId++);
        const urn = `urn:li:${kind}:D4E${id}`;
        this.pending.set(id, { urn, kind });
        const owner = (json().initializeUploadRequest as { owner?: string } | undefined)?.owner;
        if (!owner) return { status: 422, body: { status: 422, message: "/initializeUploadRequest/owner :: field is required but not found" } };
        return { status: 200, body: { value: { uploadUrlExpiresAt: Date.now() + 3600_000, uploadUrl: `${this.url}/upload/${id}`, [kind]: urn } } };
      }
      if (path === "/rest/organizationAcls" && method === "GET") {
        if (url.searchParams.get("q") !== "roleAssignee") return { status: 400, body: { status: 400, message: "Invalid query" } };
        const elements = this.organizations.map((o) => ({ organization: `urn:li:organization:${o.id}`, role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: `urn:li:person:${this.memberId}` }));
        return { status: 200, body: { paging: { count: elements.length, start: 0 }, elements } };
      }
      const organization = /^\/rest\/organizations\/(\d+)$/.exec(path);
      if (organization && method === "GET") {
        const found = this.organizations.find((o) => o.id === organization[1]);
        return found ? { status: 200, body: { id: Number(found.id), localizedName: found.name, vanityName: found.name.toLowerCase().replace(/\W+/g, "-") } } : { status: 404, body: { status: 404, message: "Not found" } };
      }
      if (path === "/rest/posts" && method === "POST") {
        const post = json();
        const author = String(post.author);
        if (author !== `urn:li:person:${this.memberId}` && !this.organizations.some((o) => author === `urn:li:organization:${o.id}`)) {
          return { status: 403, body: { status: 403, serviceErrorCode: 100, message: `Not enough permissions to post as ${author}` } };
        }
        if (typeof post.commentary !== "string" || post.lifecycleState !== "PUBLISHED" || !post.distribution) return { status: 422, body: { status: 422, message: "/commentary :: field is required but not found" } };
        const urn = `urn:li:share:${this.nextId++}`;
        this.posts.push({ urn, author: String(post.author), commentary: post.commentary, content: post.content as Record<string, unknown> | undefined, version: req.headers["linkedin-version"] as string | undefined });
        return { status: 201, body: "", type: "text/plain", headers: { "x-restli-id": urn } };
      }
      const actions = /^\/rest\/socialActions\/([^/]+)$/.exec(path);
      if (actions && method === "GET") {
        const postUrn = decodeURIComponent(actions[1]);
        if (!this.posts.some((p) => p.urn === postUrn)) return { status: 404, body: { status: 404, message: `Post ${postUrn} not found` } };
        const count = this.comments.filter((c) => c.postUrn === postUrn).length;
        return { status: 200, body: { target: postUrn, likesSummary: { totalLikes: this.likes.get(postUrn) ?? this.likesByText.get(this.posts.find((p) => p.urn === postUrn)!.commentary) ?? 0, likedByCurrentUser: false }, commentsSummary: { aggregatedTotalComments: count, totalFirstLevelComments: count } } };
      }
      const comments = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(path);
      if (comments && method === "POST") {
        const postUrn = decodeURIComponent(comments[1]);
        if (!this.posts.some((p) => p.urn === postUrn)) return { status: 404, body: { status: 404, message: `Post ${postUrn} not found` } };
        const c = json() as { actor?: string; message?: { text?: string } };
        const id = String(this.nextId++);
        this.comments.push({ postUrn, actor: String(c.actor), text: String(c.message?.text ?? "") });
        return { status: 201, body: { id, actor: c.actor, message: c.message }, headers: { "x-restli-id": `urn:li:comment:(${postUrn},${id})` } };
      }
      return { status: 404, body: { status: 404, message: `No route ${method} ${path}` } };
    });
  }
}

export async function startFakeLinkedIn(port = 0): Promise<FakeLinkedIn> {
  return new FakeLinkedIn().start(port);
}
