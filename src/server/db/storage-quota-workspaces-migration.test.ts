import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createEmptyTestDatabase } from "../../../tests/helpers/test-db";
import { journal, migrationsUpTo } from "@/server/ops/backup/schema-version";
import type { Database } from "./client";
import { migrate } from "./migrate";

/**
 * Issue 25: storage quotas move from accounts to workspaces. A database whose ledger and quota overrides are keyed
 * by user migrates, and each user's rows land on their personal workspace, which the foreign keys now point at.
 */
const BEFORE = journal().findIndex((entry) => entry.tag.endsWith("_storage-quota-per-workspace"));

describe("the storage quota per workspace migration", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("moves every user's ledger rows and quota override to their personal workspace", async () => {
    expect(BEFORE).toBeGreaterThan(0);
    database = await createEmptyTestDatabase();
    const staged = await migrationsUpTo(BEFORE);
    try {
      await migrate(database, staged);
    } finally {
      await rm(staged, { recursive: true, force: true });
    }
    const q = async (text: string, values: unknown[] = []) => (await database!.executeSql(text, values)).rows;
    const users: string[] = [];
    for (const email of ["ada@example.com", "bob@example.com"]) {
      const [user] = await q("insert into users (email, password_hash) values ($1, 'x') returning id", [email]);
      const id = user.id as string;
      users.push(id);
      await q("insert into stored_files (bucket, key, owner_id, category, size_bytes) values ('documents', $1, $2, 'documents', 100), ('image-storage', $3, $2, 'uploads', 50)", [
        `${id}/a.txt`,
        id,
        `${id}/b.png`,
      ]);
    }
    await q("insert into storage_quotas (owner_id, quota_bytes) values ($1, 4096)", [users[0]]);

    await migrate(database);

    const wsOf = new Map((await q("select id, personal_owner_id from workspaces")).map((r) => [r.personal_owner_id as string, r.id as string]));
    for (const user of users) {
      const rows = await q("select owner_id from stored_files where key like $1 order by key", [`${user}/%`]);
      expect(rows.map((r) => r.owner_id)).toEqual([wsOf.get(user), wsOf.get(user)]);
    }
    expect(await q("select owner_id, quota_bytes::int as quota_bytes from storage_quotas")).toEqual([{ owner_id: wsOf.get(users[0]), quota_bytes: 4096 }]);
    // The foreign keys point at workspaces now: deleting a workspace removes its ledger rows and its override.
    await q("delete from workspaces where id = $1", [wsOf.get(users[0])]);
    expect(await q("select count(*)::int as n from stored_files where owner_id = $1", [wsOf.get(users[0])])).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from storage_quotas")).toEqual([{ n: 0 }]);
  }, 180_000);
});
