/**
 * A downloaded GGUF model as a LanguageModelV3: the prompt goes to the child process, its text comes back
 * as stream parts while llama.cpp makes the tokens. The chat template is the model's own (from the GGUF).
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { HttpError, unprocessable } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { LocalModelError, type LocalRunner, type RunnerEvent } from "./runner";
import type { ChatMessage, GenerateRequest } from "./runner-protocol";

export const LOCAL_PROVIDER = "local";
const m = messages.localModels;

export interface LocalModelOptions {
  modelId: string;
  runner: LocalRunner;
  /** The model's file, or a rejection when it is not downloaded. */
  resolveFile(modelId: string): Promise<string>;
  /** Used when the call names no limit: marketing copy is short, and an unbounded answer would fill the context. */
  defaultMaxOutputTokens: number;
  defaultTemperature: number;
}

/** Maps what the runner throws to the API's error catalogue; an abort keeps its own reason. */
export function toHttpError(err: unknown): unknown {
  if (!(err instanceof LocalModelError)) return err;
  switch (err.code) {
    case "crashed":
      return new HttpError(502, "local_model_crashed", m.crashed);
    case "load_failed":
      return new HttpError(502, "local_model_load_failed", m.loadFailed);
    case "start_failed":
      return new HttpError(503, "local_model_unavailable", m.unavailable);
    case "context_too_small":
      return unprocessable(m.promptTooLong, "local_model_prompt_too_long");
    default:
      return new HttpError(502, "local_model_failed", m.generationFailed);
  }
}

function toMessages(options: LanguageModelV3CallOptions, warnings: SharedV3Warning[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const message of options.prompt) {
    if (message.role === "system") {
      out.push({ role: "system", content: message.content });
      continue;
    }
    if (message.role === "tool") continue;
    const texts: string[] = [];
    for (const part of message.content) {
      if (part.type === "text") texts.push(part.text);
      else if (part.type === "file") warnings.push({ type: "unsupported", feature: "file parts", details: "Local text models read text only." });
    }
    out.push({ role: message.role, content: texts.join("\n") });
  }
  return out;
}

function usage(input: number, output: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

const finish = (reason: "stop" | "length" | "abort"): LanguageModelV3FinishReason =>
  reason === "length" ? { unified: "length", raw: "maxTokens" } : reason === "abort" ? { unified: "other", raw: "abort" } : { unified: "stop", raw: "eogToken" };

export function createLocalLanguageModel(opts: LocalModelOptions): LanguageModelV3 {
  async function prepare(options: LanguageModelV3CallOptions) {
    const warnings: SharedV3Warning[] = [];
    if (options.tools?.length) warnings.push({ type: "unsupported", feature: "tools", details: "Local models do not call tools." });
    const modelPath = await opts.resolveFile(opts.modelId);
    const format = options.responseFormat;
    const input: Omit<GenerateRequest, "type" | "id"> = {
      modelPath,
      messages: toMessages(options, warnings),
      maxTokens: options.maxOutputTokens ?? opts.defaultMaxOutputTokens,
      temperature: options.temperature ?? opts.defaultTemperature,
      topP: options.topP,
      topK: options.topK,
      seed: options.seed,
      stop: options.stopSequences,
      jsonSchema: format?.type === "json" ? format.schema : undefined,
    };
    return { input, warnings };
  }

  async function* events(options: LanguageModelV3CallOptions, input: Omit<GenerateRequest, "type" | "id">): AsyncGenerator<RunnerEvent> {
    try {
      yield* opts.runner.generate(input, options.abortSignal);
    } catch (err) {
      throw toHttpError(err);
    }
  }

  return {
    specificationVersion: "v3",
    provider: LOCAL_PROVIDER,
    modelId: opts.modelId,
    supportedUrls: {},

    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { input, warnings } = await prepare(options);
      let text = "";
      let done: Extract<RunnerEvent, { type: "done" }> | undefined;
      for await (const event of events(options, input)) {
        if (event.type === "token") text += event.text;
        else done = event;
      }
      for (const note of done?.warnings ?? []) warnings.push({ type: "other", message: note });
      const content: LanguageModelV3Content[] = text ? [{ type: "text", text }] : [];
      return {
        content,
        finishReason: finish(done?.stopReason ?? "stop"),
        usage: usage(done?.inputTokens ?? 0, done?.outputTokens ?? 0),
        warnings,
        response: { modelId: opts.modelId },
      };
    },

    async doStream(options) {
      const { input, warnings } = await prepare(options);
      const iterator = events(options, input);
      let started = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings });
          controller.enqueue({ type: "response-metadata", modelId: opts.modelId });
        },
        async pull(controller) {
          try {
            const { value, done } = await iterator.next();
            if (done) {
              controller.close();
              return;
            }
            if (value.type === "token") {
              if (!started) controller.enqueue({ type: "text-start", id: "0" });
              started = true;
              controller.enqueue({ type: "text-delta", id: "0", delta: value.text });
              return;
            }
            if (started) controller.enqueue({ type: "text-end", id: "0" });
            controller.enqueue({
              type: "finish",
              usage: usage(value.inputTokens, value.outputTokens),
              finishReason: finish(value.stopReason),
              providerMetadata: value.warnings.length ? { local: { warnings: value.warnings } } : undefined,
            });
            controller.close();
          } catch (err) {
            controller.error(err);
          }
        },
        async cancel() {
          // The reader went away (client closed): the runner aborts the generation in the child.
          await iterator.return(undefined);
        },
      });
      return { stream };
    },
  };
}
