/**
 * A streamed text call. It resolves once the first piece of text arrived, so failures before that (model,
 * upstream status, timeout, an empty answer) reject like a whole call; later failures end the pieces with an
 * error and reject `done`. A consumer that stops early cancels the upstream.
 */
import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import type { HttpError } from "@/server/lib/errors";
import { startDeadline } from "./deadline";
import { tokens, type GatewayCore } from "./gateway-core";
import type { TextCall, TextOutcome, TextStream } from "./gateway-types";
import { withRetry } from "./retry";
import { clientClosed, invalidResponse } from "./upstream-errors";

export async function streamText(core: GatewayCore, call: TextCall): Promise<TextStream> {
  const { deps } = core;
  const started = performance.now();
  // For a stream the deadline is the longest silence: every part starts it again.
  const deadline = startDeadline(deps.timeouts.textMs, call.signal);
  let reader: ReadableStreamDefaultReader<LanguageModelV3StreamPart>;
  let text = "";
  let usage: LanguageModelV3Usage | undefined;
  let settled = false;

  /** The next text piece, or null at the end. Throws what the provider sent as an error part. */
  const next = async (): Promise<string | null> => {
    for (;;) {
      const { done, value } = await reader.read();
      deadline.reset();
      if (done) return null;
      if (value.type === "text-delta" && value.delta) return value.delta;
      if (value.type === "finish") usage = value.usage;
      if (value.type === "error") throw value.error;
    }
  };

  let first: string;
  try {
    const lm = core.languageModel(call.model);
    const { stream } = await withRetry(deps.retry, deadline.signal, () => lm.doStream(core.callOptions(call, deadline.signal)));
    reader = stream.getReader();
    const piece = await next();
    if (piece === null) throw invalidResponse();
    first = piece;
    text = piece;
  } catch (err) {
    deadline.clear();
    throw core.failed(call, started, err, deadline);
  }

  let resolveDone!: (o: TextOutcome) => void;
  let rejectDone!: (e: HttpError) => void;
  const done = new Promise<TextOutcome>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  // Nobody may be listening when it fails (the pieces' consumer sees the same error).
  done.catch(() => {});

  async function* deltas(): AsyncGenerator<string> {
    try {
      yield first;
      for (let piece = await next(); piece !== null; piece = await next()) {
        text += piece;
        yield piece;
      }
      if (!text.trim()) throw invalidResponse();
      settled = true;
      core.succeeded(call, started, tokens(usage));
      resolveDone({ text: text.trim(), ...tokens(usage) });
    } catch (err) {
      settled = true;
      const mapped = core.failed(call, started, err, deadline);
      rejectDone(mapped);
      throw mapped;
    } finally {
      deadline.clear();
      if (!settled) {
        // The consumer stopped early (the client went away): stop the upstream too.
        await reader.cancel().catch(() => {});
        const closed = clientClosed();
        core.usage.record({
          userId: call.userId,
          workspaceId: call.workspaceId ?? null,
          model: call.model.modelId,
          provider: call.model.provider,
          operation: call.operation,
          tokensIn: null,
          tokensOut: null,
          latencyMs: Math.round(performance.now() - started),
          outcome: "error",
          errorCode: closed.code,
        });
        rejectDone(closed);
      }
    }
  }

  return { deltas: deltas(), done };
}
