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
  /** Scopes joined with a space (OAuth 2.0) or a comma (Meta's dialogs). */
  scopeSeparator?: string;
  /** How the code is exchanged: a form POST (default) or a GET with the parameters in the query (Facebook Login). */
  tokenMethod?: "POST" | "GET";
  /** PKCE (S256): X supports it; LinkedIn's web flow does not. */
  pkce: boolean;
  /** How the app's secret goes with a token request: X wants HTTP Basic, LinkedIn form fields. */
  clientAuth: "basic" | "body";
  envPrefix: string;
  /** Who the token posts as: the account's non-secret settings and a name to show. */
  identify(accessToken: string, options: PlatformOptions): Promise<{ settings: Record<string, string>; who: string; token?: TokenAnswer }>;
  /** Trades the short-lived token the code gave for a long-lived one (Meta). */
  longLived?(short: TokenAnswer, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer>;
  /** Renews a token without a refresh token (Threads: the long-lived token refreshes itself). */
  renew?(current: OAuthTokens, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer>;
}

/** What is sealed in a connected OAuth account's secret. */
export interface OAuthTokens {
  access_token: string;
  refresh_token?: string;
}

/** A token answer's access token (and refresh token and lifetime), or the platform's words when there is none. */
export function tokenAnswer(label: string, body: unknown): TokenAnswer {
  const b = body as { access_token?: string; refresh_token?: string; expires_in?: number } | null;
  if (!b?.access_token) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed(label, platformReason(body, "no access token")));
  return { access_token: b.access_token, refresh_token: b.refresh_token, expires_in: b.expires_in };
}

