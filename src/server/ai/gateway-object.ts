/**
 * Structured output (DESIGN §8): the call asks the model for JSON that matches a schema (the AI SDK's
 * `responseFormat: json` with the schema). Models that cannot (the built-in writer, a provider that refuses
 * the option) answer text that the caller's `fallback` reads. An answer that does not match the schema is
 * asked for once more; after that the call fails with 'Invalid response from AI service'.
 */
import { APICallError, UnsupportedFunctionalityError, type LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { z } from "zod";
import { startDeadline } from "./deadline";
import { tokens, type GatewayCore } from "./gateway-core";
import type { TextCall } from "./gateway-types";
import { withRetry } from "./retry";
import { invalidResponse } from "./upstream-errors";

export interface ObjectCall<T> extends TextCall {
  /** What the answer must be; an object at the top (providers refuse top-level arrays). */
  schema: z.ZodType<T>;
  /** A short name of the shape (some providers show it to the model). */
  schemaName: string;
  /** Reads the shape out of plain text, for models without JSON output; answer undefined when it can't. */
  fallback: (text: string) => unknown;
}

export interface ObjectOutcome<T> {
  object: T;
  /** Whether the model answered in JSON mode (false: the fallback read its text). */
  structured: boolean;
  tokensIn: number | null;
  tokensOut: number | null;
}

type JsonSchema = NonNullable<Extract<LanguageModelV3CallOptions["responseFormat"], { type: "json" }>["schema"]>;

/** Attempts per call: the first answer and one more when it is malformed. */
export const OBJECT_ATTEMPTS = 2;

function jsonOf(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, "").trim();
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

function textOf(content: { type: string; text?: string }[]): string {
  return content
    .filter((part) => part.type === "text")
    .map((part) => part.text ?? "")
    .join("")
    .trim();
}

/**
 * A provider that refuses the JSON mode it was asked for: the SDK says so itself, or the server answers 400/422
 * (an OpenAI-compatible server without `response_format` support, for instance).
 */
function refusesJsonMode(err: unknown): boolean {
  if (UnsupportedFunctionalityError.isInstance(err)) return true;
  return APICallError.isInstance(err) && (err.statusCode === 400 || err.statusCode === 422);
}

/** Whether a model can be asked for JSON at all (the built-in template writer cannot). */
export function supportsJsonOutput(provider: string): boolean {
  return provider !== "builtin";
}

export async function generateObject<T>(core: GatewayCore, call: ObjectCall<T>): Promise<ObjectOutcome<T>> {
  let structured = supportsJsonOutput(call.model.provider);
  const jsonSchema = z.toJSONSchema(call.schema, { target: "draft-7", io: "output" }) as JsonSchema;
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const deadline = startDeadline(core.deps.timeouts.textMs, call.signal);
    let text: string;
    let used: ReturnType<typeof tokens>;
    try {
      const lm = core.languageModel(call.model);
      const run = (json: boolean) => {
        const options = core.callOptions(call, deadline.signal);
        if (json) options.responseFormat = { type: "json", schema: jsonSchema, name: call.schemaName };
        return withRetry(core.deps.retry, deadline.signal, () => lm.doGenerate(options));
      };
      let result;
      try {
        result = await run(structured);
      } catch (err) {
        if (!structured || !refusesJsonMode(err)) throw err;
        // The provider has no JSON mode: read its plain answer instead, for this and later attempts.
        structured = false;
        result = await run(false);
      }
      text = textOf(result.content);
      used = tokens(result.usage);
    } catch (err) {
      throw core.failed(call, started, err, deadline);
    } finally {
      deadline.clear();
    }
    const candidates = structured ? [jsonOf(text), call.fallback(text)] : [call.fallback(text)];
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const parsed = call.schema.safeParse(candidate);
      if (parsed.success) {
        core.succeeded(call, started, used);
        return { object: parsed.data, structured, ...used };
      }
    }
    // Malformed: recorded as such and asked once more; then the caller gets 'Invalid response from AI service'.
    const malformed = core.failed(call, started, invalidResponse(), deadline);
    core.deps.logger.warn({ operation: call.operation, provider: call.model.provider, model: call.model.modelId, attempt }, "AI answer did not match the schema");
    if (attempt >= OBJECT_ATTEMPTS) throw malformed;
  }
}
