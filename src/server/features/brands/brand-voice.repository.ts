/** A brand's voice row (brand_voices), read and written in the brand's workspace. */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { brandVoices } from "@/server/db/schema";
import { toVoiceRules } from "@/server/db/voice-rows";
import { toIso } from "@/server/db/helpers";
import { VOICE_SOURCES, type BrandVoice, type UpdateBrandVoiceBody, type VoiceSource } from "@/shared/contracts/brand-voice";

type VoiceRow = typeof brandVoices.$inferSelect;

/** The voice of a brand, or the empty one when none was saved. */
export function toBrandVoice(brandId: string, row: VoiceRow | undefined): BrandVoice {
  const rules = row ? toVoiceRules(row) : { profile: null, required_spellings: [], banned_words: [] };
  const source = VOICE_SOURCES.find((s) => s === row?.profileSource) ?? null;
  return { brand_id: brandId, ...rules, profile_source: rules.profile ? source : null, updated_at: row ? (toIso(row.updatedAt) ?? row.updatedAt) : null };
}

export function createBrandVoiceRepository(db: Db) {
  return {
    async find(workspaceId: string, brandId: string): Promise<VoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(brandVoices)
        .where(and(eq(brandVoices.workspaceId, workspaceId), eq(brandVoices.brandId, brandId)))
        .limit(1);
      return row;
    },

    /** Writes the fields given (absent ones keep their value); the caller checked the brand is the workspace's. */
    async save(workspaceId: string, brandId: string, body: UpdateBrandVoiceBody & { profile_source?: VoiceSource | null }, now: string): Promise<VoiceRow> {
      const set: Partial<typeof brandVoices.$inferInsert> = { updatedAt: now };
      if (body.profile !== undefined) set.profile = body.profile;
      if (body.profile_source !== undefined) set.profileSource = body.profile_source;
      if (body.required_spellings !== undefined) set.requiredSpellings = body.required_spellings;
      if (body.banned_words !== undefined) set.bannedWords = body.banned_words;
      const [row] = await db
        .insert(brandVoices)
        .values({ brandId, workspaceId, ...set })
        .onConflictDoUpdate({ target: brandVoices.brandId, set })
        .returning();
      return row;
    },
  };
}
