/**
 * Where each OAuth platform lives, as its public API reference documents it. A test base URL (config:
 * LINKEDIN_TEST_BASE_URL / X_TEST_BASE_URL / THREADS_TEST_BASE_URL / FACEBOOK_TEST_BASE_URL, refused outside NODE_ENV=test unless PUBLISH_PLATFORM_TEST_URLS=true)
 * stands in for all of a platform's hosts: the fake serves the same paths.
 */
export const OAUTH_PLATFORMS = ["linkedin", "twitter", "threads", "facebook", "instagram"] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export function isOAuthPlatform(platform: string): platform is OAuthPlatform {
  return (OAUTH_PLATFORMS as readonly string[]).includes(platform);
}

export interface Endpoints {
  authorize: string;
  token: string;
  /** The API's origin: paths like /rest/posts or /2/tweets are appended. */
  api: string;
}

/** The Graph API version the Facebook and Instagram calls are written against; Threads' is THREADS_VERSION. */
export const GRAPH_VERSION = "v21.0";
export const THREADS_VERSION = "v1.0";

const REAL: Record<OAuthPlatform, Endpoints> = {
  linkedin: { authorize: "https://www.linkedin.com/oauth/v2/authorization", token: "https://www.linkedin.com/oauth/v2/accessToken", api: "https://api.linkedin.com" },
  twitter: { authorize: "https://x.com/i/oauth2/authorize", token: "https://api.x.com/2/oauth2/token", api: "https://api.x.com" },
  threads: { authorize: "https://threads.net/oauth/authorize", token: "https://graph.threads.net/oauth/access_token", api: "https://graph.threads.net" },
  // Facebook Login: Pages and Instagram professional accounts are both Graph API, reached with a Page's token.
  facebook: { authorize: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`, token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`, api: "https://graph.facebook.com" },
  instagram: { authorize: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`, token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`, api: "https://graph.facebook.com" },
};

export function endpointsOf(platform: OAuthPlatform, testBaseUrl?: string): Endpoints {
  const real = REAL[platform];
  if (!testBaseUrl) return real;
  const at = (url: string) => `${testBaseUrl}${new URL(url).pathname}`;
  return { authorize: at(real.authorize), token: at(real.token), api: testBaseUrl };
}
