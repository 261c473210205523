import { and, asc, desc, eq, gt, ilike, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { escapeLike, rowsOf } from "@/server/db/helpers";
import { instanceSettings, STORAGE_CATEGORIES, storageQuotas, storedFiles, users, workspaceMembers, workspaces } from "@/server/db/schema";

export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

export interface LedgerEntry {
  bucket: string;
  key: string;
  category: StorageCategory;
  sizeBytes: number;
}

export type Reservation = { ok: true } | { ok: false; quotaBytes: number; usedBytes: number };

export const SETTING_DEFAULT_QUOTA = "storage_quota.default_bytes";
export const SETTING_MODELS_BUDGET = "storage_quota.local_models_budget_bytes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The quota that applies to a workspace (the owner of every ledger row since issue 25): its override, else the
 * administrator's default, else the configured one.
 */
const effectiveQuota = (ownerId: string, fallback: number) => sql<number>`coalesce(
  (select quota_bytes from ${storageQuotas} where owner_id = ${ownerId}),
  (select (value #>> '{}')::bigint from ${instanceSettings} where key = ${SETTING_DEFAULT_QUOTA}),
  ${fallback}::bigint)`;

/** All SQL of storage quotas: the ledger of stored files, per-workspace overrides and the instance defaults. */
export function createStorageQuotaRepository(db: Db) {
  return {
    /**
     * Records files before they are written, if the workspace's quota allows them all. A per-workspace advisory
     * lock makes check and insert one step: parallel uploads into one workspace queue here and cannot overshoot.
     */
    async reserve(ownerId: string, entries: LedgerEntry[], fallbackQuota: number, atLeastBytes = 0): Promise<Reservation> {
      const bytes = Math.max(atLeastBytes, entries.reduce((sum, e) => sum + e.sizeBytes, 0));
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage-quota:${ownerId}`}))`);
        const [row] = rowsOf<{ used: string | number; quota: string | number }>(
          await tx.execute(sql`select
            (select coalesce(sum(size_bytes), 0) from ${storedFiles} where owner_id = ${ownerId}) as used,
            ${effectiveQuota(ownerId, fallbackQuota)} as quota`),
        );
        const usedBytes = Number(row.used);
        const quotaBytes = Number(row.quota);
        if (usedBytes + bytes > quotaBytes) return { ok: false as const, quotaBytes, usedBytes };
        if (entries.length) await tx.insert(storedFiles).values(entries.map((e) => ({ ...e, ownerId })));
        return { ok: true as const };
      });
    },

    /** Forgets files that were deleted (or never written); forgetting an unknown key is a no-op. */
    async release(bucket: string, keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.delete(storedFiles).where(and(eq(storedFiles.bucket, bucket), inArray(storedFiles.key, keys)));
    },

    /**
     * Records files found in storage without a ledger row (files written before quotas existed), measured from
     * the storage driver. They predate workspaces, so they count against the personal workspace of the user the
     * key's first segment names; files of users that no longer exist are skipped.
     */
    async recordFound(bucket: string, category: StorageCategory, files: { key: string; sizeBytes: number }[]): Promise<number> {
      const owned = files.filter((f) => UUID.test(f.key.split("/", 1)[0]));
      if (!owned.length) return 0;
      const result = await db.execute(sql`
        insert into ${storedFiles} (bucket, key, owner_id, category, size_bytes)
        select ${bucket}, f.key, w.id, ${category}, f.size
        from unnest(${sql.param(owned.map((f) => f.key))}::text[], ${sql.param(owned.map((f) => f.sizeBytes))}::bigint[]) as f(key, size)
        join ${workspaces} w on w.personal_owner_id = split_part(f.key, '/', 1)::uuid
        on conflict do nothing
        returning key`);
      return rowsOf(result).length;
    },

    /** The workspace a stored file was stored in (its ledger row), if any. */
    async workspaceOf(bucket: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: storedFiles.ownerId })
        .from(storedFiles)
        .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)))
        .limit(1);
      return row?.ownerId;
    },
    /** Whether a stored file counts against this workspace (it was stored in it). */
    async holds(workspaceId: string, bucket: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerId, workspaceId), eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)))
        .limit(1);
      return Boolean(row);
    },
    /** Ledger keys of a bucket recorded before `before`, a page at a time (for the sweep). */
    async keysBefore(bucket: string, before: string, after: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(eq(storedFiles.bucket, bucket), lt(storedFiles.createdAt, before), gt(storedFiles.key, after)))
        .orderBy(asc(storedFiles.key))
        .limit(limit);
      return rows.map((r) => r.key);
    },

    async usage(ownerId: string): Promise<Record<StorageCategory, number>> {
      const rows = await db
        .select({ category: storedFiles.category, bytes: sql<string>`sum(${storedFiles.sizeBytes})` })
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, ownerId))
        .groupBy(storedFiles.category);
      const usage = Object.fromEntries(STORAGE_CATEGORIES.map((c) => [c, 0])) as Record<StorageCategory, number>;
      for (const row of rows) usage[row.category] = Number(row.bytes);
      return usage;
    },

    async override(ownerId: string): Promise<number | null> {
      const [row] = await db.select({ quotaBytes: storageQuotas.quotaBytes }).from(storageQuotas).where(eq(storageQuotas.ownerId, ownerId));
      return row?.quotaBytes ?? null;
    },

    /** Sets (or with null removes) a workspace's override; false when there is no such workspace. */
    async setOverride(ownerId: string, quotaBytes: number | null, now: string): Promise<boolean> {
      const [owner] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, ownerId));
      if (!owner) return false;
      if (quotaBytes === null) await db.delete(storageQuotas).where(eq(storageQuotas.ownerId, ownerId));
      else
        await db
          .insert(storageQuotas)
          .values({ ownerId, quotaBytes, updatedAt: now })
          .onConflictDoUpdate({ target: storageQuotas.ownerId, set: { quotaBytes, updatedAt: now } });
      return true;
    },

    /**
     * Workspaces with their use and override, the largest first; `q` filters by the workspace's name or its
     * owner's email. A personal workspace is named by its owner's email.
     */
    async workspaces(q: string | undefined, limit: number) {
      const used = sql<string>`coalesce((select sum(size_bytes) from ${storedFiles} f where f.owner_id = ${workspaces.id}), 0)`;
      const ownerEmail = sql<string>`(select u.email from ${workspaceMembers} m join ${users} u on u.id = m.user_id where m.workspace_id = ${workspaces.id} and m.role = 'owner' limit 1)`;
      const pattern = q ? `%${escapeLike(q)}%` : undefined;
      return db
        .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind, ownerEmail, usedBytes: used, overrideBytes: storageQuotas.quotaBytes })
        .from(workspaces)
        .leftJoin(storageQuotas, eq(storageQuotas.ownerId, workspaces.id))
        .where(pattern ? or(ilike(workspaces.name, pattern), sql`${ownerEmail} ilike ${pattern}`) : undefined)
        .orderBy(desc(used), asc(workspaces.name), asc(workspaces.id))
        .limit(limit);
    },
    /** The workspace's name and kind, to say whose quota a figure is; undefined when there is none. */
    async workspace(id: string) {
      const [row] = await db.select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind }).from(workspaces).where(eq(workspaces.id, id));
      return row;
    },
    async setting(key: string): Promise<number | null> {
      const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, key));
      return typeof row?.value === "number" ? row.value : null;
    },

    async setSetting(key: string, value: number, now: string): Promise<void> {
      await db.insert(instanceSettings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: instanceSettings.key, set: { value, updatedAt: now } });
    },
  };
}

export type StorageQuotaRepository = ReturnType<typeof createStorageQuotaRepository>;
