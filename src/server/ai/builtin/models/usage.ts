/** Token usage in the v3 shape, approximated as one token per four characters. */
import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";

export const approxTokens = (chars: number) => Math.ceil(chars / 4);

export function usage(inputChars: number, outputChars: number): LanguageModelV3Usage {
  const input = approxTokens(inputChars);
  const output = approxTokens(outputChars);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

export function finishReason(truncated: boolean): LanguageModelV3FinishReason {
  return truncated ? { unified: "length", raw: "length" } : { unified: "stop", raw: "stop" };
}
