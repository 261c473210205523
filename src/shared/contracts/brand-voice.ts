/**
 * A brand's voice (issue 27, points 4 and 5): a profile learned from 3 to 10 samples, the brand's terminology
 * (required spellings and banned words), and the voice check of a draft against both.
 */
import { z } from "zod";
import { messages } from "../messages";

export const VOICE = {
  samples: { min: 3, max: 10, chars: 5000 },
  /** Lists of words and phrasings in a profile. */
  listItems: 20,
  itemChars: 200,
  toneChars: 500,
  terms: 100,
  termChars: 80,
  checkChars: 20000,
  /** A sentence longer than this (words) breaks a profile that sets no maximum. */
  defaultMaxWords: 30,
} as const;

/** The most characters a profile holds: its tone and three lists. */
export const VOICE_PROFILE_CHARS = VOICE.toneChars + 3 * VOICE.listItems * VOICE.itemChars;

const item = z.string().trim().min(1).max(VOICE.itemChars);
const list = z.array(item).max(VOICE.listItems);

/** What a model must answer when asked for a profile; validated, and asked once more when it does not match. */
export const voiceProfileSchema = z.object({
  tone: z.string().trim().min(1).max(VOICE.toneChars),
  sentence_length: z.object({
    average_words: z.number().int().min(1).max(200),
    max_words: z.number().int().min(1).max(200),
  }),
  vocabulary_use: list,
  vocabulary_avoid: list,
  example_phrasings: list,
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

/** "model": a model answered the profile; "derived": computed from the samples (models without structured output). */
export const VOICE_SOURCES = ["model", "derived", "edited"] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

const term = z.string().trim().min(1, messages.brandVoice.termRequired).max(VOICE.termChars);

/** A required spelling: `use` is the brand's spelling, `instead_of` the spellings it replaces ("e-mail" -> "email"). */
export const requiredSpellingSchema = z.object({ use: term, instead_of: z.array(term).min(1, messages.brandVoice.termRequired).max(10) });
export type RequiredSpelling = z.infer<typeof requiredSpellingSchema>;
/** A banned word or phrase, with what to write instead (null: leave it out). */
export const bannedWordSchema = z.object({ word: term, instead: term.nullable() });
export type BannedWord = z.infer<typeof bannedWordSchema>;

/** What generation and the check need of a brand's voice. */
export interface VoiceRules {
  profile: VoiceProfile | null;
  required_spellings: RequiredSpelling[];
  banned_words: BannedWord[];
}

export const brandVoiceSchema = z.object({
  brand_id: z.string().uuid(),
  profile: voiceProfileSchema.nullable(),
  profile_source: z.enum(VOICE_SOURCES).nullable(),
  required_spellings: z.array(requiredSpellingSchema),
  banned_words: z.array(bannedWordSchema),
  updated_at: z.string().nullable(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;

export const updateBrandVoiceBody = z.strictObject({
  profile: voiceProfileSchema.nullable().optional(),
  profile_source: z.enum(VOICE_SOURCES).nullable().optional(),
  required_spellings: z.array(requiredSpellingSchema).max(VOICE.terms).optional(),
  banned_words: z.array(bannedWordSchema).max(VOICE.terms).optional(),
});
export type UpdateBrandVoiceBody = z.input<typeof updateBrandVoiceBody>;

export const learnVoiceBody = z.strictObject({
  samples: z
    .array(z.string().trim().min(1).max(VOICE.samples.chars))
    .min(VOICE.samples.min, messages.brandVoice.samplesRange)
    .max(VOICE.samples.max, messages.brandVoice.samplesRange),
  modelId: z.string().optional(),
});

export const learnedVoiceSchema = z.object({
  profile: voiceProfileSchema,
  /** "derived" when the model had no structured output and the profile was computed from the samples. */
  source: z.enum(["model", "derived"]),
});
export type LearnedVoice = z.infer<typeof learnedVoiceSchema>;

export const VOICE_ISSUE_KINDS = ["banned_word", "spelling", "sentence_length", "tone"] as const;
export type VoiceIssueKind = (typeof VOICE_ISSUE_KINDS)[number];

export const voiceIssueSchema = z.object({
  kind: z.enum(VOICE_ISSUE_KINDS),
  /** The passage in the checked text: [start, end) in UTF-16 code units. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
  reason: z.string(),
  /** What to write instead, when the rule says (a required spelling, a banned word's replacement). */
  suggestion: z.string().nullable(),
});
export type VoiceIssue = z.infer<typeof voiceIssueSchema>;

export const voiceCheckBody = z.strictObject({
  text: z.string().min(1, messages.brandVoice.textRequired).max(VOICE.checkChars),
  modelId: z.string().optional(),
});

export const voiceCheckSchema = z.object({
  score: z.number().int().min(0).max(100),
  issues: z.array(voiceIssueSchema),
  /** "model": the tone was judged by a model with structured output; "rules": terminology and length only. */
  tone_checked_by: z.enum(["model", "rules"]),
});
export type VoiceCheck = z.infer<typeof voiceCheckSchema>;

export const voiceFixBody = z.strictObject({
  text: z.string().min(1, messages.brandVoice.textRequired).max(VOICE.checkChars),
  modelId: z.string().optional(),
});

export const voiceFixSchema = z.object({
  text: z.string(),
  /** "model": rewritten by the model with the issues listed (then the terminology applied); "rules": terminology only. */
  fixed_by: z.enum(["model", "rules"]),
  /** The check of the fixed text. */
  check: voiceCheckSchema,
});
export type VoiceFix = z.infer<typeof voiceFixSchema>;
