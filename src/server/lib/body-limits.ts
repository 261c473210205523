/**
 * Who may send each API route a body, and how large, decided at the app's edge before a byte of it is read
 * (src/server/http/api-edge.ts). Each limit is above the largest body the route's zod schema accepts: the
 * character caps of its text fields (src/shared/constants.ts, src/shared/contracts) at 6 bytes a character
 * (a control character travels as \u00XX), plus FIELDS for keys, ids, numbers and the short fields.
 * Bodiless GET and HEAD never come here. tests: body-limits.test.ts checks that every route has its row.
 */
import { DOCUMENTS, GENERATION, LIMITS } from "@/shared/constants";
import { ACCOUNT_TEXT_MAX } from "@/shared/contracts/accounts";
import { BRAND_TEXT_MAX } from "@/shared/contracts/brands";
import { VOICE, VOICE_PROFILE_CHARS } from "@/shared/contracts/brand-voice";
import { CLUSTER_MAX_POSTS } from "@/shared/contracts/clusters";
import { DRAFTS } from "@/shared/contracts/drafts";
import { BULK_DELETE_MAX, METADATA_MAX_CHARS } from "@/shared/contracts/history";
import { REVIEW } from "@/shared/contracts/review";

export interface BodyRule {
  /** "public": anyone, after the per-IP rate limit; "user": a signed-in user (401 before the body is read). */
  access: "public" | "user";
  maxBytes: number;
}

const KB = 1024;
/** Keys, ids, numbers, enums, model references, URLs and other short fields of one body. */
const FIELDS = 16 * KB;
/** A body whose text fields hold at most so many characters together. */
const text = (...chars: number[]) => chars.reduce((sum, n) => sum + n * 6, FIELDS);

const user = (maxBytes: number = FIELDS): BodyRule => ({ access: "user", maxBytes });
const open = (maxBytes: number = FIELDS): BodyRule => ({ access: "public", maxBytes });

const { nameChars, descriptionChars, promptTextChars, contentChars, noteChars } = LIMITS;
/** brandContext of an idea request: eleven brand texts. */
const BRAND = 11 * BRAND_TEXT_MAX;
const IDEAS = text(promptTextChars, GENERATION.examplePosts.max * GENERATION.examplePosts.chars, BRAND);
const UUIDS = (n: number) => text(n * 36);

/** `METHOD /path` with `:param` segments; a trailing `/*` matches the rest. The first matching row wins. */
export const BODY_RULES: ReadonlyArray<readonly [string, BodyRule]> = [
  // Signed-in changes of the account; every other auth route is for visitors (email, password, token).
  ["PUT /api/auth/user", user()],
  ["POST /api/auth/*", open()],

  // The AI functions: text in kilobytes; only analyze-image carries images (data URLs, 10 MB each). It keeps the
  // limit it always had, below its schema's four images: a larger body is refused before it is read.
  ["POST /api/functions/generate-text-post", user(Math.max(text(contentChars, promptTextChars, promptTextChars), IDEAS))],
  ["POST /api/functions/analyze-image", user(LIMITS.aiBodyBytes)],
  ["POST /api/functions/generate-alternatives", user(text(contentChars, promptTextChars, promptTextChars))],
  ["POST /api/functions/adjust-post", user(text(contentChars, promptTextChars))],
  ["POST /api/functions/expand-content", user(text(contentChars))],
  ["POST /api/functions/generate-with-clusters", user(IDEAS)],
  ["POST /api/functions/generate-social-posts", user(IDEAS)],
  ["POST /api/functions/process-notes", user(text(contentChars))],
  ["POST /api/functions/generate-headlines", user(text(contentChars))],
  ["POST /api/functions/generate-seo", user(text(contentChars))],
  // The prompt and up to 20 extra parameters of 64 + 1,000 characters.
  ["POST /api/functions/generate-image", user(text(promptTextChars, 20 * 1064))],
  ["POST /api/functions/repurpose", user(text(contentChars))],

  // Files, as multipart: uploads keep their 30 MB (up to 20 images of 10 MB, IMAGES.maxUploadBytes, each refused
  // on its own past that), a document its 20 MB and the form around it.
  ["POST /api/uploads", user(LIMITS.aiBodyBytes)],
  ["POST /api/documents", user(DOCUMENTS.maxBytes + 64 * KB)],
  // A saved generated image: its path, prompt, model and tags.
  ["POST /api/images", user(text(600, promptTextChars, nameChars, 20 * 50))],

  // A draft is the content page's whole row, capped by its schema at DRAFTS.maxDataChars of JSON.
  ["POST /api/drafts/reorder", user(UUIDS(DRAFTS.maxPerPage))],
  ["POST /api/drafts", user(text(DRAFTS.maxDataChars))],
  ["PATCH /api/drafts/:id", user(text(DRAFTS.maxDataChars))],
  ["POST /api/notes", user(text(nameChars, noteChars))],
  ["PATCH /api/notes/:id", user(text(nameChars, noteChars))],
  ["POST /api/prompts", user(text(nameChars, descriptionChars, promptTextChars))],
  ["PATCH /api/prompts/:id", user(text(nameChars, descriptionChars, promptTextChars))],
  ["POST /api/history", user(text(contentChars, contentChars, METADATA_MAX_CHARS))],
  ["PATCH /api/history/:id", user(text(contentChars, contentChars, METADATA_MAX_CHARS))],
  ["DELETE /api/history", user(UUIDS(BULK_DELETE_MAX))],
  ["POST /api/brands", user(text(nameChars, BRAND))],
  ["PATCH /api/brands/:id", user(text(nameChars, BRAND))],
  // A brand's voice (issue 27): the profile and two term lists; 3 to 10 samples; one text to check or fix.
  ["PUT /api/brands/:id/voice", user(text(VOICE_PROFILE_CHARS, 2 * VOICE.terms * 11 * VOICE.termChars))],
  ["POST /api/brands/:id/voice/learn", user(text(VOICE.samples.max * VOICE.samples.chars))],
  ["POST /api/brands/:id/voice-check", user(text(VOICE.checkChars))],
  ["POST /api/brands/:id/voice-fix", user(text(VOICE.checkChars))],
  // Name, handle, six texts and two lists of 100 items of 200 characters.
  ["POST /api/accounts", user(text(2 * nameChars, 6 * ACCOUNT_TEXT_MAX, 2 * 100 * 203))],
  ["PATCH /api/accounts/:id", user(text(2 * nameChars, 6 * ACCOUNT_TEXT_MAX, 2 * 100 * 203))],
  ["POST /api/clusters", user(text(nameChars, descriptionChars))],
  ["PATCH /api/clusters/:id", user(text(nameChars, descriptionChars))],
  ["PUT /api/clusters/:id/posts", user(UUIDS(CLUSTER_MAX_POSTS))],
  // Publishing: the post's text and ten image paths; publishing accounts a URL and a secret.
  ["POST /api/scheduled-posts", user(text(contentChars, 10 * 512))],
  ["PATCH /api/scheduled-posts/:id", user(text(contentChars, 10 * 512))],
  ["PUT /api/publishing-accounts/:id", user(text(2000, 2000, 300))],
  // AI connections: a key of 4,000 characters and 20 headers of 2,000.
  ["POST /api/connections", user(text(4000, 20 * 2100))],
  ["PATCH /api/connections/:id", user(text(4000, 20 * 2100))],
  // A client's comment through a review link: no account (the per-IP limit), a name and the comment.
  ["POST /api/review/:token/comments", open(text(REVIEW.maxNameChars, REVIEW.maxCommentChars))],

  // Everything else takes short fields or no body at all (deletes, tests, defaults, downloads, prices).
  ["POST /api/*", user()],
  ["PUT /api/*", user()],
  ["PATCH /api/*", user()],
  ["DELETE /api/*", user()],
];

interface CompiledRule {
  method: string;
  pattern: RegExp;
  rule: BodyRule;
}

const compiled: CompiledRule[] = BODY_RULES.map(([key, rule]) => {
  const [method, path] = key.split(" ");
  const source = path
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { method, pattern: new RegExp(`^${source}$`), rule };
});

/** The rule of a request with a body; any method or path not listed needs a signed-in user and takes FIELDS. */
export function bodyRuleOf(method: string, path: string): BodyRule {
  for (const row of compiled) if (row.method === method && row.pattern.test(path)) return row.rule;
  return user();
}

/** The table's row keys a route matches (for the test that keeps the table and the routes in step). */
export function bodyRuleKeyOf(method: string, path: string): string | undefined {
  const index = compiled.findIndex((row) => row.method === method && row.pattern.test(path));
  return index === -1 ? undefined : BODY_RULES[index][0];
}
