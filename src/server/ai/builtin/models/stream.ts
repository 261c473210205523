/** Streams finished text as v3 stream parts in word-group chunks, like a real provider would. */
import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { createRng } from "../prng";
import { finishReason } from "./usage";

/** Split text into chunks of 1–4 words (whitespace kept), so joining the chunks gives the text back exactly. */
export function chunkText(text: string, seed = 0): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const rng = createRng(seed);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const n = rng.int(1, 4);
    chunks.push(tokens.slice(i, i + n).join(""));
    i += n;
  }
  // A text of only whitespace still streams as itself.
  if (chunks.join("") !== text) return [text];
  return chunks;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

export function textStream(
  text: string,
  opts: { usage: LanguageModelV3Usage; truncated: boolean; chunkDelayMs: number; seed: number; modelId: string; abortSignal?: AbortSignal },
): ReadableStream<LanguageModelV3StreamPart> {
  const parts: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", modelId: opts.modelId },
    { type: "text-start", id: "0" },
    ...chunkText(text, opts.seed).map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "0", delta })),
    { type: "text-end", id: "0" },
    { type: "finish", usage: opts.usage, finishReason: finishReason(opts.truncated) },
  ];
  let i = 0;
  return new ReadableStream<LanguageModelV3StreamPart>({
    async pull(controller) {
      if (opts.abortSignal?.aborted) {
        controller.error(opts.abortSignal.reason);
        return;
      }
      if (i >= parts.length) {
        controller.close();
        return;
      }
      const part = parts[i++];
      if (opts.chunkDelayMs > 0 && part.type === "text-delta") {
        try {
          await sleep(opts.chunkDelayMs, opts.abortSignal);
        } catch (e) {
          controller.error(e);
          return;
        }
      }
      controller.enqueue(part);
    },
  });
}
