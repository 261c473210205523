import { THREADS_VERSION } from "../oauth/endpoints";
import { graphGet, graphPost, insightValues } from "./meta-graph";
import { postParts } from "./platform-http";
import type { OpenPublishingAccount, PlatformAdapter, PlatformOptions, PublishImage } from "./types";

const LABEL = "Threads";

type ThreadsAccount = OpenPublishingAccount & { platform: "threads" };

const base = (options: PlatformOptions) => `${options.endpoints("threads").api}/${THREADS_VERSION}`;

/** POST /{user_id}/threads: a media container (not yet a post); Threads fetches image_url itself. */
function container(account: ThreadsAccount, params: Record<string, string>, options: PlatformOptions): Promise<string> {
  return graphPost(LABEL, `${base(options)}/${account.settings.user_id}/threads`, account.secret, params, options);
}

/**
 * One part: a TEXT container, or IMAGE (one image) or CAROUSEL (item containers first) for the first part; a later
 * part replies to the one before (reply_to_id). Then POST /{user_id}/threads_publish makes it a post.
 */
async function publishPart(account: ThreadsAccount, text: string, images: PublishImage[], replyTo: string | null, options: PlatformOptions): Promise<string> {
  const reply: Record<string, string> = replyTo ? { reply_to_id: replyTo } : {};
  let creationId: string;
  if (images.length === 1) {
    creationId = await container(account, { media_type: "IMAGE", image_url: images[0].url, text, ...(images[0].alt ? { alt_text: images[0].alt } : {}), ...reply }, options);
  } else if (images.length > 1) {
    const children: string[] = [];
    for (const image of images) {
      children.push(await container(account, { media_type: "IMAGE", image_url: image.url, is_carousel_item: "true", ...(image.alt ? { alt_text: image.alt } : {}) }, options));
    }
    creationId = await container(account, { media_type: "CAROUSEL", children: children.join(","), text, ...reply }, options);
  } else {
    creationId = await container(account, { media_type: "TEXT", text, ...reply }, options);
  }
  return graphPost(LABEL, `${base(options)}/${account.settings.user_id}/threads_publish`, account.secret, { creation_id: creationId }, options);
}

export const threadsAdapter: PlatformAdapter = {
  platform: "threads",
  async test(account, options) {
    if (account.platform !== "threads") throw new Error("not a Threads publishing account");
    const me = await graphGet<{ username?: string }>(LABEL, `${base(options)}/me`, account.secret, { fields: "id,username" }, options);
    return `@${me?.username ?? account.settings.username}`;
  },
  async publish(account, input, options) {
    if (account.platform !== "threads") throw new Error("not a Threads publishing account");
    const ids = await postParts(input, (text, index, previous) => publishPart(account, text, index === 0 ? input.images : [], previous, options));
    // The post's address is its permalink (Threads' links use a shortcode, not the id).
    const media = await graphGet<{ permalink?: string }>(LABEL, `${base(options)}/${ids[0]}`, account.secret, { fields: "permalink" }, options).catch(() => null);
    return { url: media?.permalink ?? `https://www.threads.net/@${account.settings.username}`, remoteId: ids[0] };
  },
  /** GET /{media_id}/insights: views, likes, replies, reposts and quotes of the thread's first post. */
  async metrics(account, post, options) {
    if (account.platform !== "threads") throw new Error("not a Threads publishing account");
    const body = await graphGet(LABEL, `${base(options)}/${encodeURIComponent(post.remoteId)}/insights`, account.secret, { metric: "views,likes,replies,reposts,quotes" }, options);
    const m = insightValues(body);
    if (m.size === 0) return null;
    return { likes: m.get("likes") ?? 0, reposts: m.get("reposts") ?? 0, replies: m.get("replies") ?? 0, quotes: m.get("quotes") ?? null, impressions: m.get("views") ?? null };
  },
};
