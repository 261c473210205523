import { platformFetch, postFirstComment, postParts } from "./platform-http";
import { PublishError, type OpenPublishingAccount, type PlatformAdapter, type PlatformOptions, type PublishImage, type PublishInput } from "./types";

const LABEL = "LinkedIn";
/** The REST API version the calls are written against (Linkedin-Version, YYYYMM). */
export const LINKEDIN_VERSION = "202411";

type LinkedInAccount = OpenPublishingAccount & { platform: "linkedin" };

/**
 * LinkedIn's "little text" format reads | { } @ [ ] ( ) < > # \ * _ ~ as markup: each is escaped so the
 * commentary is posted as written (unescaped, LinkedIn cuts the text at the first one it cannot parse).
 */
export function escapeLittleText(text: string): string {
  return text.replace(/[|{}@[\]()<>#\\*_~]/g, (c) => `\\${c}`);
}

function headers(account: LinkedInAccount, json = true): Record<string, string> {
  return {
    authorization: `Bearer ${account.secret}`,
    "linkedin-version": LINKEDIN_VERSION,
    "x-restli-protocol-version": "2.0.0",
    ...(json ? { "content-type": "application/json" } : {}),
  };
}

/** The live post's address: the share or ugcPost URN in a feed link. */
export const linkedinPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/** Images API / Documents API: initialize an upload for the author, then PUT the bytes to the upload URL LinkedIn gave. */
async function upload(account: LinkedInAccount, kind: "images" | "documents", file: PublishImage, options: PlatformOptions): Promise<string> {
  const api = options.endpoints("linkedin").api;
  const init = await platformFetch(
    LABEL,
    `${api}/rest/${kind}?action=initializeUpload`,
    { method: "POST", headers: headers(account), body: JSON.stringify({ initializeUploadRequest: { owner: account.settings.author } }) },
    options,
  );
  const value = (init.body as { value?: { uploadUrl?: string; image?: string; document?: string } }).value;
  const urn = kind === "images" ? value?.image : value?.document;
  if (!value?.uploadUrl || !urn) throw new PublishError("transient", `${LABEL} answered the upload without an address`);
  const bytes = await file.load();
  await platformFetch(LABEL, value.uploadUrl, { method: "PUT", headers: { authorization: `Bearer ${account.secret}`, "content-type": file.mime }, body: bytes }, options);
  return urn;
}

async function content(account: LinkedInAccount, files: PublishImage[], options: PlatformOptions) {
  const document = files.find((f) => f.mime === "application/pdf");
  if (document) {
    const id = await upload(account, "documents", document, options);
    return { media: { title: document.name.replace(/\.pdf$/i, ""), id } };
  }
  if (files.length === 0) return undefined;
  const ids: string[] = [];
  for (const image of files) ids.push(await upload(account, "images", image, options));
  if (ids.length === 1) return { media: { id: ids[0], altText: "" } };
  return { multiImage: { images: ids.map((id) => ({ id, altText: "" })) } };
}

async function createPost(account: LinkedInAccount, input: PublishInput, options: PlatformOptions): Promise<string> {
  const body = {
    author: account.settings.author,
    commentary: escapeLittleText(input.text),
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
    ...(input.images.length ? { content: await content(account, input.images, options) } : {}),
  };
  const answer = await platformFetch(LABEL, `${options.endpoints("linkedin").api}/rest/posts`, { method: "POST", headers: headers(account), body: JSON.stringify(body) }, options);
  const urn = answer.headers.get("x-restli-id");
  if (!urn) throw new PublishError("permanent", `${LABEL} answered the post without its id`);
  return urn;
}

/** socialActions comments: the first comment, by the post's author, on the live post. */
async function comment(account: LinkedInAccount, postUrn: string, text: string, options: PlatformOptions): Promise<string> {
  const answer = await platformFetch(
    LABEL,
    `${options.endpoints("linkedin").api}/rest/socialActions/${encodeURIComponent(postUrn)}/comments`,
    { method: "POST", headers: headers(account), body: JSON.stringify({ actor: account.settings.author, object: postUrn, message: { text: escapeLittleText(text) } }) },
    options,
  );
  return answer.headers.get("x-restli-id") ?? String((answer.body as { id?: unknown } | null)?.id ?? "");
}

export const linkedinAdapter: PlatformAdapter = {
  platform: "linkedin",
  async test(account, options) {
    if (account.platform !== "linkedin") throw new Error("not a LinkedIn publishing account");
    await platformFetch(LABEL, `${options.endpoints("linkedin").api}/v2/userinfo`, { headers: { authorization: `Bearer ${account.secret}` } }, options);
    return account.settings.name;
  },
  async publish(account, input, options) {
    if (account.platform !== "linkedin") throw new Error("not a LinkedIn publishing account");
    // One post (LinkedIn has no threads): part 0 is the post, part 1 its first comment.
    const [urn] = await postParts({ ...input, parts: null }, () => createPost(account, input, options));
    await postFirstComment(input, (text) => comment(account, urn, text, options));
    return { url: linkedinPostUrl(urn), remoteId: urn };
  },
  /**
   * GET /rest/socialActions/{urn}: likes and comments. A member's post has no share or impression counts in this API
   * (those are organization statistics), so reposts are 0 and impressions unknown.
   */
  async metrics(account, post, options) {
    if (account.platform !== "linkedin") throw new Error("not a LinkedIn publishing account");
    const answer = await platformFetch(LABEL, `${options.endpoints("linkedin").api}/rest/socialActions/${encodeURIComponent(post.remoteId)}`, { headers: headers(account) }, options);
    const body = answer.body as { likesSummary?: { totalLikes?: number }; commentsSummary?: { aggregatedTotalComments?: number; totalFirstLevelComments?: number } } | null;
    if (!body) return null;
    return {
      likes: body.likesSummary?.totalLikes ?? 0,
      reposts: 0,
      replies: body.commentsSummary?.aggregatedTotalComments ?? body.commentsSummary?.totalFirstLevelComments ?? 0,
      quotes: null,
      impressions: null,
    };
  },
};
