/** A profile derived from samples (models without structured output): statistics and words, deterministic. */
import { describe, expect, it } from "vitest";
import { voiceProfileSchema } from "@/shared/contracts/brand-voice";
import { deriveVoiceProfile } from "./voice-derive";

const samples = [
  "We ship small improvements every week! Your feedback shapes the roadmap. Tell us what you need.",
  "We love hearing from customers. Our roadmap is public! Vote for the improvements you want.",
  "Every week we ship. Your roadmap votes matter to us. Thanks for building with us!",
];

describe("deriveVoiceProfile", () => {
  it("measures sentence length and the voice's traits from the samples", () => {
    const profile = deriveVoiceProfile(samples);
    expect(voiceProfileSchema.safeParse(profile).success).toBe(true);
    expect(profile.sentence_length.average_words).toBe(5);
    expect(profile.sentence_length.max_words).toBe(13);
    expect(profile.tone).toContain('speaks as "we"');
    expect(profile.tone).toContain("short, punchy sentences");
    expect(profile.tone).toContain("exclamation marks");
    expect(profile.tone).toContain("no emojis");
  });

  it("keeps the distinctive words several samples share, and jargon they never use to avoid", () => {
    const profile = deriveVoiceProfile(samples);
    expect(profile.vocabulary_use.slice(0, 3)).toEqual(["roadmap", "improvements", "ship"]);
    expect(profile.vocabulary_use).not.toContain("the");
    expect(profile.vocabulary_avoid).toContain("synergy");
    expect(profile.example_phrasings[0]).toBe("We ship small improvements every week!");
  });

  it("gives the same profile for the same samples", () => {
    expect(deriveVoiceProfile(samples)).toEqual(deriveVoiceProfile([...samples]));
  });

  it("notices emojis and long sentences", () => {
    const profile = deriveVoiceProfile([
      "The quarterly report describes in considerable detail how the organisation allocated its financial and human resources across all of its regions last year 🚀",
      "The committee reviewed every single proposal carefully over several months and then published a comprehensive summary of all the decisions it reached.",
      "Stakeholders received the complete documentation together with a detailed explanation of the methodology that the analysts used throughout the entire process.",
    ]);
    expect(profile.tone).toContain("uses emojis");
    expect(profile.tone).toContain("long, detailed sentences");
    expect(profile.tone).toContain("impersonal");
  });
});
