/**
 * Safe retries and limits for scripts and assistants (issue 29), on every /api request after the edge:
 *
 * - **Rate limits**: one token bucket per API key, per signed-in person, or per address without either
 *   (`API_RATE_LIMIT_PER_MINUTE`), in PostgreSQL like every limit (DESIGN §1.4). Every answer says where the caller
 *   stands in the IETF draft's structured fields (draft-ietf-httpapi-ratelimit-headers-10):
 *   `RateLimit-Policy: "api";q=600;w=60` and `RateLimit: "api";r=<left>;t=<seconds until full>`. Past it: 429 with
 *   Retry-After. Health probes and stored files are not counted (they must answer while the database is away, and
 *   a page of images is not a burst of API calls).
 * - **Idempotency-Key** on a POST: the first request with a key runs; a retry with the same key and the same
 *   request (method, path and body, hashed) within 24 hours gets the first answer again (status, body and
 *   content type, with `Idempotent-Replayed: true`) without running; the same key with another request is a 422.
 *   A retry that arrives while the first is still running waits for its answer (up to IDEMPOTENCY_WAIT_MS), then
 *   gets 409. Answers that a retry should redo are not kept: 5xx, 429 and streams (Server-Sent Events).
 */
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, AuthUser } from "@/server/app-env";
import { authenticate, bearerToken } from "@/server/auth/middleware";
import { createIdempotencyRepository } from "@/server/lib/idempotency.repository";
import { HttpError, tooManyRequests } from "@/server/lib/errors";
import { isJsonMediaType } from "@/server/lib/json-guard";
import { messages } from "@/shared/messages";
import { clientIp } from "./client-ip";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 50;
const POLICY = "api";
/** Paths that are never counted: probes and metrics (ops) and stored files. */
const UNCOUNTED = /^\/api\/(health|metrics|storage\/)/;

/** The caller a limit or an idempotency key belongs to: the key, the person, or (anonymous) the address. */
async function callerOf(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  const known = c.get("user");
  if (known) return known;
  if (!bearerToken(c.req.header("authorization"))) return undefined;
  const result = await authenticate(c);
  if (!result.ok) return undefined; // the route answers 401 in its own words
  c.set("user", result.user);
  return result.user;
}

const ownerOf = (user: AuthUser) => (user.apiKey ? `key:${user.apiKey.id}` : `user:${user.id}`);

async function limit(c: Context<AppEnv>, user: AuthUser | undefined): Promise<Record<string, string>> {
  const perMinute = c.var.deps.config.apiRateLimitPerMinute;
  const rule = { burst: perMinute, refillPerSecond: perMinute / 60 };
  const decision = await c.var.deps.rateLimiter.take(`api:${user ? ownerOf(user) : `ip:${clientIp(c)}`}`, rule);
  const remaining = decision.remaining ?? (decision.allowed ? perMinute - 1 : 0);
  const untilFull = decision.allowed ? Math.ceil((perMinute - remaining) / rule.refillPerSecond) : decision.retryAfterSeconds;
  const headers = { "RateLimit-Policy": `"${POLICY}";q=${perMinute};w=60`, RateLimit: `"${POLICY}";r=${remaining};t=${untilFull}` };
  if (!decision.allowed) {
    const refused = tooManyRequests(decision.retryAfterSeconds, messages.apiRateLimited);
    throw new HttpError(refused.status, refused.code, refused.message, refused.details, { ...refused.headers, ...headers });
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return headers;
}

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const hash = createHash("sha256").update(`${c.req.method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}\n`);
  const type = c.req.header("content-type");
  if (type) hash.update(`${type}\n`);
  if (isJsonMediaType(type)) hash.update(await c.req.text());
  else if (type) hash.update(new Uint8Array(await c.req.arrayBuffer()));
  return hash.digest("hex");
}

function replay(answer: { status: number | null; contentType: string | null; body: string | null }, limits: Record<string, string>): Response {
  const headers = new Headers({ ...limits, "Idempotent-Replayed": "true" });
  if (answer.contentType) headers.set("content-type", answer.contentType);
  return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, { status: answer.status ?? 200, headers });
}

/** Whether an answer is kept for replays: not a server failure, not a 429, and whole text (not a stream). */
function keepable(res: Response): boolean {
  if (res.status >= 500 || res.status === 429) return false;
  const type = res.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream")) return false;
  return res.status === 204 || type === "" || isJsonMediaType(type) || type.startsWith("text/");
}

async function idempotent(c: Context<AppEnv>, user: AuthUser, key: string, limits: Record<string, string>, next: () => Promise<void>): Promise<Response | undefined> {
  if (!VALID_KEY.test(key)) throw new HttpError(400, "invalid_idempotency_key", messages.idempotency.keyInvalid);
  const { database, clock } = c.var.deps;
  const repo = createIdempotencyRepository(database.db);
  const owner = ownerOf(user);
  const hash = await requestHash(c);
  const now = () => clock.now();
  const claim = async () => repo.claim(owner, key, hash, now().toISOString(), new Date(now().getTime() + IDEMPOTENCY_TTL_MS).toISOString());

  let claimed = await claim();
  if (!claimed && (await repo.deleteExpired(now().toISOString(), 1, { owner, key }))) claimed = await claim();
  if (!claimed) {
    const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const stored = await repo.find(owner, key);
      if (!stored) {
        // The first request let the key go (it failed in a way a retry redoes): this one runs instead.
        if (await claim()) break;
        continue;
      }
      if (stored.requestHash !== hash) throw new HttpError(422, "idempotency_key_reused", messages.idempotency.bodyMismatch);
      if (stored.status !== null) return replay(stored, limits);
      if (Date.now() >= waitUntil) throw new HttpError(409, "idempotency_in_progress", messages.idempotency.inProgress, undefined, { "Retry-After": "1" });
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  try {
    await next();
  } catch (err) {
    await repo.release(owner, key);
    throw err;
  }
  const res = c.res;
  if (!keepable(res)) await repo.release(owner, key);
  else await repo.answer(owner, key, res.status, res.headers.get("content-type"), res.status === 204 ? "" : await res.clone().text());
  return undefined;
}

export const apiLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNCOUNTED.test(c.req.path)) return next();
  const user = await callerOf(c);
  const limits = await limit(c, user);
  const key = c.req.method === "POST" ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
  if (key === undefined || !user) return next();
  const replayed = await idempotent(c, user, key, limits, next);
  if (replayed) return replayed;
};
