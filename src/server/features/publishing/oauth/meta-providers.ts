import { messages } from "@/shared/messages";
import { platformFetch } from "../adapters/platform-http";
import { PublishError, type PlatformOptions } from "../adapters/types";
import { GRAPH_VERSION, THREADS_VERSION } from "./endpoints";
import { tokenAnswer, type OAuthApp, type Provider, type TokenAnswer } from "./provider";

/**
 * Meta's sign-ins. Threads: the code gives a one-hour token, traded for a 60-day one (th_exchange_token) that
 * renews itself (th_refresh_token) before it runs out. Facebook Login (Pages and Instagram): the code gives a
 * short-lived user token, traded for a long-lived one (fb_exchange_token); the Page's token read with it does not
 * expire, and is what the account posts with. Neither does PKCE in its web flow; both take the app secret as a parameter.
 */

const get = (label: string, url: string, options: PlatformOptions) => platformFetch(label, url, { headers: { accept: "application/json" } }, options);

async function threadsLongLived(short: TokenAnswer, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer> {
  const q = new URLSearchParams({ grant_type: "th_exchange_token", client_secret: app.clientSecret, access_token: short.access_token });
  return tokenAnswer("Threads", (await get("Threads", `${app.endpoints.api}/access_token?${q}`, options)).body);
}

async function threadsRenew(current: { access_token: string }, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer> {
  const q = new URLSearchParams({ grant_type: "th_refresh_token", access_token: current.access_token });
  return tokenAnswer("Threads", (await get("Threads", `${app.endpoints.api}/refresh_access_token?${q}`, options)).body);
}

function facebookLongLived(label: string) {
  return async (short: TokenAnswer, app: OAuthApp, options: PlatformOptions): Promise<TokenAnswer> => {
    const q = new URLSearchParams({ grant_type: "fb_exchange_token", client_id: app.clientId, client_secret: app.clientSecret, fb_exchange_token: short.access_token });
    return tokenAnswer(label, (await get(label, `${app.endpoints.token}?${q}`, options)).body);
  };
}

interface Page {
  id: string;
  name?: string;
  access_token?: string;
  instagram_business_account?: { id?: string; username?: string };
}

/** GET /me/accounts: the Pages the member manages, each with its own token (and its Instagram professional account). */
async function pages(label: string, userToken: string, options: PlatformOptions): Promise<Page[]> {
  const q = new URLSearchParams({ fields: "id,name,access_token,instagram_business_account{id,username}", access_token: userToken });
  const answer = await get(label, `${options.endpoints("facebook").api}/${GRAPH_VERSION}/me/accounts?${q}`, options);
  return ((answer.body as { data?: Page[] } | null)?.data ?? []).filter((p) => p.id && p.access_token);
}

const META_COMMON = { pkce: false, clientAuth: "body", scopeSeparator: "," } as const;

export const META_PROVIDERS: Record<"threads" | "facebook" | "instagram", Provider> = {
  threads: {
    ...META_COMMON,
    scopes: ["threads_basic", "threads_content_publish", "threads_manage_replies", "threads_manage_insights"],
    envPrefix: "THREADS",
    longLived: threadsLongLived,
    renew: threadsRenew,
    async identify(token, options) {
      const q = new URLSearchParams({ fields: "id,username", access_token: token });
      const me = await get("Threads", `${options.endpoints("threads").api}/${THREADS_VERSION}/me?${q}`, options);
      const body = me.body as { id?: string; username?: string } | null;
      if (!body?.id || !body.username) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed("Threads", "no profile in /me"));
      return { settings: { user_id: body.id, username: body.username }, who: `@${body.username}` };
    },
  },
  facebook: {
    ...META_COMMON,
    tokenMethod: "GET",
    scopes: ["pages_show_list", "pages_read_engagement", "pages_manage_posts", "pages_manage_engagement", "read_insights"],
    envPrefix: "FACEBOOK",
    longLived: facebookLongLived("Facebook"),
    async identify(token, options) {
      // Every Page the member manages is a place to post; the first is chosen until the member picks another.
      const targets = (await pages("Facebook", token, options)).map((page) => ({
        id: page.id,
        name: page.name ?? page.id,
        settings: { page_id: page.id, name: page.name ?? page.id },
        who: page.name ?? page.id,
        token: { access_token: page.access_token! },
      }));
      const [first] = targets;
      if (!first) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed("Facebook", messages.publishing.noFacebookPage));
      return { settings: first.settings, who: first.who, token: first.token, targets };
    },
  },
  instagram: {
    ...META_COMMON,
    tokenMethod: "GET",
    scopes: ["instagram_basic", "instagram_content_publish", "instagram_manage_comments", "instagram_manage_insights", "pages_show_list", "pages_read_engagement"],
    envPrefix: "FACEBOOK",
    longLived: facebookLongLived("Instagram"),
    async identify(token, options) {
      // Every Instagram professional account linked to one of the member's Pages; the first until another is picked.
      const targets = (await pages("Instagram", token, options)).flatMap((page) => {
        const ig = page.instagram_business_account;
        if (!ig?.id) return [];
        const username = ig.username ?? ig.id;
        return [{ id: ig.id, name: `@${username}`, settings: { ig_user_id: ig.id, username, page_id: page.id }, who: `@${username}`, token: { access_token: page.access_token! } }];
      });
      const [first] = targets;
      if (!first) throw new PublishError("permanent", messages.publishing.oauthExchangeFailed("Instagram", messages.publishing.noInstagramAccount));
      return { settings: first.settings, who: first.who, token: first.token, targets };
    },
  },
};
