import { GRAPH_VERSION } from "../oauth/endpoints";
import { graphGet, graphPost, insightValues } from "./meta-graph";
import { postFirstComment, postParts } from "./platform-http";
import type { OpenPublishingAccount, PlatformAdapter, PlatformOptions, PublishInput } from "./types";

const LABEL = "Facebook";

type FacebookAccount = OpenPublishingAccount & { platform: "facebook" };

const base = (options: PlatformOptions) => `${options.endpoints("facebook").api}/${GRAPH_VERSION}`;

/** A Page post's address: its id (PAGEID_POSTID) after facebook.com. */
export const facebookPostUrl = (id: string) => `https://www.facebook.com/${id}`;

/**
 * Photos go up unpublished (POST /{page_id}/photos, the bytes as `source`, published=false), then the post names them
 * in attached_media; without photos, POST /{page_id}/feed with the message alone.
 */
async function createPost(account: FacebookAccount, input: PublishInput, options: PlatformOptions): Promise<string> {
  const page = account.settings.page_id;
  const params: Record<string, string> = { message: input.text };
  for (const [i, image] of input.images.entries()) {
    const form = new FormData();
    form.append("source", new Blob([await image.load()], { type: image.mime }), image.name);
    form.append("published", "false");
    const photoId = await graphPost(LABEL, `${base(options)}/${page}/photos`, account.secret, form, options);
    params[`attached_media[${i}]`] = JSON.stringify({ media_fbid: photoId });
  }
  return graphPost(LABEL, `${base(options)}/${page}/feed`, account.secret, params, options);
}

interface PostFields {
  shares?: { count?: number };
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
}

export const facebookAdapter: PlatformAdapter = {
  platform: "facebook",
  async test(account, options) {
    if (account.platform !== "facebook") throw new Error("not a Facebook publishing account");
    const me = await graphGet<{ name?: string }>(LABEL, `${base(options)}/me`, account.secret, { fields: "id,name" }, options);
    return me?.name ?? account.settings.name;
  },
  async publish(account, input, options) {
    if (account.platform !== "facebook") throw new Error("not a Facebook publishing account");
    // One post (a Page has no threads): part 0 is the post, part 1 its first comment (POST /{post_id}/comments).
    const [id] = await postParts({ ...input, parts: null }, () => createPost(account, input, options));
    await postFirstComment(input, (message) => graphPost(LABEL, `${base(options)}/${id}/comments`, account.secret, { message }, options));
    return { url: facebookPostUrl(id), remoteId: id };
  },
  /** Reactions, comments and shares from the post's fields; impressions from its insights (post_impressions). */
  async metrics(account, post, options) {
    if (account.platform !== "facebook") throw new Error("not a Facebook publishing account");
    const id = encodeURIComponent(post.remoteId);
    const fields = await graphGet<PostFields>(LABEL, `${base(options)}/${id}`, account.secret, { fields: "shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)" }, options);
    if (!fields) return null;
    const insights = insightValues(await graphGet(LABEL, `${base(options)}/${id}/insights`, account.secret, { metric: "post_impressions" }, options));
    return {
      likes: fields.reactions?.summary?.total_count ?? 0,
      reposts: fields.shares?.count ?? 0,
      replies: fields.comments?.summary?.total_count ?? 0,
      quotes: null,
      impressions: insights.get("post_impressions") ?? null,
    };
  },
};
