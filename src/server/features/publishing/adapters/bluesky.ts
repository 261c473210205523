import { createHash } from "node:crypto";
import { AtpAgent, RichText, XRPCError } from "@atproto/api";
import { httpError, unreachable } from "./errors";
import { guardedFetch } from "./safe-url";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions, type PublishInput } from "./types";

const LABEL = "Bluesky";
const TID_ALPHABET = "234567abcdefghijklmnopqrstuvwxyz";

/**
 * A record key (TID) derived from the post and its version, not from the clock: every attempt at the same post
 * writes the same key, so a retry after a lost answer finds the record instead of posting it twice.
 */
export function stableTid(idempotencyKey: string, createdAt: string): string {
  const hash = createHash("sha256").update(idempotencyKey).digest();
  const micros = BigInt(new Date(createdAt).getTime()) * 1000n + BigInt(hash.readUInt16BE(0) % 1000);
  const clockId = BigInt(hash.readUInt16BE(2) % 1024);
  let value = ((micros & ((1n << 53n) - 1n)) << 10n) | clockId;
  let out = "";
  for (let i = 0; i < 13; i++) {
    out = TID_ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

function toPublishError(err: unknown, service: string): PublishError {
  if (err instanceof PublishError) return err;
  if (err instanceof XRPCError && err.status >= 100) return httpError(LABEL, err.status, err.message || err.error);
  const cause = err instanceof XRPCError ? (err.cause ?? err) : err;
  if (cause instanceof PublishError) return cause;
  return unreachable(service, cause);
}

/**
 * The record's URI when it exists, null when Bluesky answers RecordNotFound. Any other answer (a 5xx, no answer)
 * throws: without knowing whether the post is live, sending it again could post it twice.
 */
async function findRecord(agent: AtpAgent, where: { repo: string; collection: string; rkey: string }): Promise<string | null> {
  try {
    return (await agent.com.atproto.repo.getRecord(where)).data.uri;
  } catch (err) {
    if (err instanceof XRPCError && err.error === "RecordNotFound") return null;
    throw err;
  }
}

async function signIn(account: OpenPublishingAccount & { platform: "bluesky" }, options: PlatformOptions) {
  const service = account.settings.service_url;
  const agent = new AtpAgent({ service, fetch: guardedFetch(options.allowPrivateHosts, options.timeoutMs) });
  try {
    await agent.login({ identifier: account.settings.identifier, password: account.secret });
  } catch (err) {
    throw toPublishError(err, service);
  }
  const session = agent.session;
  if (!session) throw new PublishError("permanent", "Bluesky answered the sign-in without a session");
  return { agent, session };
}

export const blueskyAdapter: PlatformAdapter = {
  platform: "bluesky",

  async test(account, options) {
    if (account.platform !== "bluesky") throw new Error("not a Bluesky publishing account");
    const { session } = await signIn(account, options);
    return `@${session.handle}`;
  },

  async publish(account, input: PublishInput, options) {
    if (account.platform !== "bluesky") throw new Error("not a Bluesky publishing account");
    const service = account.settings.service_url;
    const { agent, session } = await signIn(account, options);
    const rkey = stableTid(input.idempotencyKey, input.createdAt);
    const url = `https://bsky.app/profile/${session.handle}/post/${rkey}`;
    const collection = "app.bsky.feed.post";
    const where = { repo: session.did, collection, rkey };
    try {
      // An earlier attempt (its answer lost, its instance gone, or a Retry of a post marked failed) may have
      // landed: look first, and post only when Bluesky says there is no such record.
      const landed = await findRecord(agent, where);
      if (landed) return { url, remoteId: landed };
      const images = [];
      for (const image of input.images) {
        const blob = await agent.uploadBlob(await image.load(), { encoding: image.mime });
        images.push({ image: blob.data.blob, alt: image.alt });
      }
      const text = new RichText({ text: input.text });
      text.detectFacetsWithoutResolution();
      const record = {
        $type: collection,
        text: text.text,
        facets: text.facets,
        createdAt: options.now().toISOString(),
        ...(images.length ? { embed: { $type: "app.bsky.embed.images", images } } : {}),
      };
      try {
        const created = await agent.com.atproto.repo.createRecord({ ...where, record });
        return { url, remoteId: created.data.uri };
      } catch (err) {
        // Another attempt wrote this record key between our look and our write: it is live, and ours.
        if (!(err instanceof XRPCError && /already exists/i.test(err.message))) throw err;
        const uri = await findRecord(agent, where);
        if (!uri) throw err;
        return { url, remoteId: uri };
      }
    } catch (err) {
      throw toPublishError(err, service);
    }
  },

  /** app.bsky.feed.getPosts (through the account's PDS): likeCount, repostCount, replyCount, quoteCount. */
  async metrics(account, post, options) {
    if (account.platform !== "bluesky") throw new Error("not a Bluesky publishing account");
    const service = account.settings.service_url;
    const { agent } = await signIn(account, options);
    try {
      const [view] = (await agent.app.bsky.feed.getPosts({ uris: [post.remoteId] })).data.posts;
      // A deleted post is simply missing from the answer.
      if (!view) throw httpError(LABEL, 404, `Post not found: ${post.remoteId}`);
      return { likes: view.likeCount ?? 0, reposts: view.repostCount ?? 0, replies: view.replyCount ?? 0, quotes: view.quoteCount ?? 0, impressions: null };
    } catch (err) {
      throw toPublishError(err, service);
    }
  },
};
