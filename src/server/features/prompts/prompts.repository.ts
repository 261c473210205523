import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, escapeLike, toIso } from "@/server/db/helpers";
import { prompts } from "@/server/db/schema";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import type { Cursor } from "@/server/lib/pagination";
import { promptTypesForContentType, type PromptType } from "@/shared/content-types";
import type { Prompt, PromptStats } from "@/shared/contracts/prompts";

export type PromptRow = typeof prompts.$inferSelect;

export interface PromptFilters {
  type?: PromptType;
  active?: boolean;
  q?: string;
  cursor?: Cursor;
  limit: number;
}

export interface PromptValues {
  name: string;
  description: string | null;
  promptText: string;
  type: PromptType;
  isActive: boolean;
}

export function toPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    prompt_text: row.promptText,
    type: row.type as PromptType,
    is_active: row.isActive,
    created_at: toIso(row.createdAt)!,
  };
}

/** The email broadcast page's fetch also matches email prompts (spec §3), the article page's also blog prompts. */
function typesFor(type: PromptType): PromptType[] {
  return type === "email_broadcast" || type === "article" ? promptTypesForContentType(type) : [type];
}

/**
 * The single-row read, built once per database and sent as a named prepared statement: building the query with
 * drizzle on every request was the largest share of the GET's CPU in the profile (bench/results.md).
 */
const findStatements = new WeakMap<Db, ReturnType<typeof prepareFind>>();
function prepareFind(db: Db) {
  return db
    .select()
    .from(prompts)
    .where(and(eq(prompts.id, sql.placeholder("id")), eq(prompts.workspaceId, sql.placeholder("workspaceId"))))
    .limit(1)
    .prepare("prompts_find_in_workspace");
}

export function createPromptsRepository(db: Db) {
  return {
    async list(workspaceId: string, f: PromptFilters): Promise<PromptRow[]> {
      const where: (SQL | undefined)[] = [eq(prompts.workspaceId, workspaceId), afterCursor(prompts.createdAt, prompts.id, f.cursor)];
      if (f.type) where.push(inArray(prompts.type, typesFor(f.type)));
      if (f.active !== undefined) where.push(eq(prompts.isActive, f.active));
      if (f.q) {
        const pattern = `%${escapeLike(f.q)}%`;
        where.push(or(ilike(prompts.name, pattern), ilike(prompts.description, pattern), ilike(prompts.promptText, pattern)));
      }
      return db
        .select()
        .from(prompts)
        .where(and(...where))
        .orderBy(desc(prompts.createdAt), desc(prompts.id))
        .limit(f.limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<PromptRow | undefined> {
      let find = findStatements.get(db);
      if (!find) findStatements.set(db, (find = prepareFind(db)));
      const [row] = await find.execute({ id, workspaceId });
      return row;
    },

    /** The workspace's prompt with this name, compared case-insensitively. */
    async findByName(workspaceId: string, name: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: prompts.id })
        .from(prompts)
        .where(and(eq(prompts.workspaceId, workspaceId), sql`lower(${prompts.name}) = lower(${name})`))
        .limit(1);
      return row;
    },

    /** Holds the workspace's prompt names until the transaction ends (a check-then-insert becomes one step). */
    async lockNames(workspaceId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompts:${workspaceId}`}))`);
    },

    /** A prompt of the workspace, written by `author.userId`. */
    async create(author: WorkspaceAuthor, v: PromptValues): Promise<PromptRow> {
      const [row] = await db.insert(prompts).values({ userId: author.userId, workspaceId: author.workspaceId, ...v }).returning();
      return row;
    },

    async update(workspaceId: string, id: string, v: Partial<PromptValues>, now: string): Promise<PromptRow | undefined> {
      const [row] = await db
        .update(prompts)
        .set({ ...v, updatedAt: now })
        .where(and(eq(prompts.id, id), eq(prompts.workspaceId, workspaceId)))
        .returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(prompts).where(and(eq(prompts.id, id), eq(prompts.workspaceId, workspaceId))).returning({ id: prompts.id });
      return rows.length > 0;
    },

    async stats(workspaceId: string): Promise<PromptStats> {
      const [row] = await db
        .select({ total: count(), active: sql<number>`count(*) filter (where ${prompts.isActive})`.mapWith(Number) })
        .from(prompts)
        .where(eq(prompts.workspaceId, workspaceId));
      return toPromptStats(row?.total ?? 0, row?.active ?? 0);
    },
  };
}

/** Custom Prompts is the spec's "total minus active". */
export function toPromptStats(total: number, active: number): PromptStats {
  return { total, active, custom: Math.max(0, total - active) };
}

export type PromptsRepository = ReturnType<typeof createPromptsRepository>;
