import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createEmptyTestDatabase } from "../../../tests/helpers/test-db";
import { journal, migrationsUpTo } from "@/server/ops/backup/schema-version";
import type { Database } from "./client";
import { migrate } from "./migrate";

/**
 * Issue 25: a database with data from before workspaces migrates, and every row lands in its owner's personal
 * workspace; users created afterwards get one too, and rows written without a workspace land in their author's.
 */
const RESOURCE_TABLES = [
  "prompts",
  "content_history",
  "accounts",
  "brand_strategy",
  "content_clusters",
  "notes",
  "user_images",
  "post_images",
  "documents",
  "account_connections",
  "scheduled_posts",
  "prompt_library",
  "ai_usage",
];

const BEFORE_WORKSPACES = journal().findIndex((entry) => entry.tag.endsWith("_workspaces"));

async function seedOldRows(database: Database, email: string): Promise<string> {
  const q = (text: string, values: unknown[]) => database.executeSql(text, values);
  const [user] = (await q("insert into users (email, password_hash) values ($1, 'x') returning id", [email])).rows as { id: string }[];
  const u = user.id;
  await q("insert into prompts (user_id, name, prompt_text) values ($1, 'P', 'text')", [u]);
  await q("insert into content_history (user_id, content, content_type) values ($1, 'c', 'general')", [u]);
  const [account] = (await q("insert into accounts (user_id, name, handle) values ($1, 'A', '@a') returning id", [u])).rows as { id: string }[];
  await q("insert into brand_strategy (user_id, brand_name) values ($1, 'B')", [u]);
  await q("insert into content_clusters (user_id, name) values ($1, 'C')", [u]);
  await q("insert into notes (user_id, content) values ($1, 'n')", [u]);
  await q("insert into user_images (user_id, image_url) values ($1, 'x.png')", [u]);
  await q("insert into post_images (user_id, image_path, image_url) values ($1, 'p', 'u')", [u]);
  await q("insert into documents (user_id, filename, mime_type, size_bytes) values ($1, 'd.pdf', 'application/pdf', 1)", [u]);
  await q("insert into account_connections (account_id, user_id, platform, secret_sealed) values ($1, $2, 'webhook', 's')", [account.id, u]);
  await q("insert into scheduled_posts (user_id, account_id, batch_id, content, scheduled_at) values ($1, $2, gen_random_uuid(), 'post', now())", [u, account.id]);
  await q("insert into prompt_library (user_id, name, type, prompt_text) values ($1, $2, 'general', 't')", [u, `Mine ${email}`]);
  await q("insert into ai_usage (user_id, model, provider, operation, latency_ms, outcome) values ($1, 'm', 'p', 'generate', 1, 'ok')", [u]);
  return u;
}

describe("the workspaces migration", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("moves every existing row into its owner's personal workspace, and keeps doing so for new users and rows", async () => {
    expect(BEFORE_WORKSPACES).toBeGreaterThan(0);
    database = await createEmptyTestDatabase();
    const staged = await migrationsUpTo(BEFORE_WORKSPACES);
    try {
      await migrate(database, staged);
    } finally {
      await rm(staged, { recursive: true, force: true });
    }
    const ada = await seedOldRows(database, "ada@example.com");
    const bob = await seedOldRows(database, "bob@example.com");

    await migrate(database);

    const rows = async (text: string, values: unknown[] = []) => (await database!.executeSql(text, values)).rows;
    const personal = await rows("select w.id, w.kind, w.personal_owner_id, m.user_id, m.role from workspaces w join workspace_members m on m.workspace_id = w.id order by w.personal_owner_id");
    expect(personal).toHaveLength(2);
    for (const row of personal) expect(row).toMatchObject({ kind: "personal", role: "owner", user_id: row.personal_owner_id });
    const wsOf = new Map(personal.map((row) => [row.personal_owner_id as string, row.id as string]));

    for (const table of RESOURCE_TABLES) {
      const all = await rows(`select user_id, workspace_id from ${table} where user_id is not null`);
      expect(all, table).toHaveLength(2);
      for (const row of all) expect(row.workspace_id, table).toBe(wsOf.get(row.user_id as string));
    }
    // Curated library entries belong to no workspace.
    expect(await rows("select count(*)::int as n from prompt_library where user_id is null and workspace_id is not null")).toEqual([{ n: 0 }]);

    // A user created after the migration gets a personal workspace of their own, as its owner.
    const [cy] = await rows("insert into users (email, password_hash) values ('cy@example.com', 'x') returning id");
    const [cyWs] = await rows("select w.id, m.role from workspaces w join workspace_members m on m.workspace_id = w.id and m.user_id = w.personal_owner_id where w.personal_owner_id = $1", [cy.id]);
    expect(cyWs).toMatchObject({ role: "owner" });
    // A row written without a workspace lands in its author's personal workspace.
    const [note] = await rows("insert into notes (user_id, content) values ($1, 'later') returning workspace_id", [ada]);
    expect(note.workspace_id).toBe(wsOf.get(ada));
    // One owner per workspace.
    await expect(rows("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')", [wsOf.get(ada), bob])).rejects.toThrow();
    // Deleting a user deletes their personal workspace and what is in it.
    await rows("delete from users where id = $1", [bob]);
    expect(await rows("select count(*)::int as n from workspaces where personal_owner_id = $1", [bob])).toEqual([{ n: 0 }]);
    expect(await rows("select count(*)::int as n from notes where workspace_id = $1", [wsOf.get(bob)])).toEqual([{ n: 0 }]);
  });
});
