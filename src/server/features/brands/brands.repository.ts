import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { brandStrategy } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";
import type { Brand, SpellingPreference } from "@/shared/contracts/brands";

type BrandRow = typeof brandStrategy.$inferSelect;
type BrandValues = Omit<typeof brandStrategy.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

/** The API's snake_case fields, as parsed from a body (absent keys stay absent). */
export interface BrandInput {
  brand_name?: string;
  mission?: string | null;
  vision?: string | null;
  target_audience?: string | null;
  brand_voice?: string | null;
  key_messaging?: string | null;
  spelling_preference?: SpellingPreference | null;
  no_dashes?: boolean;
  no_semicolons?: boolean;
  no_emojis?: boolean;
  key_topics?: string | null;
  content_guidelines?: string | null;
  additional_notes?: string | null;
  language?: string | null;
}

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    user_id: row.userId,
    brand_name: row.brandName,
    mission: row.mission,
    vision: row.vision,
    target_audience: row.targetAudience,
    brand_voice: row.brandVoice,
    key_messaging: row.keyMessaging,
    spelling_preference: row.spellingPreference === "american" || row.spellingPreference === "british" ? row.spellingPreference : null,
    no_dashes: row.noDashes,
    no_semicolons: row.noSemicolons,
    no_emojis: row.noEmojis,
    key_topics: row.keyTopics,
    content_guidelines: row.contentGuidelines,
    additional_notes: row.additionalNotes,
    language: row.language,
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

function toValues(input: BrandInput): Partial<BrandValues> {
  const values: Partial<BrandValues> = {
    brandName: input.brand_name,
    mission: input.mission,
    vision: input.vision,
    targetAudience: input.target_audience,
    brandVoice: input.brand_voice,
    keyMessaging: input.key_messaging,
    spellingPreference: input.spelling_preference,
    noDashes: input.no_dashes,
    noSemicolons: input.no_semicolons,
    noEmojis: input.no_emojis,
    keyTopics: input.key_topics,
    contentGuidelines: input.content_guidelines,
    additionalNotes: input.additional_notes,
    language: input.language,
  };
  // Absent keys must not become nulls: drop undefined so defaults (insert) and current values (update) hold.
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<BrandValues>;
}

export function createBrandsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(brandStrategy.userId, userId), eq(brandStrategy.id, id));

  return {
    async list(userId: string, limit: number, cursor?: Cursor): Promise<BrandRow[]> {
      return db
        .select()
        .from(brandStrategy)
        .where(and(eq(brandStrategy.userId, userId), afterCursor(brandStrategy.createdAt, brandStrategy.id, cursor)))
        .orderBy(desc(brandStrategy.createdAt), desc(brandStrategy.id))
        .limit(limit + 1);
    },

    async find(userId: string, id: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brandStrategy).where(owned(userId, id)).limit(1);
      return row;
    },

    async insert(userId: string, input: BrandInput & { brand_name: string }, now: string): Promise<BrandRow> {
      const [row] = await db
        .insert(brandStrategy)
        .values({ ...toValues(input), brandName: input.brand_name, userId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async update(userId: string, id: string, input: BrandInput, now: string): Promise<BrandRow | undefined> {
      const [row] = await db.update(brandStrategy).set({ ...toValues(input), updatedAt: now }).where(owned(userId, id)).returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(brandStrategy).where(owned(userId, id)).returning({ id: brandStrategy.id });
      return rows.length > 0;
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
