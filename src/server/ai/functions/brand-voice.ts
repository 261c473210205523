/**
 * Brand voice with a model (issue 27): learn a profile from samples (structured output, validated, asked once more
 * when broken; derived from the samples when the model has no structured output), check a text (the rules on the
 * server, the tone by the model when it can answer JSON) and fix it (rewritten by the model with the issues
 * listed, the terminology applied after).
 */
import { z } from "zod";
import { voiceProfileSchema, VOICE, type LearnedVoice, type VoiceCheck, type VoiceFix, type VoiceIssue, type VoiceRules } from "@/shared/contracts/brand-voice";
import { brandRules, type BrandContext } from "../brand-context";
import { applyBrandRules } from "../brand-rules";
import { fixByRules, ruleIssues, voiceScore } from "../brand-voice";
import { supportsJsonOutput } from "../gateway-object";
import type { ResolvedModel } from "../model-resolver";
import { brandSection } from "../prompting";
import { deriveVoiceProfile } from "../voice-derive";
import type { FunctionContext } from "./text-job";

/** A JSON object somewhere in a model's text (a fenced block, or prose around it). */
export function jsonInText(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

const LEARN_SYSTEM = [
  "You are a brand voice analyst. From the writing samples in the user message, describe the brand's voice so that a writer can reproduce it.",
  "Answer only a JSON object with these keys:",
  '- "tone": one or two sentences on the tone and how the brand addresses the reader;',
  '- "sentence_length": {"average_words": integer, "max_words": integer} measured from the samples;',
  '- "vocabulary_use": up to 20 words or short phrases the brand likes to use;',
  '- "vocabulary_avoid": up to 20 words or phrases that would sound off-brand;',
  '- "example_phrasings": up to 5 short phrasings typical of the samples.',
].join("\n");

const samplesMaterial = (samples: string[]) => samples.map((s, i) => `Sample ${i + 1}:\n${s.trim()}`).join("\n\n");

async function modelFor(ctx: FunctionContext, modelRef: string | undefined): Promise<ResolvedModel> {
  return ctx.ai.resolve("text", modelRef);
}

const call = (ctx: FunctionContext, operation: string, model: ResolvedModel) => ({ userId: ctx.userId, workspaceId: ctx.workspaceId, operation, model, signal: ctx.signal });

/** A profile from the samples: the model's structured answer, or derived from the samples when it has none. */
export async function learnVoice(ctx: FunctionContext, samples: string[], modelRef?: string): Promise<LearnedVoice> {
  const model = await modelFor(ctx, modelRef);
  if (!supportsJsonOutput(model.provider)) return { profile: deriveVoiceProfile(samples), source: "derived" };
  const { object } = await ctx.ai.generateObject({
    ...call(ctx, "voice-learn", model),
    system: LEARN_SYSTEM,
    prompt: samplesMaterial(samples),
    schema: voiceProfileSchema,
    schemaName: "voice_profile",
    fallback: jsonInText,
  });
  return { profile: object, source: "model" };
}

/** What the model answers about the tone: passages quoted from the text, each with why it is off-voice. */
export const toneAnswerSchema = z.object({
  issues: z.array(z.object({ quote: z.string().min(1).max(VOICE.checkChars), reason: z.string().min(1).max(500) })).max(10),
});

/** The model's quotes placed in the text; a quote that is not in it (or overlaps a rule's issue) is dropped. */
export function placeToneIssues(text: string, answer: z.infer<typeof toneAnswerSchema>, taken: VoiceIssue[]): VoiceIssue[] {
  const out: VoiceIssue[] = [];
  for (const { quote, reason } of answer.issues) {
    const start = text.indexOf(quote.trim());
    if (start < 0 || !quote.trim()) continue;
    const end = start + quote.trim().length;
    if ([...taken, ...out].some((i) => i.kind !== "sentence_length" && start < i.end && i.start < end)) continue;
    out.push({ kind: "tone", start, end, text: quote.trim(), reason, suggestion: null });
  }
  return out;
}

function toneSystem(brand: BrandContext): string {
  return [
    "You are a brand voice editor. Judge whether the text in the user message matches the brand's voice below.",
    `## Brand\n${brandSection(brand)}`,
    'Answer only a JSON object {"issues": [{"quote": "...", "reason": "..."}]}: each quote copied exactly from the text (a phrase or sentence) that is off-voice, with a short reason. No issues: {"issues": []}.',
  ].join("\n\n");
}

/** The voice check: the rules' issues (no model), plus the tone's from a model with structured output. */
export async function checkVoice(ctx: FunctionContext, brand: BrandContext, voice: VoiceRules, text: string, modelRef?: string): Promise<VoiceCheck> {
  const rules = ruleIssues(text, voice);
  const model = await modelFor(ctx, modelRef);
  if (!supportsJsonOutput(model.provider)) return { score: voiceScore(rules), issues: rules, tone_checked_by: "rules" };
  const { object } = await ctx.ai.generateObject({
    ...call(ctx, "voice-check", model),
    system: toneSystem(brand),
    prompt: text,
    schema: toneAnswerSchema,
    schemaName: "voice_check",
    fallback: jsonInText,
  });
  const issues = [...rules, ...placeToneIssues(text, object, rules)].sort((a, b) => a.start - b.start || b.end - a.end);
  return { score: voiceScore(issues), issues, tone_checked_by: "model" };
}

function fixSystem(brand: BrandContext, issues: VoiceIssue[]): string {
  const listed = issues.map((i) => `- "${i.text}": ${i.reason}${i.suggestion ? ` Write "${i.suggestion}".` : ""}`).join("\n");
  return [
    "You are a brand voice editor. Rewrite the text in the user message so that it matches the brand's voice, fixing every issue listed. Keep its meaning, facts, links, format and language; change as little as needed.",
    `## Brand\n${brandSection(brand)}`,
    `## Issues\n${listed}`,
    "Answer only the rewritten text, with no preamble or comment.",
  ].join("\n\n");
}

/**
 * The fix: the model rewrites the text with the issues listed (a model without structured output, the built-in
 * writer, cannot edit a text: the rules fix what they can), then the brand's rules and terminology are applied.
 */
export async function fixVoice(ctx: FunctionContext, brand: BrandContext, voice: VoiceRules, text: string, modelRef?: string): Promise<VoiceFix> {
  const before = await checkVoice(ctx, brand, voice, text, modelRef);
  const model = await modelFor(ctx, modelRef);
  let fixed = text;
  let by: VoiceFix["fixed_by"] = "rules";
  if (supportsJsonOutput(model.provider) && before.issues.length > 0) {
    const answer = await ctx.ai.generateText({ ...call(ctx, "voice-fix", model), system: fixSystem(brand, before.issues), prompt: text });
    fixed = answer.text;
    by = "model";
  }
  fixed = fixByRules(applyBrandRules(fixed, brandRules(brand)), voice).trim();
  const check = await checkVoice(ctx, brand, voice, fixed, modelRef);
  return { text: fixed, fixed_by: by, check };
}
