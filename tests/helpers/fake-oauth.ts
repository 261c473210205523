import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { escapeHtml, type Answer } from "./fake-platform";

/**
 * The OAuth 2.0 authorization-code flow as a platform implements it (RFC 6749, PKCE RFC 7636): an authorize page
 * with an Allow link back to the redirect URI with code and state, a token endpoint taking the code (and the PKCE
 * verifier) or a refresh token, access tokens that expire, rotate on refresh, and can be revoked.
 */
export class FakeOAuthServer {
  clientId = "fake-client-id";
  clientSecret = "fake-client-secret";
  /** Seconds an access token lives (answered as expires_in). */
  expiresIn = 3600;
  /** Refresh tokens rotate (X) or stay (LinkedIn). */
  rotateRefresh = false;
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  readonly authorizeRequests: URLSearchParams[] = [];
  readonly tokenRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null; scope: string }>();

  constructor(private readonly opts: { pkce: boolean; clientAuth: "basic" | "body" }) {}

  /** GET authorize: a consent page whose Allow link carries code and state back to the app. */
  authorize(url: URL): Answer {
    const q = url.searchParams;
    this.authorizeRequests.push(q);
    if (q.get("client_id") !== this.clientId) return { status: 400, body: "unknown client_id", type: "text/plain" };
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri || q.get("response_type") !== "code" || !q.get("state")) return { status: 400, body: "missing redirect_uri, response_type or state", type: "text/plain" };
    const challenge = q.get("code_challenge");
    if (this.opts.pkce && (!challenge || q.get("code_challenge_method") !== "S256")) return { status: 400, body: "PKCE (S256) required", type: "text/plain" };
    const code = randomBytes(12).toString("hex");
    this.codes.set(code, { redirectUri, challenge, scope: q.get("scope") ?? "" });
    const allow = new URL(redirectUri);
    allow.searchParams.set("code", code);
    allow.searchParams.set("state", q.get("state")!);
    const deny = new URL(redirectUri);
    deny.searchParams.set("error", "user_cancelled_authorize");
    deny.searchParams.set("error_description", "The member declined");
    deny.searchParams.set("state", q.get("state")!);
    const html = `<!doctype html><title>Authorize</title><h1>Allow Content Studio to post for you?</h1><p>Scopes: ${escapeHtml(q.get("scope") ?? "")}</p><a id="allow" href="${escapeHtml(allow.toString())}">Allow</a> <a id="deny" href="${escapeHtml(deny.toString())}">Cancel</a>`;
    return { status: 200, body: html, type: "text/html" };
  }

  /** POST token: authorization_code (redirect_uri and verifier must match) or refresh_token. */
  token(req: IncomingMessage, raw: Buffer): Answer {
    const form = new URLSearchParams(raw.toString());
    this.tokenRequests.push(form);
    if (!this.clientOk(req, form)) return { status: 401, body: { error: "invalid_client", error_description: "Client authentication failed" } };
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const code = this.codes.get(form.get("code") ?? "");
      this.codes.delete(form.get("code") ?? "");
      if (!code || code.redirectUri !== form.get("redirect_uri")) return { status: 400, body: { error: "invalid_grant", error_description: "The authorization code is invalid or expired" } };
      if (this.opts.pkce) {
        const verifier = form.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== code.challenge) return { status: 400, body: { error: "invalid_grant", error_description: "Value passed for the code_verifier was invalid" } };
      }
      return { status: 200, body: this.issue(null) };
    }
    if (grant === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      if (!this.refreshTokens.has(refresh)) return { status: 400, body: { error: "invalid_grant", error_description: "The refresh token is invalid or was revoked" } };
      return { status: 200, body: this.issue(refresh) };
    }
    return { status: 400, body: { error: "unsupported_grant_type" } };
  }

  /** Whether the request's bearer token is live. */
  authorized(req: IncomingMessage): boolean {
    return this.accessTokens.has(String(req.headers.authorization ?? "").replace(/^Bearer /, ""));
  }

  /** The member revoked the app: every token stops working. */
  revokeAll() {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  /** Access tokens stop working (expired) while the refresh token still does. */
  expireAccessTokens() {
    this.accessTokens.clear();
  }

  private clientOk(req: IncomingMessage, form: URLSearchParams): boolean {
    if (this.opts.clientAuth === "basic") {
      const basic = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      return basic === `${this.clientId}:${this.clientSecret}`;
    }
    return form.get("client_id") === this.clientId && form.get("client_secret") === this.clientSecret;
  }

  private issue(oldRefresh: string | null) {
    const access = `at-${randomBytes(12).toString("hex")}`;
    this.accessTokens.add(access);
    let refresh = oldRefresh;
    if (!refresh || this.rotateRefresh) {
      if (refresh) this.refreshTokens.delete(refresh);
      refresh = `rt-${randomBytes(12).toString("hex")}`;
      this.refreshTokens.add(refresh);
    }
    return { access_token: access, token_type: "bearer", expires_in: this.expiresIn, refresh_token: refresh, scope: "granted" };
  }
}

/** The environment that points the server at a fake platform: its app's client id and secret, and its base URL (tests only). */
export const oauthAppEnv = (prefix: "LINKEDIN" | "X" | "THREADS" | "FACEBOOK", fake: { oauth: FakeOAuthServer; url: string }): Record<string, string> => ({
  [`${prefix}_CLIENT_ID`]: fake.oauth.clientId,
  [`${prefix}_CLIENT_SECRET`]: fake.oauth.clientSecret,
  [`${prefix}_TEST_BASE_URL`]: fake.url,
});
