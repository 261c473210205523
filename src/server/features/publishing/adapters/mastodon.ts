import { MastoHttpError, createRestAPIClient } from "masto";
import { httpError, unreachable } from "./errors";
import { postParts } from "./platform-http";
import { assertAllowedUrl } from "./safe-url";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions } from "./types";

const LABEL = "Mastodon";

function toPublishError(err: unknown, instance: string): PublishError {
  if (err instanceof PublishError) return err;
  if (err instanceof MastoHttpError) return httpError(LABEL, err.statusCode, err.description ?? err.message);
  return unreachable(instance, (err as { cause?: unknown }).cause ?? err);
}

async function client(account: OpenPublishingAccount & { platform: "mastodon" }, options: PlatformOptions) {
  // masto calls the global fetch: the instance is checked here, and it follows no redirect to another host.
  const url = await assertAllowedUrl(account.settings.instance_url, options.allowPrivateHosts);
  return createRestAPIClient({
    url: url.origin,
    accessToken: account.secret,
    timeout: options.timeoutMs,
    mediaTimeout: options.timeoutMs,
    requestInit: { redirect: "error" },
    log: "error",
  });
}

export const mastodonAdapter: PlatformAdapter = {
  platform: "mastodon",

  async test(account, options) {
    if (account.platform !== "mastodon") throw new Error("not a Mastodon publishing account");
    try {
      const me = await (await client(account, options)).v1.accounts.verifyCredentials();
      return `@${me.acct}`;
    } catch (err) {
      throw toPublishError(err, account.settings.instance_url);
    }
  },

  async publish(account, input, options) {
    if (account.platform !== "mastodon") throw new Error("not a Mastodon publishing account");
    try {
      const masto = await client(account, options);
      const mediaIds: string[] = [];
      if (input.progress.ids.length === 0) for (const image of input.images) {
        const media = await masto.v2.media.create({
          file: new Blob([await image.load()], { type: image.mime }),
          ...(image.alt ? { description: image.alt } : {}),
        });
        mediaIds.push(media.id);
      }
      // Mastodon drops a repeated status with the same Idempotency-Key (kept for an hour); a thread's later parts
      // carry the key with their index and reply to the part before.
      let first: { url: string; id: string } | null = null;
      const ids = await postParts(input, async (text, index, previous) => {
        const status = await masto.v1.statuses
          .create(
            { status: text, mediaIds: index === 0 ? mediaIds : [], visibility: "public", inReplyToId: previous ?? undefined },
            { requestInit: { headers: { "Idempotency-Key": index === 0 ? input.idempotencyKey : `${input.idempotencyKey}.${index}` } } },
          )
          .catch((err: unknown) => {
            throw toPublishError(err, account.settings.instance_url);
          });
        if (index === 0) first = { url: status.url ?? status.uri, id: status.id };
        return status.id;
      });
      const done = first as { url: string; id: string } | null;
      if (done) return { url: done.url, remoteId: done.id };
      // The first part went out on an earlier attempt: its address from Mastodon.
      const status = await masto.v1.statuses.$select(ids[0]).fetch();
      return { url: status.url ?? status.uri, remoteId: status.id };
    } catch (err) {
      throw toPublishError(err, account.settings.instance_url);
    }
  },

  /** GET /api/v1/statuses/:id: favourites_count, reblogs_count, replies_count (no impressions, no quotes). */
  async metrics(account, post, options) {
    if (account.platform !== "mastodon") throw new Error("not a Mastodon publishing account");
    try {
      const status = await (await client(account, options)).v1.statuses.$select(post.remoteId).fetch();
      return { likes: status.favouritesCount, reposts: status.reblogsCount, replies: status.repliesCount, quotes: null, impressions: null };
    } catch (err) {
      throw toPublishError(err, account.settings.instance_url);
    }
  },
};
