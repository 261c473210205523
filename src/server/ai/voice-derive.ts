/**
 * A voice profile computed from samples, for models without structured output (the built-in writer): sentence
 * length statistics, the distinctive words the samples share, how they address the reader, exclamation marks,
 * questions and emojis. Deterministic: the same samples always give the same profile.
 */
import { VOICE, voiceProfileSchema, type VoiceProfile } from "@/shared/contracts/brand-voice";
import { messages } from "@/shared/messages";
import { sentences, wordCount } from "./brand-voice";

const tone = messages.brandVoice.derivedTone;

const STOPWORDS = new Set(
  (
    "about above after again against all also and any are because been before being below between both but can could did does doing down during each " +
    "even every few for from further had has have having here hers herself him himself his how into its itself just like more most much must " +
    "now off once only other ours ourselves out over own same she should some such than that the their theirs them themselves then there these " +
    "they this those through too under until very was were what when where which while who whom why will with would you your yours yourself " +
    "yourselves our we us i me my mine get got make made one two new today it's we're you're don't can't let's"
  ).split(" "),
);

/** Jargon a derived profile avoids when the samples never use it. */
const JARGON = ["synergy", "leverage", "utilize", "paradigm", "best-in-class", "game-changer", "disrupt", "cutting-edge"];

const EMOJI_RE = /\p{Extended_Pictographic}/gu;

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}][\p{L}'-]*[\p{L}]/gu) ?? []).filter((w) => w.length >= 4 && !STOPWORDS.has(w));
}

/** Words that several samples share, most widespread then most frequent, then alphabetical (stable). */
function distinctive(samples: string[], limit: number): string[] {
  const inSamples = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of samples) {
    const list = words(sample);
    for (const w of list) total.set(w, (total.get(w) ?? 0) + 1);
    for (const w of new Set(list)) inSamples.set(w, (inSamples.get(w) ?? 0) + 1);
  }
  const needed = samples.length >= 3 ? 2 : 1;
  return [...inSamples.entries()]
    .filter(([, n]) => n >= needed)
    .sort(([a, na], [b, nb]) => nb - na || (total.get(b) ?? 0) - (total.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, limit)
    .map(([w]) => w);
}

function person(text: string): keyof typeof tone.person {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const we = count(/\b(?:we|our|us|ours)\b/gi);
  const i = count(/\b(?:i|my|me|mine)\b/g) + count(/\bI\b/g);
  const you = count(/\b(?:you|your|yours)\b/gi);
  if (we >= i && we > 0) return "we";
  if (i > 0) return "i";
  return you > 0 ? "you" : "none";
}

const clip = (s: string) => (s.length > VOICE.itemChars ? `${s.slice(0, VOICE.itemChars - 1)}…` : s);

export function deriveVoiceProfile(samples: string[]): VoiceProfile {
  const all = samples.join("\n");
  const spans = samples.flatMap((s) => sentences(s));
  const counts = spans.map((s) => wordCount(s.text)).filter((n) => n > 0);
  const average = counts.length ? Math.max(1, Math.round(counts.reduce((a, b) => a + b, 0) / counts.length)) : 12;
  const longest = counts.length ? Math.max(...counts) : average;
  // Generous room above the average and the longest sample sentence: a few samples understate a voice's range,
  // and a maximum that its own samples nearly break would flag most of what the brand writes.
  const max = Math.min(200, Math.max(average + 8, Math.round(average * 2), longest + 3));

  const exclaims = (all.match(/!/g) ?? []).length / Math.max(1, spans.length);
  const questions = (all.match(/\?/g) ?? []).length;
  const emojis = (all.match(EMOJI_RE) ?? []).length;
  const traits = ([
    tone.person[person(all)],
    average <= 10 ? tone.length.short : average <= 20 ? tone.length.medium : tone.length.long,
    exclaims >= 0.25 ? tone.exclaims.often : tone.exclaims.rarely,
    emojis > 0 ? tone.emoji.often : tone.emoji.never,
    questions > 0 ? tone.questions : null,
  ] as (string | null)[]).filter((t): t is string => Boolean(t));

  const lower = all.toLowerCase();
  const phrasings = samples
    .map((s) => sentences(s).find((x) => wordCount(x.text) >= 3 && wordCount(x.text) <= max)?.text)
    .filter((s): s is string => Boolean(s))
    .slice(0, 5)
    .map(clip);

  return voiceProfileSchema.parse({
    tone: clip(traits.join("; ")),
    sentence_length: { average_words: average, max_words: max },
    vocabulary_use: distinctive(samples, 8),
    vocabulary_avoid: JARGON.filter((j) => !lower.includes(j)).slice(0, 6),
    example_phrasings: phrasings,
  });
}
