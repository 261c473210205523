/**
 * The contract convention (docs/contributing.md "API contract"): a route written with `createRoute` needs only
 * `method`, `path`, `tags`, `summary`, its request and its responses. When the document is built, every operation
 * gets what Spectral's `spectral:oas` ruleset and client generators expect and the route did not say itself:
 *
 * - `operationId`: the HTTP method, then the path's segments in PascalCase, each `{param}` as `By<Param>`
 *   (`GET /api/notes/{id}` → `getNotesById`). Unique by construction; a route's own operationId wins.
 * - `tags`: the first path segment after `/api` when the route names none; every tag is listed globally.
 * - `description`: the summary when the route gives no longer description.
 * - every `{param}` in the path declared as a required string parameter when the route did not declare it.
 * - a schema with no type at all (what `z.unknown()` becomes) names the JSON types it may hold.
 * - every POST takes the optional `Idempotency-Key` header (src/server/http/api-limits.ts), and the document's
 *   description names the rate-limit headers every answer carries.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; contact?: Record<string, string> };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

/** The header that makes a POST safe to retry (src/server/http/api-limits.ts). */
const IDEMPOTENCY_KEY: Parameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", minLength: 1, maxLength: 255 },
  description:
    "Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After.",
};
const RATE_LIMITS =
  "Every answer carries the IETF rate-limit fields (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy` and `RateLimit` (requests left, seconds until the window resets), per API key, person or address; past the limit the answer is 429 with `Retry-After`.";

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** What each resource tag covers, shown in the reference; a tag missing here gets a generic line. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  activity: "The workspace's activity feed: generated, edited, scheduled, published, invited, shared and commented",
  review: "A review link's drafts and comments, for a client without an account (the token in the path)",
  "review-links": "Review links the workspace's members make, list and revoke, and the clients' comments",
  visuals: "Visual suggestions: gallery matches, alt text of images, brand kits and branded graphics (quote cards, carousels)",
  accounts: "Social media accounts the user writes for",
  analytics: "How published posts did: their numbers from each platform, by platform and week, and the best times to post",
  "account-connections": "Deprecated: renamed to publishing-accounts; every path answers 410 Gone for one release",
  auth: "Sign-up, sign-in, sessions and mailed links",
  brands: "Brand strategies that shape generated content",
  clusters: "Style clusters: groups of past posts that set a voice",
  dashboard: "Figures for the dashboard",
  dev: "Development helpers (only when no SMTP server is configured)",
  drafts: "The rows of the content pages, shared by a workspace's members, with versions for merging concurrent edits",
  documents: "Uploaded documents and their extracted text",
  functions: "AI generation: text, ideas, alternatives, headlines, SEO copy and images",
  history: "Generated content the user kept",
  images: "Saved generated images",
  invitations: "Invitations to a workspace: what a link shows before accepting, and accepting it",
  models: "AI models and the default model",
  notes: "The user's notes",
  ops: "Health and operations",
  "publishing-accounts": "The platform settings and sealed credentials an account publishes with (Bluesky, Mastodon, webhook)",
  "prompt-library": "The curated prompt library",
  prompts: "The user's own prompts",
  storage: "Stored files, for their owner or through signed links",
  "storage-quota": "Storage quotas: each account's stored bytes per category, the defaults and overrides administrators set",
  uploads: "Uploaded images",
  usage: "AI usage figures and the model prices behind their cost estimates",
  workspaces: "Workspaces, their members and roles, and invitations to join them",
};

/**
 * Any JSON value: OpenAPI 3.0 has no typed "any", so the types are listed. The object takes any keys
 * (`additionalProperties`), else the web's generated types would read it as an object with no keys at all.
 */
const ANY_JSON: Schema = {
  description: "Any JSON value",
  anyOf: [{ type: "string", nullable: true }, { type: "number" }, { type: "boolean" }, { type: "object", additionalProperties: true }, { type: "array", items: {} }],
};

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** `GET /api/prompt-library/{id}/copy` → `getPromptLibraryByIdCopy`. */
export function operationIdFor(method: string, path: string): string {
  const segments = path.replace(/^\/api\//, "").split("/").filter(Boolean);
  return method.toLowerCase() + segments.map((s) => (s.startsWith("{") ? `By${pascal(s.slice(1, -1))}` : pascal(s))).join("");
}

function typeless(schema: Schema): boolean {
  return !("type" in schema) && !("$ref" in schema) && !("anyOf" in schema) && !("oneOf" in schema) && !("allOf" in schema) && !("not" in schema);
}

/** Replaces, in place, schemas that say nothing but `nullable` (zod's unknown) with the JSON value types. */
function typeUnknowns(node: unknown): void {
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const schema = value as Schema;
      // Only schemas carry `nullable`, so any object with it and no type is one.
      if (schema.nullable === true && typeless(schema)) {
        const { nullable: _nullable, ...rest } = schema;
        (node as Schema)[key] = { ...rest, ...ANY_JSON };
        continue;
      }
    }
    typeUnknowns(value);
  }
}

export interface FinishOptions {
  /** Where this installation answers (PUBLIC_URL): the document's one server. */
  publicUrl: string;
}

/** Completes a generated document by the convention above; throws when two operations share an operationId. */
export function finishOpenApiDocument(doc: OpenApiDocument, options: FinishOptions): OpenApiDocument {
  const seen = new Map<string, string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      op.operationId ??= operationIdFor(method, path);
      const clash = seen.get(op.operationId);
      if (clash) throw new Error(`OpenAPI: ${where} and ${clash} share the operationId "${op.operationId}"; give one its own operationId.`);
      seen.set(op.operationId, where);
      if (!op.tags?.length) op.tags = [path.replace(/^\/api\//, "").split("/")[0] || "ops"];
      for (const tag of op.tags) tags.add(tag);
      if (!op.description && op.summary) op.description = op.summary;
      if (method === "post" && !(op.parameters ?? []).some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")) (op.parameters ??= []).push({ ...IDEMPOTENCY_KEY });
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name));
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!declared.has(name)) (op.parameters ??= []).push({ name, in: "path", required: true, schema: { type: "string" } });
      }
    }
  }
  typeUnknowns(doc.paths);
  if (doc.components) typeUnknowns(doc.components);
  doc.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Endpoints under /api/${name}` }));
  doc.servers = [{ url: options.publicUrl, description: "This installation" }];
  if (!doc.info.description?.includes("RateLimit-Policy")) doc.info.description = [doc.info.description, RATE_LIMITS].filter(Boolean).join("\n\n");
  doc.info.contact ??= { name: "The administrators of this installation", url: options.publicUrl };
  return doc;
}
