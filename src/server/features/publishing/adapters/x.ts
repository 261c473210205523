import { platformFetch, postParts } from "./platform-http";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions, type PublishImage } from "./types";

const LABEL = "X";

type XAccount = OpenPublishingAccount & { platform: "twitter" };

export const xPostUrl = (username: string, id: string) => `https://x.com/${username}/status/${id}`;

/** POST /2/media/upload (multipart, media_category tweet_image): the media id a post then names. */
async function uploadMedia(account: XAccount, image: PublishImage, options: PlatformOptions): Promise<string> {
  const form = new FormData();
  form.append("media", new Blob([await image.load()], { type: image.mime }), image.name);
  form.append("media_category", "tweet_image");
  const answer = await platformFetch(
    LABEL,
    `${options.endpoints("twitter").api}/2/media/upload`,
    { method: "POST", headers: { authorization: `Bearer ${account.secret}` }, body: form },
    options,
  );
  const id = (answer.body as { data?: { id?: string } } | null)?.data?.id;
  if (!id) throw new PublishError("transient", `${LABEL} answered the upload without a media id`);
  return id;
}

/** POST /2/tweets: one part; the images go with the first part, each later part replies to the one before. */
async function tweet(account: XAccount, text: string, mediaIds: string[], replyTo: string | null, options: PlatformOptions): Promise<string> {
  const body = {
    text,
    ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
    ...(replyTo ? { reply: { in_reply_to_tweet_id: replyTo } } : {}),
  };
  const answer = await platformFetch(
    LABEL,
    `${options.endpoints("twitter").api}/2/tweets`,
    { method: "POST", headers: { authorization: `Bearer ${account.secret}`, "content-type": "application/json" }, body: JSON.stringify(body) },
    options,
  );
  const id = (answer.body as { data?: { id?: string } } | null)?.data?.id;
  if (!id) throw new PublishError("permanent", `${LABEL} answered the post without its id`);
  return id;
}

export const xAdapter: PlatformAdapter = {
  platform: "twitter",
  async test(account, options) {
    if (account.platform !== "twitter") throw new Error("not an X publishing account");
    const me = await platformFetch(LABEL, `${options.endpoints("twitter").api}/2/users/me`, { headers: { authorization: `Bearer ${account.secret}` } }, options);
    return `@${(me.body as { data?: { username?: string } } | null)?.data?.username ?? account.settings.username}`;
  },
  async publish(account, input, options) {
    if (account.platform !== "twitter") throw new Error("not an X publishing account");
    const ids = await postParts(input, async (text, index, previous) => {
      const mediaIds: string[] = [];
      if (index === 0) for (const image of input.images) mediaIds.push(await uploadMedia(account, image, options));
      return tweet(account, text, mediaIds, previous, options);
    });
    return { url: xPostUrl(account.settings.username, ids[0]), remoteId: ids[0] };
  },
  /** GET /2/tweets/:id with tweet.fields=public_metrics (the thread's first post). */
  async metrics(account, post, options) {
    if (account.platform !== "twitter") throw new Error("not an X publishing account");
    const answer = await platformFetch(
      LABEL,
      `${options.endpoints("twitter").api}/2/tweets/${encodeURIComponent(post.remoteId)}?tweet.fields=public_metrics`,
      { headers: { authorization: `Bearer ${account.secret}` } },
      options,
    );
    const m = (answer.body as { data?: { public_metrics?: Record<string, number | undefined> } } | null)?.data?.public_metrics;
    if (!m) return null;
    return { likes: m.like_count ?? 0, reposts: m.retweet_count ?? 0, replies: m.reply_count ?? 0, quotes: m.quote_count ?? null, impressions: m.impression_count ?? null };
  },
};
