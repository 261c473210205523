/**
 * One text call of an AI function: resolve the model, shape the prompt for it, call it (whole or streamed) and
 * enforce the brand's rules on what comes back.
 */
import type { z } from "zod";
import type { BrandContext } from "../brand-context";
import { brandRules, hasBrandRules } from "../brand-context";
import { applyBrandRules } from "../brand-rules";
import type { AiGateway } from "../ai-gateway";
import type { ImageInput } from "../gateway";
import type { CallKind, ResolvedModel } from "../model-resolver";
import { buildPrompt, type PromptSpec } from "../prompting";
import { createRuleStream } from "../rule-stream";
import { unprocessable } from "@/server/lib/errors";
import { builtinWriterCanWrite, DEFAULT_LANGUAGE, isLanguageCode, languageName } from "@/shared/languages";
import { messages } from "@/shared/messages";

/** What every function needs from the request. */
export interface FunctionContext {
  ai: AiGateway;
  userId: string;
  /** The request's workspace (its AI budget and usage); absent: the user's personal workspace. */
  workspaceId?: string | null;
  brand: BrandContext | null;
  /** Aborts upstream work when the client goes away. */
  signal?: AbortSignal;
}

export interface TextJob<R> {
  operation: string;
  kind: Exclude<CallKind, "image">;
  modelRef?: string;
  spec: Omit<PromptSpec, "brand">;
  material: string;
  images?: ImageInput[];
  maxOutputTokens?: number;
  toResult(text: string): R;
}

export interface StreamedJob<R> {
  pieces: AsyncIterable<string>;
  result: Promise<R>;
}

/** The language a call writes in: the request's, else the brand's, else English. */
export function outputLanguage(ctx: FunctionContext, requested: string | undefined): string {
  if (requested) return requested;
  const brandLanguage = ctx.brand?.language;
  return isLanguageCode(brandLanguage) ? brandLanguage : DEFAULT_LANGUAGE;
}

/** The built-in writer writes English only: any other language is refused, never English under its label. */
export function assertWritable(model: ResolvedModel, language: string): void {
  if (model.provider === "builtin" && !builtinWriterCanWrite(language))
    throw unprocessable(messages.generation.builtinEnglishOnly(languageName(language)), "builtin_english_only");
}

export async function prepare(ctx: FunctionContext, job: Pick<TextJob<unknown>, "kind" | "modelRef" | "spec" | "material">, model?: ResolvedModel) {
  const resolved = model ?? (await ctx.ai.resolve(job.kind, job.modelRef));
  const language = outputLanguage(ctx, job.spec.language);
  assertWritable(resolved, language);
  const target = resolved.provider === "builtin" ? "builtin" : "provider";
  return { model: resolved, ...buildPrompt({ ...job.spec, language, brand: ctx.brand }, job.material, target) };
}

/** The model's text, with the brand's rules applied unless the caller applies them per item (`raw`). */
export async function generate(ctx: FunctionContext, job: Omit<TextJob<unknown>, "toResult">, model?: ResolvedModel, raw = false): Promise<string> {
  const call = await prepare(ctx, job, model);
  const { text } = await ctx.ai.generateText({
    userId: ctx.userId,
    workspaceId: ctx.workspaceId,
    operation: job.operation,
    model: call.model,
    system: call.system,
    prompt: call.prompt,
    images: job.images,
    maxOutputTokens: job.maxOutputTokens,
    signal: ctx.signal,
  });
  return raw ? text : applyBrandRules(text, brandRules(ctx.brand)).trim();
}

export interface StructuredShape<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  fallback: (text: string) => unknown;
}

/**
 * A structured answer (topics, ideas, alternatives, ...): JSON with a schema from models that have a JSON mode,
 * the fallback's reading of the text from the others; one retry when malformed. Brand rules are the caller's
 * (per item).
 */
export async function generateStructured<T>(ctx: FunctionContext, job: Omit<TextJob<unknown>, "toResult">, shape: StructuredShape<T>, model?: ResolvedModel): Promise<T> {
  const call = await prepare(ctx, job, model);
  const { object } = await ctx.ai.generateObject({
    userId: ctx.userId,
    workspaceId: ctx.workspaceId,
    operation: job.operation,
    model: call.model,
    system: call.system,
    prompt: call.prompt,
    images: job.images,
    maxOutputTokens: job.maxOutputTokens,
    signal: ctx.signal,
    ...shape,
  });
  return object;
}

/** The brand's rules on one piece of a structured answer. */
export function ruled(ctx: FunctionContext, text: string): string {
  return applyBrandRules(text, brandRules(ctx.brand)).trim();
}

export async function runTextJob<R>(ctx: FunctionContext, job: TextJob<R>): Promise<R> {
  return job.toResult(await generate(ctx, job));
}

/** Resolves once the first piece arrived: failures before that reject here (and become a normal error answer). */
export async function streamTextJob<R>(ctx: FunctionContext, job: TextJob<R>): Promise<StreamedJob<R>> {
  const call = await prepare(ctx, job);
  const stream = await ctx.ai.streamText({
    userId: ctx.userId,
    workspaceId: ctx.workspaceId,
    operation: job.operation,
    model: call.model,
    system: call.system,
    prompt: call.prompt,
    images: job.images,
    maxOutputTokens: job.maxOutputTokens,
    signal: ctx.signal,
  });
  const rules = brandRules(ctx.brand);
  const result = stream.done.then(({ text }) => job.toResult(applyBrandRules(text, rules).trim()));
  result.catch(() => {});
  if (!hasBrandRules(ctx.brand)) return { pieces: stream.deltas, result };

  async function* withRules(): AsyncGenerator<string> {
    const ruler = createRuleStream(rules);
    for await (const piece of stream.deltas) {
      const ready = ruler.push(piece);
      if (ready) yield ready;
    }
    const rest = ruler.end();
    if (rest) yield rest;
  }
  return { pieces: withRules(), result };
}
