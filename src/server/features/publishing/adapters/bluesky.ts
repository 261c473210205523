import { createHash } from "node:crypto";
import { AtpAgent, RichText, XRPCError } from "@atproto/api";
import { httpError, unreachable } from "./errors";
import { postParts } from "./platform-http";
import { guardedFetch } from "./safe-url";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions, type PublishInput } from "./types";

const LABEL = "Bluesky";
const TID_ALPHABET = "234567abcdefghijklmnopqrstuvwxyz";

/**
 * A record key (TID) derived from the post and its version, not from the clock: every attempt at the same post
 * writes the same key, so a retry after a lost answer finds the record instead of posting it twice. A thread's
 * later parts (`part` 1, 2, ...) get keys of their own, a millisecond apart so they sort in the thread's order;
 * part 0 keeps the key a single post always had.
 */
export function stableTid(idempotencyKey: string, createdAt: string, part = 0): string {
  const hash = createHash("sha256").update(part === 0 ? idempotencyKey : `${idempotencyKey}.${part}`).digest();
  const micros = (BigInt(new Date(createdAt).getTime()) + BigInt(part)) * 1000n + BigInt(hash.readUInt16BE(0) % 1000);
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

/** A record's strong reference, what a reply names as its root and parent. */
interface StrongRef {
  uri: string;
  cid: string;
}

/**
 * The record's reference when it exists, null when Bluesky answers RecordNotFound. Any other answer (a 5xx, no
 * answer) throws: without knowing whether the post is live, sending it again could post it twice.
 */
async function findRecord(agent: AtpAgent, where: { repo: string; collection: string; rkey: string }): Promise<StrongRef | null> {
  try {
    const { data } = await agent.com.atproto.repo.getRecord(where);
    if (!data.cid) throw new PublishError("transient", `${LABEL} answered without the record's cid`);
    return { uri: data.uri, cid: data.cid };
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

  /**
   * One post, or a thread as a reply chain: every part names the thread's first post as its root and the part
   * before as its parent. Each part has its own stable record key, looked up before it is written, so a retry
   * (after a failed part, a lost answer or a takeover) continues from the part that is missing and never writes
   * one twice. The images go with the first part.
   */
  async publish(account, input: PublishInput, options) {
    if (account.platform !== "bluesky") throw new Error("not a Bluesky publishing account");
    const service = account.settings.service_url;
    const { agent, session } = await signIn(account, options);
    const collection = "app.bsky.feed.post";
    const where = (part: number) => ({ repo: session.did, collection, rkey: stableTid(input.idempotencyKey, input.createdAt, part) });
    const refs: StrongRef[] = [];
    /** The reference of a part written earlier (this attempt's, or an earlier attempt's found by its key). */
    async function refOf(part: number): Promise<StrongRef> {
      if (!refs[part]) {
        const found = await findRecord(agent, where(part));
        if (!found) throw new PublishError("permanent", `${LABEL} has no record of part ${part + 1} of the thread`);
        refs[part] = found;
      }
      return refs[part];
    }
    async function send(text: string, part: number): Promise<string> {
      // An earlier attempt (its answer lost, its instance gone, or a Retry of a post marked failed) may have
      // landed: look first, and post only when Bluesky says there is no such record.
      const landed = await findRecord(agent, where(part));
      if (landed) {
        refs[part] = landed;
        return landed.uri;
      }
      const images = [];
      if (part === 0) for (const image of input.images) {
        const blob = await agent.uploadBlob(await image.load(), { encoding: image.mime });
        images.push({ image: blob.data.blob, alt: image.alt });
      }
      const rich = new RichText({ text });
      rich.detectFacetsWithoutResolution();
      const reply = part > 0 ? { root: await refOf(0), parent: await refOf(part - 1) } : undefined;
      const record = {
        $type: collection,
        text: rich.text,
        facets: rich.facets,
        createdAt: options.now().toISOString(),
        ...(reply ? { reply } : {}),
        ...(images.length ? { embed: { $type: "app.bsky.embed.images", images } } : {}),
      };
      try {
        const created = await agent.com.atproto.repo.createRecord({ ...where(part), record });
        refs[part] = { uri: created.data.uri, cid: created.data.cid };
        return created.data.uri;
      } catch (err) {
        // Another attempt wrote this record key between our look and our write: it is live, and ours.
        if (!(err instanceof XRPCError && /already exists/i.test(err.message))) throw err;
        const found = await findRecord(agent, where(part));
        if (!found) throw err;
        refs[part] = found;
        return found.uri;
      }
    }
    try {
      const ids = await postParts(input, (text, part) => send(text, part).catch((err: unknown) => Promise.reject(toPublishError(err, service))));
      return { url: `https://bsky.app/profile/${session.handle}/post/${where(0).rkey}`, remoteId: ids[0] };
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
