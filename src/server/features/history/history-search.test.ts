import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";
import { createHistoryRepository, SEARCH_WINDOW, searchTerms } from "./history.repository";

// More rows than the search window, so both search paths (newest rows, trigram indexes) are exercised.
const ROWS = SEARCH_WINDOW + 300;

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t)).user.id;
  await t.database.db.execute(sql`
    insert into content_history (user_id, content, content_type, original_content, created_at)
    select ${userId}::uuid,
           case when i % 10 = 0 then 'a common word ' || i else 'plain row ' || i end,
           'social_media',
           case when i in (7, ${ROWS - 20}) then 'the rare needle ' || i else null end,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${ROWS}) as i`);
});
afterAll(async () => t.close());

async function reference(pattern: string, limit: number, offset = 0) {
  const rows = await t.database.db.execute<{ id: string }>(sql`
    select id from content_history where user_id = ${userId}::uuid and (content ilike ${pattern} or original_content ilike ${pattern})
    order by created_at desc, id desc limit ${limit} offset ${offset}`);
  return ((rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[])).map((r) => r.id);
}

describe("history search paths agree with a plain scan", () => {
  const repo = () => createHistoryRepository(t.database.db);

  it("a common term, answered from the newest rows, pages exactly like the plain query", async () => {
    const first = await repo().list(await personalWorkspaceOf(t, userId), { q: "common", limit: 50 });
    expect(first.map((r) => r.id)).toEqual(await reference("%common%", 51));
    const last = first[49];
    const second = await repo().list(await personalWorkspaceOf(t, userId), { q: "common", limit: 50, cursor: { createdAt: last.createdAt, id: last.id } });
    expect(second.map((r) => r.id)).toEqual(await reference("%common%", 51, 50));
  });

  it("a rare term, one match inside the window and one far outside it, finds both", async () => {
    const rows = await repo().list(await personalWorkspaceOf(t, userId), { q: "needle", limit: 50 });
    expect(rows.map((r) => r.id)).toEqual(await reference("%needle%", 51));
    expect(rows).toHaveLength(2);
  });

  it("treats % and _ in the search literally", async () => {
    expect(await repo().list(await personalWorkspaceOf(t, userId), { q: "%", limit: 50 })).toHaveLength(0);
    expect(await repo().list(await personalWorkspaceOf(t, userId), { q: "_", limit: 50 })).toHaveLength(0);
  });
});

describe("list indexes", () => {
  it("match the lists' order (created_at desc, id desc: nulls first) so pages are read from the index, not sorted", async () => {
    const res = await t.database.db.execute<{ indexname: string; indexdef: string }>(sql`select indexname, indexdef from pg_indexes where indexname like '%created_idx'`);
    const rows = (res as unknown as { rows?: { indexname: string; indexdef: string }[] }).rows ?? (res as unknown as { indexname: string; indexdef: string }[]);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.indexdef, row.indexname).not.toMatch(/NULLS LAST/);
      expect(row.indexdef, row.indexname).toMatch(/created_at DESC, id DESC\)/);
    }
  });
});

describe("several words", () => {
  let words: TestApp;
  let ownerId: string;
  let workspaceId: string;
  const add = (content: string, original: string | null = null) =>
    createHistoryRepository(words.database.db).create(ownerId, { content, contentType: "social_media", originalContent: original, metadata: {} }, new Date().toISOString(), workspaceId);

  beforeAll(async () => {
    words = await createTestApp();
    ownerId = (await createUser(words)).user.id;
    workspaceId = await personalWorkspaceOf(words, ownerId);
    await add("Rain over Hamburg today, says Lena from the harbour team.");
    await add("Lena loves Berlin in the rain.");
    await add("Hamburg launch party", "Brief: Lena hosts, even in rain");
    await add("Sunny Hamburg with Lena");
  });
  afterAll(async () => words.close());

  it("match every word in any order, in the content or the brief, ignoring case", async () => {
    const rows = await createHistoryRepository(words.database.db).list(await personalWorkspaceOf(words, ownerId), { q: "hamburg rain lena", limit: 50 });
    expect(rows.map((r) => r.content).sort()).toEqual(["Hamburg launch party", "Rain over Hamburg today, says Lena from the harbour team."]);
  });

  it("keep a quoted phrase together", async () => {
    const rows = await createHistoryRepository(words.database.db).list(await personalWorkspaceOf(words, ownerId), { q: '"in the rain"', limit: 50 });
    expect(rows.map((r) => r.content)).toEqual(["Lena loves Berlin in the rain."]);
  });

  it("split words and phrases, drop repeats, and keep at most eight", () => {
    expect(searchTerms('  Hamburg  "harbour team" hamburg Hamburg ')).toEqual(["Hamburg", "harbour team", "hamburg"]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});
