/** A brand_voices row read back: its JSON columns checked against the contract (a bad stored value reads as empty). */
import { z } from "zod";
import { bannedWordSchema, requiredSpellingSchema, voiceProfileSchema, type VoiceRules } from "@/shared/contracts/brand-voice";
import type { brandVoices } from "./schema";

type VoiceRow = typeof brandVoices.$inferSelect;

const or = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export function toVoiceRules(row: Pick<VoiceRow, "profile" | "requiredSpellings" | "bannedWords">): VoiceRules {
  return {
    profile: or(voiceProfileSchema.nullable(), row.profile ?? null, null),
    required_spellings: or(z.array(requiredSpellingSchema), row.requiredSpellings, []),
    banned_words: or(z.array(bannedWordSchema), row.bannedWords, []),
  };
}
