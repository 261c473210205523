/**
 * The one writer of content_history: the history routes (manual saves, edits, deletes), the AI functions (each
 * generation records its result in the request that made it) and the publisher (each published post) all write
 * through here. Readers keep their own repositories. Takes a transaction as `db` when the caller has one.
 */
import type { Db } from "@/server/db/client";
import type { WorkspaceAuthor } from "@/server/db/memberships";
import { createHistoryRepository, type HistoryRow, type HistoryValues } from "./history.repository";

export type HistoryService = ReturnType<typeof createHistoryService>;
/** What other features hand the service (they import this file, never the repository). */
export type { HistoryRow, HistoryValues };

/**
 * PostgreSQL text and jsonb cannot hold NUL characters, and a model can emit one (a <0x00> byte token): a
 * generation's record drops them rather than fail to be written. Every string in the values, metadata included.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === "string") return (value.includes("\0") ? value.replaceAll("\0", "") : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  }
  return value;
}

export function createHistoryService(db: Db) {
  const repo = createHistoryRepository(db);
  return {
    /** One item, in the workspace it belongs to (the request's, or a published post's), by its author. */
    record: (author: WorkspaceAuthor, values: HistoryValues, now: string): Promise<HistoryRow> => repo.create(author.userId, withoutNul(values), now, author.workspaceId),

    /** Several items, all or none, answered in the order given. */
    recordMany: (author: WorkspaceAuthor, values: HistoryValues[], now: string): Promise<HistoryRow[]> =>
      db.transaction(async (tx) => {
        const txRepo = createHistoryRepository(tx);
        const rows: HistoryRow[] = [];
        for (const v of values) rows.push(await txRepo.create(author.userId, withoutNul(v), now, author.workspaceId));
        return rows;
      }),

    /** The id of one of `ids` (the workspace's) whose content is `content`, if any: that result is already in History. */
    sameContent: (workspaceId: string, ids: string[], content: string): Promise<string | undefined> => repo.findSameContent(workspaceId, ids, content),

    /** The id when it names one of the workspace's items, else null (a source link never points at another's). */
    ownedId: async (workspaceId: string, id: string | null | undefined): Promise<string | null> => (id && (await repo.find(workspaceId, id)) ? id : null),

    update: (workspaceId: string, id: string, values: Partial<HistoryValues>) => repo.update(workspaceId, id, withoutNul(values)),
    remove: (workspaceId: string, id: string) => repo.remove(workspaceId, id),
    removeMany: (workspaceId: string, ids: string[]) => repo.removeMany(workspaceId, ids),
  };
}
