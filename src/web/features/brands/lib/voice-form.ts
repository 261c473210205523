/** The brand voice editor's text fields, and the API body they make (lists from comma- and line-separated text). */
import type { BrandVoice, UpdateBrandVoiceBody, VoiceProfile, VoiceSource } from "@/shared/contracts/brand-voice";

export interface ProfileForm {
  tone: string;
  averageWords: string;
  maxWords: string;
  use: string;
  avoid: string;
  phrasings: string;
}
export interface SpellingRow {
  use: string;
  insteadOf: string;
}
export interface BannedRow {
  word: string;
  instead: string;
}
export interface VoiceForm {
  profile: ProfileForm | null;
  source: VoiceSource | null;
  spellings: SpellingRow[];
  banned: BannedRow[];
}

export const profileToForm = (p: VoiceProfile): ProfileForm => ({
  tone: p.tone,
  averageWords: String(p.sentence_length.average_words),
  maxWords: String(p.sentence_length.max_words),
  use: p.vocabulary_use.join(", "),
  avoid: p.vocabulary_avoid.join(", "),
  phrasings: p.example_phrasings.join("\n"),
});

export const voiceToForm = (v: BrandVoice): VoiceForm => ({
  profile: v.profile ? profileToForm(v.profile) : null,
  source: v.profile_source,
  spellings: v.required_spellings.map((s) => ({ use: s.use, insteadOf: s.instead_of.join(", ") })),
  banned: v.banned_words.map((b) => ({ word: b.word, instead: b.instead ?? "" })),
});

const split = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);
const words = (n: string, fallback: number) => {
  const v = Math.round(Number(n));
  return Number.isFinite(v) && v >= 1 ? Math.min(v, 200) : fallback;
};

export function formToProfile(f: ProfileForm): VoiceProfile {
  const average = words(f.averageWords, 15);
  return {
    tone: f.tone.trim(),
    sentence_length: { average_words: average, max_words: Math.max(average, words(f.maxWords, average * 2)) },
    vocabulary_use: split(f.use, /,/),
    vocabulary_avoid: split(f.avoid, /,/),
    example_phrasings: split(f.phrasings, /\n/),
  };
}

/** The PUT body: rows left blank are dropped. */
export function formToBody(f: VoiceForm): UpdateBrandVoiceBody {
  return {
    profile: f.profile && f.profile.tone.trim() ? formToProfile(f.profile) : null,
    profile_source: f.source,
    required_spellings: f.spellings
      .filter((s) => s.use.trim() && s.insteadOf.trim())
      .map((s) => ({ use: s.use.trim(), instead_of: split(s.insteadOf, /,/) })),
    banned_words: f.banned.filter((b) => b.word.trim()).map((b) => ({ word: b.word.trim(), instead: b.instead.trim() || null })),
  };
}
