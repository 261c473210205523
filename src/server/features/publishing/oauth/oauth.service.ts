import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { oauthStates, publishingAccounts } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/queue";
import type { Clock } from "@/server/lib/clock";
import type { SecretBox } from "@/server/lib/secrets";
import { PLATFORM_LABELS } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import { platformFetch } from "../adapters/platform-http";
import { PublishError, type PlatformOptions } from "../adapters/types";
import { secretContext } from "../publishing-accounts.repository";
import { endpointsOf, isOAuthPlatform, type OAuthPlatform } from "./endpoints";
import { META_PROVIDERS } from "./meta-providers";
import { sealedTarget, tokenAnswer, type OAuthApp, type OAuthTokens, type Provider, type Target, type TokenAnswer } from "./provider";
import { LINKEDIN_VERSION } from "../adapters/linkedin";

export type { OAuthTokens } from "./provider";

/** An authorization must come back within this long. */
export const STATE_TTL_MS = 10 * 60_000;
/** A token is renewed this long before it runs out (the refresh job's start). */
export const REFRESH_AHEAD_MS = 10 * 60_000;
export const REFRESH_QUEUE = "refresh-publishing-token";

/** Asked when LINKEDIN_ORGANIZATIONS=true: list the Pages the member administers and post as them. */
const LINKEDIN_ORGANIZATION_SCOPES = ["r_organization_admin", "w_organization_social"];
/** At most this many organisation Pages are offered (an agency member may administer many). */
const MAX_ORGANIZATIONS = 50;

/**
 * The organisation Pages a LinkedIn member administers (organizationAcls, then each one's name). A token without
 * the organisation scopes is refused there: the member alone is offered, never a failed connection.
 */
async function linkedinOrganizations(token: string, options: PlatformOptions): Promise<Target[]> {
  const api = options.endpoints("linkedin").api;
  const headers = { authorization: `Bearer ${token}`, "linkedin-version": LINKEDIN_VERSION, "x-restli-protocol-version": "2.0.0" };
  try {
    const acls = await platformFetch("LinkedIn", `${api}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&count=${MAX_ORGANIZATIONS}`, { headers }, options);
    const urns = ((acls.body as { elements?: { organization?: string }[] } | null)?.elements ?? [])
      .map((e) => e.organization)
      .filter((urn): urn is string => typeof urn === "string" && /^urn:li:organization:\d+$/.test(urn))
      .slice(0, MAX_ORGANIZATIONS);
    const named: Target[] = [];
    for (const urn of urns) {
      const org = await platformFetch("LinkedIn", `${api}/rest/organizations/${urn.split(":").pop()}`, { headers }, options);
      const name = (org.body as { localizedName?: string } | null)?.localizedName ?? urn;
      named.push({ id: urn, name, settings: { author: urn, name }, who: name });
    }
    return named;
  } catch (err) {
    if (err instanceof PublishError) return [];
    throw err;
  }
}

const PROVIDERS: Record<OAuthPlatform, Provider> = {
  linkedin: {
    scopes: ["openid", "profile", "w_member_social"],
    extraScopes: (config) => (config.publishing.linkedinOrganizations ? LINKEDIN_ORGANIZATION_SCOPES : []),
    pkce: false,
    clientAuth: "body",
    envPrefix: "LINKEDIN",
    async identify(token, options) {
      const me = await platformFetch("LinkedIn", `${options.endpoints("linkedin").api}/v2/userinfo`, { headers: { authorization: `Bearer ${token}` } }, options);
      const body = me.body as { sub?: string; name?: string };
      if (!body.sub) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed("LinkedIn", "no member id in /v2/userinfo"));
      const member = { id: `urn:li:person:${body.sub}`, name: body.name ?? body.sub, settings: { author: `urn:li:person:${body.sub}`, name: body.name ?? "" }, who: body.name ?? body.sub };
      // The organisation Pages the member administers are places to post too (with the organisation scopes).
      const targets = [member, ...(await linkedinOrganizations(token, options))];
      return { settings: member.settings, who: member.who, targets };
    },
  },
  twitter: {
    scopes: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"],
    pkce: true,
    clientAuth: "basic",
    envPrefix: "X",
    async identify(token, options) {
      const me = await platformFetch("X", `${options.endpoints("twitter").api}/2/users/me`, { headers: { authorization: `Bearer ${token}` } }, options);
      const data = (me.body as { data?: { id?: string; username?: string } }).data;
      if (!data?.id || !data.username) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed("X", "no user in /2/users/me"));
      return { settings: { user_id: data.id, username: data.username }, who: `@${data.username}` };
    },
  },
  ...META_PROVIDERS,
};

export interface OAuthDeps {
  config: Config;
  database: Database;
  clock: Clock;
  secrets: SecretBox;
  queue?: JobQueue;
  platformOptions: () => PlatformOptions;
}

const sameSettings = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const base64url = (bytes: Buffer) => bytes.toString("base64url");

export const callbackUrl = (config: Config, platform: OAuthPlatform) => `${config.publicUrl}/api/publishing-accounts/oauth/${platform}/callback`;

export function openTokens(secrets: SecretBox, sealed: string, accountId: string): OAuthTokens {
  return JSON.parse(secrets.open(sealed, secretContext(accountId))) as OAuthTokens;
}

/** A UUID made from the account and its sealed token: one refresh job per token, however often it is scheduled. */
function refreshJobId(accountId: string, sealed: string): string {
  const h = sha256(`${accountId}:${sealed}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createOAuth(deps: OAuthDeps) {
  const { config, clock, secrets } = deps;
  const db = deps.database.db;

  function app(platform: OAuthPlatform) {
    const { clientId, clientSecret, testBaseUrl } = config.publishing.oauth[platform];
    if (!clientId || !clientSecret) throw new PublishError("permanent", messages.publishing.oauthNotConfigured(PLATFORM_LABELS[platform], PROVIDERS[platform].envPrefix));
    return { clientId, clientSecret, endpoints: endpointsOf(platform, testBaseUrl) };
  }

  /** POST to the token endpoint (authorization_code or refresh_token); the platform's words when it says no. */
  async function tokenRequest(platform: OAuthPlatform, params: Record<string, string>) {
    const { clientId, clientSecret, endpoints } = app(platform);
    const provider = PROVIDERS[platform];
    const form = new URLSearchParams(params);
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
    if (provider.clientAuth === "basic") {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`;
      form.set("client_id", clientId);
    } else {
      form.set("client_id", clientId);
      form.set("client_secret", clientSecret);
    }
    let answer;
    try {
      answer =
        provider.tokenMethod === "GET"
          ? await platformFetch(PLATFORM_LABELS[platform], `${endpoints.token}?${form.toString()}`, { headers: { accept: "application/json" } }, deps.platformOptions())
          : await platformFetch(PLATFORM_LABELS[platform], endpoints.token, { method: "POST", headers, body: form.toString() }, deps.platformOptions());
    } catch (err) {
      // A refused code or refresh token: the platform's words, not "refused the post".
      if (err instanceof PublishError && err.kind === "permanent") throw new PublishError("permanent", messages.publishing.oauthExchangeFailed(PLATFORM_LABELS[platform], err.detail ?? err.message), err.status);
      throw err;
    }
    return tokenAnswer(PLATFORM_LABELS[platform], answer.body);
  }

  /** A Meta exchange or renewal (the platform's own grant): the platform's words when it says no, like the token endpoint. */
  async function ownGrant(platform: OAuthPlatform, call: (app: OAuthApp) => Promise<TokenAnswer>): Promise<TokenAnswer> {
    try {
      return await call(app(platform));
    } catch (err) {
      if (err instanceof PublishError && err.kind === "permanent" && err.detail !== undefined) {
        throw new PublishError("permanent", messages.publishing.oauthExchangeFailed(PLATFORM_LABELS[platform], err.detail ?? err.message), err.status);
      }
      throw err;
    }
  }

  async function scheduleRefresh(workspaceId: string, accountId: string, expiresAt: string | null, sealed: string) {
    if (!deps.queue || !expiresAt) return;
    await deps.queue.prepare(REFRESH_QUEUE);
    const startAfter = new Date(Math.max(new Date(expiresAt).getTime() - REFRESH_AHEAD_MS, clock.now().getTime()));
    await deps.queue.send(REFRESH_QUEUE, { workspaceId, accountId }, { id: refreshJobId(accountId, sealed), startAfter, retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true });
  }

  function expiry(expiresIn: number | undefined): string | null {
    return expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000).toISOString() : null;
  }

  return {
    /** The platform's authorize address for this member, workspace and account; the state is kept (hashed) for 10 minutes, for one use. */
    async start(scope: { workspaceId: string; userId: string; accountId: string }, platform: OAuthPlatform): Promise<string> {
      const { clientId, endpoints } = app(platform);
      const provider = PROVIDERS[platform];
      const state = base64url(randomBytes(32));
      const verifier = base64url(randomBytes(48));
      const now = clock.now();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now.toISOString()));
      await db.insert(oauthStates).values({
        stateHash: sha256(state),
        workspaceId: scope.workspaceId,
        userId: scope.userId,
        accountId: scope.accountId,
        platform,
        verifierSealed: secrets.seal(verifier, `oauth_state:${sha256(state)}`),
        expiresAt: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
        createdAt: now.toISOString(),
      });
      const url = new URL(endpoints.authorize);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", clientId);
      url.searchParams.set("redirect_uri", callbackUrl(config, platform));
      url.searchParams.set("scope", [...provider.scopes, ...(provider.extraScopes?.(config) ?? [])].join(provider.scopeSeparator ?? " "));
      url.searchParams.set("state", state);
      if (provider.pkce) {
        url.searchParams.set("code_challenge", base64url(createHash("sha256").update(verifier).digest()));
        url.searchParams.set("code_challenge_method", "S256");
      }
      return url.toString();
    },

    /**
     * The platform sent the member back: the state is taken (deleted, so it works once) and must be this
     * platform's and unexpired; the code becomes tokens, sealed on the account, with a refresh job before expiry.
     */
    async complete(platform: OAuthPlatform, query: { code?: string; state?: string; error?: string; error_description?: string }) {
      const label = PLATFORM_LABELS[platform];
      if (!query.state) throw new PublishError("permanent", messages.publishing.oauthStateInvalid);
      const hash = sha256(query.state);
      const [taken] = await db.delete(oauthStates).where(and(eq(oauthStates.stateHash, hash), eq(oauthStates.platform, platform))).returning();
      if (!taken || new Date(taken.expiresAt).getTime() < clock.now().getTime()) throw new PublishError("permanent", messages.publishing.oauthStateInvalid);
      const scope = { workspaceId: taken.workspaceId, userId: taken.userId, accountId: taken.accountId };
      if (query.error || !query.code) return { ...scope, error: messages.publishing.oauthDenied(label, query.error_description ?? query.error ?? "no code") };
      const verifier = secrets.open(taken.verifierSealed, `oauth_state:${hash}`);
      try {
        const provider = PROVIDERS[platform];
        let tokens = await tokenRequest(platform, {
          grant_type: "authorization_code",
          code: query.code,
          redirect_uri: callbackUrl(config, platform),
          ...(provider.pkce ? { code_verifier: verifier } : {}),
        });
        const longLived = provider.longLived;
        if (longLived) tokens = await ownGrant(platform, (registered) => longLived(tokens, registered, deps.platformOptions()));
        const identified = await provider.identify(tokens.access_token, deps.platformOptions());
        const { settings, who } = identified;
        // Facebook and Instagram post with the Page's own token (from a long-lived user token it does not expire).
        if (identified.token) tokens = identified.token;
        const now = clock.now().toISOString();
        const expiresAt = expiry(tokens.expires_in);
        // More than one place to post: all of them are kept (sealed, with their tokens) for the member to choose from.
        const targets = identified.targets && identified.targets.length > 1 ? identified.targets.map(sealedTarget) : undefined;
        const sealed = secrets.seal(
          JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, ...(targets ? { targets } : {}) } satisfies OAuthTokens),
          secretContext(taken.accountId),
        );
        const values = { platform, settings, secretSealed: sealed, secretHint: who.slice(0, 60), checkedAt: now, checkError: null, tokenExpiresAt: expiresAt, reconnectReason: null, updatedAt: now };
        await db
          .insert(publishingAccounts)
          .values({ accountId: taken.accountId, userId: taken.userId, workspaceId: taken.workspaceId, ...values, createdAt: now })
          .onConflictDoUpdate({ target: publishingAccounts.accountId, set: values, where: eq(publishingAccounts.workspaceId, taken.workspaceId) });
        await scheduleRefresh(taken.workspaceId, taken.accountId, expiresAt, sealed);
        return { ...scope, error: null, who };
      } catch (err) {
        if (!(err instanceof PublishError)) throw err;
        return { ...scope, error: err.message };
      }
    },

    /**
     * Renews the account's access token (the refresh job, or a publish that found it expired). The row is locked
     * while the platform is asked, so two instances do not spend one refresh token twice; a token renewed
     * meanwhile is left alone. A refusal marks the account "Reconnect" with the platform's words; no answer throws
     * (the job tries again).
     */
    async refresh(workspaceId: string, accountId: string, force = false): Promise<void> {
      const renewed = await db.transaction(async (tx): Promise<{ expiresAt: string | null; sealed: string } | null> => {
        const [row] = await tx
          .select()
          .from(publishingAccounts)
          .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)))
          .for("update");
        if (!row || !isOAuthPlatform(row.platform) || row.reconnectReason) return null;
        const platform: OAuthPlatform = row.platform;
        const now = clock.now();
        if (!force && row.tokenExpiresAt && new Date(row.tokenExpiresAt).getTime() - now.getTime() > REFRESH_AHEAD_MS) return null;
        const label = PLATFORM_LABELS[platform];
        const markReconnect = (reason: string) =>
          tx.update(publishingAccounts).set({ reconnectReason: reason, checkError: messages.publishing.reconnectNeeded(label, reason), checkedAt: now.toISOString() }).where(eq(publishingAccounts.accountId, accountId));
        const current = openTokens(secrets, row.secretSealed, accountId);
        const renew = PROVIDERS[platform].renew;
        if (!current.refresh_token && !renew) {
          await markReconnect(messages.publishing.noRefreshToken(label));
          return null;
        }
        let tokens;
        try {
          tokens = renew
            ? await ownGrant(platform, (registered) => renew(current, registered, deps.platformOptions()))
            : await tokenRequest(platform, { grant_type: "refresh_token", refresh_token: current.refresh_token! });
        } catch (err) {
          if (err instanceof PublishError && err.kind === "permanent") {
            await markReconnect(err.message);
            return null;
          }
          throw err;
        }
        const expiresAt = expiry(tokens.expires_in);
        const sealed = secrets.seal(
          JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? current.refresh_token, ...(current.targets ? { targets: current.targets } : {}) } satisfies OAuthTokens),
          secretContext(accountId),
        );
        await tx
          .update(publishingAccounts)
          .set({ secretSealed: sealed, tokenExpiresAt: expiresAt, reconnectReason: null, checkError: null, checkedAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(eq(publishingAccounts.accountId, accountId));
        return { expiresAt, sealed };
      });
      // After the commit: on PGlite the queue's own query would wait for the open transaction.
      if (renewed) await scheduleRefresh(workspaceId, accountId, renewed.expiresAt, renewed.sealed);
    },

    /**
     * The places a connected account may post to (the Pages its member manages) and the one it posts to now; an
     * account with one place answers that one alone.
     */
    async targets(workspaceId: string, accountId: string): Promise<{ current: string | null; targets: { id: string; name: string }[] } | null> {
      const [row] = await db
        .select()
        .from(publishingAccounts)
        .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)));
      if (!row || !isOAuthPlatform(row.platform)) return null;
      const sealed = openTokens(secrets, row.secretSealed, accountId).targets ?? [];
      const settings = row.settings as Record<string, string>;
      const current = sealed.find((t) => sameSettings(t.settings, settings))?.id ?? null;
      return { current, targets: sealed.map(({ id, name }) => ({ id, name })) };
    },

    /** Posts from now on go to another of the account's places (its token sealed with it): no new sign-in needed. */
    async chooseTarget(workspaceId: string, accountId: string, targetId: string): Promise<"ok" | "missing" | "unknown_target"> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(publishingAccounts)
          .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)))
          .for("update");
        if (!row || !isOAuthPlatform(row.platform)) return "missing";
        const current = openTokens(secrets, row.secretSealed, accountId);
        const target = current.targets?.find((t) => t.id === targetId);
        if (!target) return "unknown_target";
        const sealed = secrets.seal(JSON.stringify({ ...current, access_token: target.access_token ?? current.access_token } satisfies OAuthTokens), secretContext(accountId));
        const now = clock.now().toISOString();
        await tx
          .update(publishingAccounts)
          .set({ settings: target.settings, secretSealed: sealed, secretHint: target.who.slice(0, 60), updatedAt: now })
          .where(eq(publishingAccounts.accountId, accountId));
        return "ok";
      });
    },

    /** The platform refused the token while posting (401): the account shows "Reconnect" with the platform's words. */
    async markReconnect(workspaceId: string, accountId: string, platform: OAuthPlatform, reason: string) {
      await db
        .update(publishingAccounts)
        .set({ reconnectReason: reason, checkError: messages.publishing.reconnectNeeded(PLATFORM_LABELS[platform], reason), checkedAt: clock.now().toISOString() })
        .where(and(eq(publishingAccounts.workspaceId, workspaceId), eq(publishingAccounts.accountId, accountId)));
    },
  };
}

export type OAuth = ReturnType<typeof createOAuth>;
