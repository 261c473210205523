/**
 * The one place a request body is let in (every /api/* request passes here before its router). Before a byte of
 * a body is read: a route for signed-in users wants a valid bearer token of an open session (401), a route for
 * visitors takes a token of its per-IP rate limit (429), and the route's own size limit applies (body-limits.ts;
 * a larger declared length is refused unread). JSON bodies are then read once, checked chunk by chunk for NUL
 * characters and nesting as they arrive, and left in Hono's body cache for the route's own parse, the only one.
 * Whenever a body is left unread the answer closes the connection.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "@/server/app-env";
import { authenticate } from "@/server/auth/middleware";
import { messages } from "@/shared/messages";
import { bodyRuleOf } from "@/server/lib/body-limits";
import { limitClientIp } from "./enforce-rate";
import { HttpError } from "@/server/lib/errors";
import { createJsonScanner, isJsonMediaType } from "@/server/lib/json-guard";
import { hasBody, readBody, type BodyRead } from "@/server/lib/node-request";

const CLOSE = { Connection: "close" };

/** The same error, answered on a connection that closes (the body it came with stays unread). */
function closing(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err;
  return new HttpError(err.status, err.code, err.message, err.details, { ...err.headers, ...CLOSE });
}

const nulCharacters = () => new HttpError(400, "invalid_characters", messages.api.nulCharacters, undefined, CLOSE);
const REFUSALS: Record<Extract<BodyRead, { refused: unknown }>["refused"], () => HttpError> = {
  too_large: () => new HttpError(413, "payload_too_large", messages.api.payloadTooLarge, undefined, CLOSE),
  nul: nulCharacters,
  too_deep: () => new HttpError(400, "too_deep", messages.api.tooDeep, undefined, CLOSE),
};

/** Other bodies (multipart files, text) keep Hono's reader, with the route's limit. */
const otherBodyLimits = new Map<number, MiddlewareHandler>();
function otherBodyLimit(maxBytes: number): MiddlewareHandler {
  let limit = otherBodyLimits.get(maxBytes);
  if (!limit) {
    limit = bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw REFUSALS.too_large();
      },
    });
    otherBodyLimits.set(maxBytes, limit);
  }
  return limit;
}

export const apiEdge: MiddlewareHandler<AppEnv> = async (c, next) => {
  // PostgreSQL text cannot hold NUL characters: refused in the URL too, instead of failing inside a query.
  if (c.req.url.includes("%00")) throw nulCharacters();
  const { method } = c.req;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();

  const rule = bodyRuleOf(method, c.req.path);
  const withBody = hasBody(c);
  try {
    if (rule.access === "user") {
      const signedIn = await authenticate(c);
      if (signedIn.ok) c.set("user", signedIn.user);
      // Without a body there is nothing to protect: the route answers in its own words (uploads have their own).
      else if (withBody) throw signedIn.error;
    } else if (withBody) await limitClientIp(c);
  } catch (err) {
    throw withBody ? closing(err) : err;
  }
  if (!withBody) return next();

  if (!isJsonMediaType(c.req.header("content-type"))) return otherBodyLimit(rule.maxBytes)(c, next);
  const read = readBody(c, rule.maxBytes, createJsonScanner());
  if (read) {
    const result = await read;
    if ("refused" in result) throw REFUSALS[result.refused]();
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(result.text);
  }
  await next();
};
