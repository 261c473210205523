/** builtin-writer: the offline, template-based writer as a LanguageModelV3. */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { writeDetailed } from "../writer/run";
import { createTextModel } from "./text-model";

export interface WriterModelOptions {
  /** A fixed seed mixed into every call (tests, demos). The call's own `seed` setting is mixed in too. */
  seed?: number;
  /** Delay between streamed chunks, for demos. Default 0: no artificial delay. */
  chunkDelayMs?: number;
}

export function createWriterModel(options: WriterModelOptions = {}): LanguageModelV3 {
  return createTextModel({
    modelId: "builtin-writer",
    chunkDelayMs: options.chunkDelayMs,
    program: (parts, call) => {
      const { text, json } = writeDetailed({ system: parts.system, user: parts.user, seed: (options.seed ?? 0) ^ (call.seed ?? 0) });
      return { text, json };
    },
  });
}
