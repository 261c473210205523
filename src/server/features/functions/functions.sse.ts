/**
 * A streamed function answer as Server-Sent Events: `delta` {text} pieces, then `done` with the final JSON result
 * (brand rules applied; `finish` adds what the server did with it, such as the History item it wrote, before the
 * event goes out) or `error` {code, message}. 5xx details never leave the server.
 */
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "@/server/app-env";
import type { StreamedJob } from "@/server/ai/functions/text-job";
import { HttpError } from "@/server/lib/errors";
import { messages } from "@/shared/messages";

function errorData(err: unknown): { code: string; message: string } {
  if (err instanceof HttpError) return { code: err.code, message: err.message };
  return { code: "internal_error", message: messages.api.internal };
}

export function sseResponse<R>(c: Context<AppEnv>, job: StreamedJob<R>, onFailure?: () => Promise<void>, finish?: (result: R) => Promise<unknown>): Response {
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    try {
      for await (const text of job.pieces) {
        if (stream.aborted) break;
        await stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
      }
      if (stream.aborted) {
        await onFailure?.().catch(() => undefined);
        return;
      }
      const result = await job.result;
      await stream.writeSSE({ event: "done", data: JSON.stringify(finish ? await finish(result) : result) });
    } catch (err) {
      if (!(err instanceof HttpError)) c.var.log.error({ err }, "streamed AI function failed");
      await onFailure?.().catch(() => undefined);
      if (!stream.aborted) await stream.writeSSE({ event: "error", data: JSON.stringify(errorData(err)) });
    }
  });
}
