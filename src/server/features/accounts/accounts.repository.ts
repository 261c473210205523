import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { accounts } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";
import type { Account, Platform } from "@/shared/contracts/accounts";

type AccountRow = typeof accounts.$inferSelect;
type AccountValues = Omit<typeof accounts.$inferInsert, "id" | "userId" | "workspaceId" | "createdAt" | "updatedAt">;

/** The API's snake_case fields, as parsed from a body (absent keys stay absent). */
export interface AccountInput {
  name?: string;
  platform?: Platform;
  handle?: string;
  description?: string | null;
  target_audience?: string | null;
  brand_voice?: string | null;
  key_topics?: string[];
  hashtag_groups?: string[];
  content_guidelines?: string | null;
  notes?: string | null;
  is_active?: boolean;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    platform: row.platform,
    handle: row.handle,
    description: row.description,
    target_audience: row.targetAudience,
    brand_voice: row.brandVoice,
    key_topics: row.keyTopics ?? [],
    hashtag_groups: row.hashtagGroups ?? [],
    content_guidelines: row.contentGuidelines,
    notes: row.notes,
    is_active: row.isActive,
    created_at: toIso(row.createdAt) ?? row.createdAt,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

function toValues(input: AccountInput): Partial<AccountValues> {
  const values: Partial<AccountValues> = {
    name: input.name,
    platform: input.platform,
    handle: input.handle,
    description: input.description,
    targetAudience: input.target_audience,
    brandVoice: input.brand_voice,
    keyTopics: input.key_topics,
    hashtagGroups: input.hashtag_groups,
    contentGuidelines: input.content_guidelines,
    notes: input.notes,
    isActive: input.is_active,
  };
  // Absent keys must not become nulls: drop undefined so defaults (insert) and current values (update) hold.
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<AccountValues>;
}

export function createAccountsRepository(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, id));

  return {
    async list(workspaceId: string, limit: number, cursor?: Cursor): Promise<AccountRow[]> {
      return db
        .select()
        .from(accounts)
        .where(and(eq(accounts.workspaceId, workspaceId), afterCursor(accounts.createdAt, accounts.id, cursor)))
        .orderBy(desc(accounts.createdAt), desc(accounts.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    /** A social account of the workspace; `userId` is who added it. */
    async insert(workspaceId: string, userId: string, input: AccountInput & { name: string; handle: string }, now: string): Promise<AccountRow> {
      const [row] = await db
        .insert(accounts)
        .values({ ...toValues(input), name: input.name, handle: input.handle, userId, workspaceId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async update(workspaceId: string, id: string, input: AccountInput, now: string): Promise<AccountRow | undefined> {
      const [row] = await db.update(accounts).set({ ...toValues(input), updatedAt: now }).where(owned(workspaceId, id)).returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(accounts).where(owned(workspaceId, id)).returning({ id: accounts.id });
      return rows.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
