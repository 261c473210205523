import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { brandStrategy, workspaceMembers } from "@/server/db/schema";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import type { Cursor } from "@/server/lib/pagination";
import type { Brand, SpellingPreference } from "@/shared/contracts/brands";

type BrandRow = typeof brandStrategy.$inferSelect;
type BrandValues = Omit<typeof brandStrategy.$inferInsert, "id" | "userId" | "workspaceId" | "createdAt" | "updatedAt">;

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
  const owned = (workspaceId: string, id: string) => and(eq(brandStrategy.workspaceId, workspaceId), eq(brandStrategy.id, id));

  return {
    async list(workspaceId: string, limit: number, cursor?: Cursor): Promise<BrandRow[]> {
      return db
        .select()
        .from(brandStrategy)
        .where(and(eq(brandStrategy.workspaceId, workspaceId), afterCursor(brandStrategy.createdAt, brandStrategy.id, cursor)))
        .orderBy(desc(brandStrategy.createdAt), desc(brandStrategy.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brandStrategy).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    /** A brand of the workspace, written by `userId`. */
    async insert(scope: WorkspaceAuthor, input: BrandInput & { brand_name: string }, now: string): Promise<BrandRow> {
      const [row] = await db
        .insert(brandStrategy)
        .values({ ...toValues(input), brandName: input.brand_name, userId: scope.userId, workspaceId: scope.workspaceId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async update(workspaceId: string, id: string, input: BrandInput, now: string): Promise<BrandRow | undefined> {
      const [row] = await db.update(brandStrategy).set({ ...toValues(input), updatedAt: now }).where(owned(workspaceId, id)).returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(brandStrategy).where(owned(workspaceId, id)).returning({ id: brandStrategy.id });
      return rows.length > 0;
    },

    /**
     * The member's current brand in the workspace, only while it exists there; a member without one (or whose
     * brand was deleted) has the owner's, the workspace's current brand. Null when neither exists.
     */
    async currentBrandId(author: WorkspaceAuthor): Promise<string | null> {
      const mine = eq(workspaceMembers.userId, author.userId);
      const [row] = await db
        .select({ id: brandStrategy.id })
        .from(workspaceMembers)
        .innerJoin(brandStrategy, and(eq(brandStrategy.id, workspaceMembers.currentBrandId), eq(brandStrategy.workspaceId, workspaceMembers.workspaceId)))
        .where(and(eq(workspaceMembers.workspaceId, author.workspaceId), or(mine, eq(workspaceMembers.role, "owner"))))
        .orderBy(desc(mine))
        .limit(1);
      return row?.id ?? null;
    },

    /** Stores the member's current brand (null: none); the caller checked the brand is the workspace's. */
    async setCurrentBrand(author: WorkspaceAuthor, brandId: string | null, now: string): Promise<void> {
      await db
        .update(workspaceMembers)
        .set({ currentBrandId: brandId, updatedAt: now })
        .where(and(eq(workspaceMembers.workspaceId, author.workspaceId), eq(workspaceMembers.userId, author.userId)));
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
