/** A LanguageModelV3 around an offline text program: same output for generate and stream. */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { hashString } from "../prng";
import { readPrompt, type PromptParts } from "./prompt";
import { textStream } from "./stream";
import { usage } from "./usage";

export const BUILTIN_PROVIDER = "builtin";

export interface TextProgramResult {
  text: string;
  /** JSON answers are never cut short: half a JSON document is useless. */
  json?: boolean;
}

export type TextProgram = (parts: PromptParts, options: LanguageModelV3CallOptions) => Promise<TextProgramResult> | TextProgramResult;

export interface TextModelOptions {
  modelId: string;
  program: TextProgram;
  chunkDelayMs?: number;
}

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.tools && options.tools.length > 0)
    warnings.push({ type: "unsupported", feature: "tools", details: "The built-in offline models do not call tools." });
  return warnings;
}

function truncate(text: string, maxOutputTokens: number | undefined): { text: string; truncated: boolean } {
  if (!maxOutputTokens || text.length <= maxOutputTokens * 4) return { text, truncated: false };
  const cut = text.slice(0, maxOutputTokens * 4).replace(/\s+\S*$/, "");
  return { text: cut, truncated: true };
}

export function createTextModel(opts: TextModelOptions): LanguageModelV3 {
  const run = async (options: LanguageModelV3CallOptions) => {
    options.abortSignal?.throwIfAborted();
    const parts = readPrompt(options.prompt);
    const result = await opts.program(parts, options);
    options.abortSignal?.throwIfAborted();
    const { text, truncated } = result.json ? { text: result.text, truncated: false } : truncate(result.text, options.maxOutputTokens);
    return { parts, text, truncated };
  };
  return {
    specificationVersion: "v3",
    provider: BUILTIN_PROVIDER,
    modelId: opts.modelId,
    // No URL is fetched by the model itself: the AI SDK downloads remote files and passes their bytes.
    supportedUrls: {},
    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { parts, text, truncated } = await run(options);
      return {
        content: [{ type: "text", text }],
        finishReason: truncated ? { unified: "length", raw: "length" } : { unified: "stop", raw: "stop" },
        usage: usage(parts.inputChars, text.length),
        warnings: warningsFor(options),
        response: { modelId: opts.modelId },
      };
    },
    async doStream(options): Promise<LanguageModelV3StreamResult> {
      const { parts, text, truncated } = await run(options);
      const stream = textStream(text, {
        usage: usage(parts.inputChars, text.length),
        truncated,
        chunkDelayMs: opts.chunkDelayMs ?? 0,
        seed: hashString(text),
        modelId: opts.modelId,
        abortSignal: options.abortSignal,
      });
      const warnings = warningsFor(options);
      if (warnings.length === 0) return { stream };
      // stream-start carries the warnings.
      const withWarnings = stream.pipeThrough(
        new TransformStream({
          transform(part, controller) {
            controller.enqueue(part.type === "stream-start" ? { ...part, warnings } : part);
          },
        }),
      );
      return { stream: withWarnings };
    },
  };
}
