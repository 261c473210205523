import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brandStrategy } from "./content";
import { workspaceRef } from "./workspaces";
import { updatedAt } from "./columns";

/**
 * A brand's voice (issue 27): the profile learned from samples (and edited), and its terminology. One row per
 * brand, gone with the brand; kept apart from brand_strategy so the brand kit and the voice change independently.
 */
export const brandVoices = pgTable(
  "brand_voices",
  {
    brandId: uuid("brand_id")
      .primaryKey()
      .references(() => brandStrategy.id, { onDelete: "cascade" }),
    workspaceId: workspaceRef(),
    /** VoiceProfile (src/shared/contracts/brand-voice.ts); null: none learned yet. */
    profile: jsonb("profile"),
    /** "model", "derived" or "edited"; null with no profile. */
    profileSource: text("profile_source"),
    /** RequiredSpelling[] */
    requiredSpellings: jsonb("required_spellings").notNull().default([]),
    /** BannedWord[] */
    bannedWords: jsonb("banned_words").notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [index("brand_voices_workspace_idx").on(t.workspaceId)],
);
