/**
 * The Node request behind a Hono context, used where going through the web Request costs more than the work:
 * @hono/node-server builds a full Request (headers, body stream, abort signal; about 0.1 ms) the first time
 * anything reads its body or signal. Under app.request() (tests) there is no Node request, and callers fall back
 * to the web Request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindings = (c: Context): NodeBindings => (c.env ?? {}) as NodeBindings;

const decoder = new TextDecoder();

/** A body read whole (UTF-8, a leading BOM dropped, as Request.text() reads it), or why reading stopped. */
export type BodyRead = { text: string } | { refused: "too_large" | "nul" | "too_deep" };

/** Looks at each chunk as it arrives; a problem stops the reading at once. */
export type ChunkCheck = (chunk: Uint8Array) => "nul" | "too_deep" | null;

/** Whether the request carries a body, without building the web Request on Node. */
export function hasBody(c: Context): boolean {
  const { incoming } = bindings(c);
  if (!incoming) return c.req.raw.body !== null;
  return incoming.headers["transfer-encoding"] !== undefined || Number(incoming.headers["content-length"] ?? 0) > 0;
}

/**
 * Reads the body up to `maxBytes`, checking every chunk as it comes. Once it is longer, or a chunk fails the
 * check, the rest is left unread and the caller's answer should close the connection (`Connection: close`), so a
 * client streaming without end costs nothing more. On Node the body comes from the socket (no web Request is
 * built, about 0.1 ms of every API call); under app.request() from the web Request. Undefined when the body was
 * already read.
 */
export function readBody(c: Context, maxBytes: number, check: ChunkCheck): Promise<BodyRead> | undefined {
  const { incoming } = bindings(c);
  if (!incoming) return c.req.raw.bodyUsed ? undefined : readWebBody(c.req.raw, maxBytes, check);
  if (incoming.readableEnded || incoming.readableDidRead) return undefined;
  if (Number(incoming.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve({ refused: "too_large" });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const stop = (read: BodyRead) => {
      done();
      incoming.pause();
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return stop({ refused: "too_large" });
      const problem = check(chunk);
      if (problem) return stop({ refused: problem });
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve({ text: decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) });
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    incoming.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

async function readWebBody(request: Request, maxBytes: number, check: ChunkCheck): Promise<BodyRead> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return { refused: "too_large" };
  return readCappedStream(request.body, maxBytes, check);
}

/**
 * A web stream read whole as UTF-8 text, refused as soon as it passes `maxBytes` or `check` refuses a chunk (the
 * rest is cancelled, never read). Serves request bodies and upstream answers alike.
 */
export async function readCappedStream(body: ReadableStream<Uint8Array> | null, maxBytes: number, check: ChunkCheck = () => null): Promise<BodyRead> {
  if (!body) return { text: "" };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    const refused = size > maxBytes ? "too_large" : check(value);
    if (refused) {
      await reader.cancel().catch(() => undefined);
      return { refused };
    }
    chunks.push(value);
  }
  return { text: decoder.decode(Buffer.concat(chunks)) };
}

/**
 * Aborts when the client goes away before the answer is complete: the same rule @hono/node-server applies to the
 * Request's signal, without building the Request.
 */
export function clientGoneSignal(c: Context): AbortSignal {
  const { incoming, outgoing } = bindings(c);
  if (!incoming || !outgoing) return c.req.raw.signal;
  const controller = new AbortController();
  outgoing.once("close", () => {
    if (incoming.errored) controller.abort(incoming.errored.toString());
    else if (!outgoing.writableFinished) controller.abort("Client connection prematurely closed.");
  });
  return controller.signal;
}
