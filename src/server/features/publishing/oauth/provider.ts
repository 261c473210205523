import type { Config } from "@/server/config";
import { messages } from "@/shared/messages";
import { platformReason } from "../adapters/platform-http";
import { PublishError, type PlatformOptions } from "../adapters/types";
import type { Endpoints } from "./endpoints";

/** What a token endpoint answered. */
export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

/** The app registered with a platform, and where the platform lives. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  endpoints: Endpoints;
}

export interface Provider {
  scopes: string[];
  /** Scopes asked only where the server says the app has them (LinkedIn's organisation scopes). */
  extraScopes?: (config: Config) => string[];
  /** Scopes joined with a space (OAuth 2.0) or a comma (Meta's dialogs). */
  scopeSeparator?: string;
  /** How the code is exchanged: a form POST (default) or a GET with the parameters in the query (Facebook Login). */
  tokenMethod?: "POST" | "GET";
  /** PKCE (S256): X supports it; LinkedIn's web flow does not. */
  pkce: boolean;
  /** How the app's secret goes with a token request: X wants HTTP Basic, LinkedIn form fields. */
  clientAuth: "basic" | "body";
  envPrefix: string;
  /**
   * Who the token posts as: the account's non-secret settings and a name to show. Where the member may post to
   * several places (the Facebook Pages they manage), `targets` lists them all, the first being the one answered.
   */
  identify(accessToken: string, options: PlatformOptions): Promise<Identified>;
  /** Trades the short-lived token the code gave for a long-lived one (Meta). */
  longLived?(short: TokenAnswer, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer>;
  /** Renews a token without a refresh token (Threads: the long-lived token refreshes itself). */
  renew?(current: OAuthTokens, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer>;
}

/** One place a connected account may post to (a Facebook Page), with the token that posts there if it has its own. */
export interface Target {
  id: string;
  name: string;
  settings: Record<string, string>;
  who: string;
  token?: TokenAnswer;
}

export interface Identified {
  settings: Record<string, string>;
  who: string;
  token?: TokenAnswer;
  targets?: Target[];
}

/** A target as it is kept in the sealed secret (its token sealed with it), so the member can switch without signing in again. */
export interface SealedTarget {
  id: string;
  name: string;
  settings: Record<string, string>;
  who: string;
  access_token?: string;
}

/** What is sealed in a connected OAuth account's secret. */
export interface OAuthTokens {
  access_token: string;
  refresh_token?: string;
  /** Where else the account may post (more than one place): kept across token refreshes. */
  targets?: SealedTarget[];
}

/** A target to seal: its token's access token, without the rest of the answer. */
export const sealedTarget = (t: Target): SealedTarget => ({ id: t.id, name: t.name, settings: t.settings, who: t.who, ...(t.token ? { access_token: t.token.access_token } : {}) });

/** A token answer's access token (and refresh token and lifetime), or the platform's words when there is none. */
export function tokenAnswer(label: string, body: unknown): TokenAnswer {
  const b = body as { access_token?: string; refresh_token?: string; expires_in?: number } | null;
  if (!b?.access_token) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed(label, platformReason(body, "no access token")));
  return { access_token: b.access_token, refresh_token: b.refresh_token, expires_in: b.expires_in };
}

