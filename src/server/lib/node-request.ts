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

/**
 * The body as text (UTF-8, a leading BOM dropped, as Request.text() reads it), or null once it is longer than
 * `maxBytes`: then the rest is left unread, and the caller's answer should close the connection (`Connection:
 * close`), so a client streaming without end costs nothing more. Undefined when the request is not a Node one or
 * its body was already read.
 */
export function readNodeBody(c: Context, maxBytes: number): Promise<string | null> | undefined {
  const { incoming } = bindings(c);
  if (!incoming || incoming.readableEnded || incoming.readableDidRead) return undefined;
  if (Number(incoming.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        done();
        incoming.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    incoming.on("data", onData).on("end", onEnd).on("error", onError);
  });
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
