import { messages } from "@/shared/messages";
import { GRAPH_VERSION } from "../oauth/endpoints";
import { graphGet, graphPost, insightValues } from "./meta-graph";
import { postFirstComment, postParts } from "./platform-http";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions, type PublishInput } from "./types";

const LABEL = "Instagram";
/** How often, and how far apart, a container still IN_PROGRESS is asked about before the attempt is left to a retry. */
const STATUS_CHECKS = 5;
const STATUS_PAUSE_MS = 1000;

type InstagramAccount = OpenPublishingAccount & { platform: "instagram" };

const base = (options: PlatformOptions) => `${options.endpoints("instagram").api}/${GRAPH_VERSION}`;

/** GET /{container}?fields=status_code until FINISHED: publishing an unfinished container fails. */
async function ready(account: InstagramAccount, containerId: string, options: PlatformOptions) {
  let status = "IN_PROGRESS";
  for (let check = 0; check < STATUS_CHECKS; check++) {
    const body = await graphGet<{ status_code?: string }>(LABEL, `${base(options)}/${containerId}`, account.secret, { fields: "status_code" }, options);
    status = body?.status_code ?? "FINISHED";
    if (status === "FINISHED" || status === "PUBLISHED") return;
    if (status === "ERROR" || status === "EXPIRED") throw new PublishError("permanent", messages.publishing.instagramNotReady(status));
    await new Promise((resolve) => setTimeout(resolve, STATUS_PAUSE_MS));
  }
  throw new PublishError("transient", messages.publishing.instagramNotReady(status));
}

/**
 * POST /{ig_user_id}/media: one image (image_url, caption), or a carousel (an item container per image with
 * is_carousel_item, then media_type=CAROUSEL with the children); then POST /{ig_user_id}/media_publish.
 * Instagram fetches image_url itself, so the studio's PUBLIC_URL must be reachable from the internet.
 */
async function createPost(account: InstagramAccount, input: PublishInput, options: PlatformOptions): Promise<string> {
  const media = `${base(options)}/${account.settings.ig_user_id}/media`;
  const [first] = input.images;
  if (!first) throw new PublishError("permanent", messages.publishing.needsMedia(LABEL));
  let creationId: string;
  if (input.images.length === 1) {
    creationId = await graphPost(LABEL, media, account.secret, { image_url: first.url, caption: input.text, ...(first.alt ? { alt_text: first.alt } : {}) }, options);
  } else {
    const children: string[] = [];
    for (const image of input.images) children.push(await graphPost(LABEL, media, account.secret, { image_url: image.url, is_carousel_item: "true", ...(image.alt ? { alt_text: image.alt } : {}) }, options));
    creationId = await graphPost(LABEL, media, account.secret, { media_type: "CAROUSEL", children: children.join(","), caption: input.text }, options);
  }
  await ready(account, creationId, options);
  return graphPost(LABEL, `${base(options)}/${account.settings.ig_user_id}/media_publish`, account.secret, { creation_id: creationId }, options);
}

export const instagramAdapter: PlatformAdapter = {
  platform: "instagram",
  async test(account, options) {
    if (account.platform !== "instagram") throw new Error("not an Instagram publishing account");
    const me = await graphGet<{ username?: string }>(LABEL, `${base(options)}/${account.settings.ig_user_id}`, account.secret, { fields: "id,username" }, options);
    return `@${me?.username ?? account.settings.username}`;
  },
  async publish(account, input, options) {
    if (account.platform !== "instagram") throw new Error("not an Instagram publishing account");
    // One post: part 0 is the media, part 1 its first comment (POST /{media_id}/comments).
    const [id] = await postParts({ ...input, parts: null }, () => createPost(account, input, options));
    await postFirstComment(input, (message) => graphPost(LABEL, `${base(options)}/${id}/comments`, account.secret, { message }, options));
    const live = await graphGet<{ permalink?: string }>(LABEL, `${base(options)}/${id}`, account.secret, { fields: "permalink" }, options).catch(() => null);
    return { url: live?.permalink ?? `https://www.instagram.com/${account.settings.username}/`, remoteId: id };
  },
  /** GET /{media_id}/insights: likes, comments, shares and views (Instagram's impressions). */
  async metrics(account, post, options) {
    if (account.platform !== "instagram") throw new Error("not an Instagram publishing account");
    const body = await graphGet(LABEL, `${base(options)}/${encodeURIComponent(post.remoteId)}/insights`, account.secret, { metric: "likes,comments,shares,views" }, options);
    const m = insightValues(body);
    if (m.size === 0) return null;
    return { likes: m.get("likes") ?? 0, reposts: m.get("shares") ?? 0, replies: m.get("comments") ?? 0, quotes: null, impressions: m.get("views") ?? null };
  },
};
