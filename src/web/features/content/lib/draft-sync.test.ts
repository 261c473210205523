import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft, DraftData, DraftPage } from "@/shared/contracts/drafts";
import { ApiError } from "@/web/lib/api-error";
import { draftData } from "../../../../../tests/helpers/drafts";
import type { DraftsApi, DraftWrite } from "../api/drafts";
import { type CacheStorage, readDraftCache } from "./draft-cache";
import { importLegacyRows, legacyDraftId } from "./draft-import";
import { DraftSync, rowsFromCache, type SyncState } from "./draft-sync";
import { createRow, type PostRow } from "./post-row";
import { rowsReducer, type RowsAction } from "./rows-reducer";

const PAGE: DraftPage = "social_media";
const WS = "6f1c3d1e-0000-4000-8000-000000000001";
const ID1 = "0a000000-0000-4000-8000-000000000001";
const ID2 = "0a000000-0000-4000-8000-000000000002";
const KEY = "cs.drafts.u.personal.social_media";

function memoryStorage(): CacheStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A server in memory behind the DraftsApi: versions, 409 on a stale base, 404 for a missing row. */
function fakeServer() {
  const drafts = new Map<string, Draft>();
  let down = false;
  let refuse: ApiError | null = null;
  const calls: string[] = [];
  const guard = () => {
    if (down) throw new TypeError("Failed to fetch");
    if (refuse) throw refuse;
  };
  const put = (id: string, data: DraftData, position: number, version: number): Draft => {
    const draft: Draft = {
      id,
      workspace_id: WS,
      page: PAGE,
      position,
      data: structuredClone(data),
      version,
      created_by: null,
      updated_by: null,
      created_at: "",
      updated_at: "",
    };
    drafts.set(id, draft);
    return structuredClone(draft);
  };
  const api: DraftsApi = {
    list: vi.fn(async () => {
      calls.push("list");
      guard();
      return { workspaceId: WS, drafts: [...drafts.values()].sort((a, b) => a.position - b.position).map((d) => structuredClone(d)) };
    }),
    get: vi.fn(async (id: string) => structuredClone(drafts.get(id) ?? null)),
    create: vi.fn(async ({ id, position, data }): Promise<DraftWrite> => {
      calls.push(`create ${id}`);
      guard();
      const existing = drafts.get(id);
      if (existing) return { kind: "conflict", current: structuredClone(existing) };
      return { kind: "saved", draft: put(id, data, position, 1) };
    }),
    update: vi.fn(async (id: string, body): Promise<DraftWrite> => {
      calls.push(`update ${id}@${body.base_version}`);
      guard();
      const existing = drafts.get(id);
      if (!existing) return { kind: "missing" };
      if (existing.version !== body.base_version) return { kind: "conflict", current: structuredClone(existing) };
      return { kind: "saved", draft: put(id, body.data ?? existing.data, body.position ?? existing.position, existing.version + 1) };
    }),
    remove: vi.fn(async (id: string) => {
      calls.push(`remove ${id}`);
      guard();
      drafts.delete(id);
    }),
  };
  return {
    api,
    drafts,
    calls,
    put,
    setDown: (value: boolean) => (down = value),
    setRefuse: (err: ApiError | null) => (refuse = err),
  };
}

/** A page: the real reducer over rows, and the sync engine tracking them after every change. */
function page(server: ReturnType<typeof fakeServer>, storage = memoryStorage(), initial: PostRow[] = [createRow(ID1)]) {
  let rows = initial;
  const states: SyncState[] = [];
  let n = 100;
  const sync: DraftSync = new DraftSync({
    api: server.api,
    page: PAGE,
    cacheKey: KEY,
    storage,
    dispatch: (action: RowsAction) => {
      rows = rowsReducer(rows, action);
    },
    getRows: () => rows,
    onState: (state) => states.push(state),
    now: () => "2026-11-26T22:00:00.000Z",
    newId: () => `0b000000-0000-4000-8000-${String(n++).padStart(12, "0")}`,
  });
  const edit = (action: RowsAction) => {
    rows = rowsReducer(rows, action);
    sync.track(rows);
  };
  return { sync, storage, states, edit, rows: () => rows, state: () => states.at(-1)! };
}

const text = (id: string, textContent: string): RowsAction => ({ type: "update", id, input: { textContent } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("DraftSync: saving the rows of a page as drafts", () => {
  it("waits for a pause in typing (debounce) and sends one POST with the row's uuid, then PATCHes on its version", async () => {
    const server = fakeServer();
    const p = page(server);
    await p.sync.load({ first: true });
    p.edit(text(ID1, "L"));
    p.edit(text(ID1, "La"));
    p.edit(text(ID1, "Launch"));
    await vi.advanceTimersByTimeAsync(399);
    expect(server.calls).toEqual(["list"]);
    expect(p.state()).toMatchObject({ status: "saving", pending: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual(["list", `create ${ID1}`]);
    expect(server.drafts.get(ID1)?.data.textContent).toBe("Launch");

    p.edit(text(ID1, "Launch day"));
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.at(-1)).toBe(`update ${ID1}@1`);
    expect(server.drafts.get(ID1)).toMatchObject({ version: 2, data: { textContent: "Launch day" } });
    expect(p.state()).toMatchObject({ status: "saved", pending: 0 });
  });

  it("sends only what a draft holds (not loading or streamed text), nothing for a page's one untouched row or a placeholder", async () => {
    const server = fakeServer();
    const p = page(server);
    await p.sync.load({ first: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual(["list"]);
    // An alternative's placeholder is not sent (the row it came from is: the page is no longer one untouched row).
    p.edit({ type: "insertAlternatives", sourceId: ID1, ids: [ID2] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual(["list", `create ${ID1}`]);
    p.edit({ type: "removeRows", ids: [ID2] });
    await vi.advanceTimersByTimeAsync(1000);

    p.edit(text(ID1, "Topic"));
    p.edit({ type: "start", id: ID1 });
    p.edit({ type: "stream", id: ID1, text: "Half a po" });
    await vi.advanceTimersByTimeAsync(400);
    const sent = server.drafts.get(ID1)!.data as unknown as Record<string, unknown>;
    expect(sent).not.toHaveProperty("isLoading");
    expect(sent).not.toHaveProperty("streamingText");
    expect(sent.textContent).toBe("Topic");
    // The result saves when it lands.
    p.edit({ type: "succeed", id: ID1, content: "The whole post", timestamp: "t" });
    await vi.advanceTimersByTimeAsync(400);
    expect(server.drafts.get(ID1)!.data.versions.map((v) => v.content)).toEqual(["The whole post"]);
  });

  it("deletes a removed row on the server", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "one" }), 0, 1);
    server.put(ID2, draftData({ textContent: "two" }), 1, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    expect(p.rows().map((r) => r.textContent)).toEqual(["one", "two"]);
    p.edit({ type: "remove", id: ID1 });
    await vi.advanceTimersByTimeAsync(400);
    expect([...server.drafts.keys()]).toEqual([ID2]);
  });

  it("merges a 409 with the row as it is now and sends again: different fields keep both edits", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "topic" }), 0, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    // Another tab changed the context meanwhile (its event not arrived yet).
    server.put(ID1, draftData({ textContent: "topic", additionalContext: "from the other tab" }), 0, 2);
    p.edit({ type: "update", id: ID1, input: { selectedPromptId: "p1" } });
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.slice(1)).toEqual([`update ${ID1}@1`, `update ${ID1}@2`]);
    expect(server.drafts.get(ID1)!.data).toMatchObject({ selectedPromptId: "p1", additionalContext: "from the other tab" });
    expect(p.rows()[0]).toMatchObject({ selectedPromptId: "p1", additionalContext: "from the other tab" });
  });

  it("on the same field the later edit wins and the replaced text is kept as a version", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "topic" }), 0, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    server.put(ID1, draftData({ textContent: "theirs" }), 0, 2);
    p.edit(text(ID1, "mine"));
    await vi.advanceTimersByTimeAsync(400);
    const data = server.drafts.get(ID1)!.data;
    expect(data.textContent).toBe("mine");
    expect(data.versions).toContainEqual(expect.objectContaining({ content: "theirs", operation: "kept" }));
  });
});

describe("DraftSync: offline and failed saves", () => {
  it("keeps edits made offline in the outbox (they survive a reload) and sends them when back online", async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const p = page(server, storage);
    await p.sync.load({ first: true });
    server.setDown(true);
    p.edit(text(ID1, "written offline"));
    await vi.advanceTimersByTimeAsync(400);
    expect(p.state()).toMatchObject({ status: "offline", pending: 1 });
    expect(readDraftCache(KEY, storage).outbox[ID1]).toMatchObject({ kind: "upsert", baseVersion: null });
    p.sync.stop();

    // Reloaded while still offline: the page opens from the cache with the edit.
    const again = page(server, storage, rowsFromCache(readDraftCache(KEY, storage)));
    expect(again.rows().map((r) => r.textContent)).toEqual(["written offline"]);
    await again.sync.load({ first: true });
    expect(again.rows().map((r) => r.textContent)).toEqual(["written offline"]);
    server.setDown(false);
    again.sync.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.drafts.get(ID1)?.data.textContent).toBe("written offline");
    expect(again.state()).toMatchObject({ status: "saved", pending: 0 });
    expect(readDraftCache(KEY, storage).outbox).toEqual({});
  });

  it("shows a refused save on its row with the reason until Retry, and does not send it again on its own", async () => {
    const server = fakeServer();
    const p = page(server);
    await p.sync.load({ first: true });
    server.setRefuse(new ApiError(400, "validation_error", "A draft can hold at most 1,000,000 characters."));
    p.edit(text(ID1, "far too long"));
    await vi.advanceTimersByTimeAsync(400);
    expect(p.state()).toMatchObject({ status: "failed", failures: { [ID1]: "A draft can hold at most 1,000,000 characters." } });
    const sent = server.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls.length).toBe(sent);

    server.setRefuse(null);
    p.sync.retry(ID1);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.state()).toMatchObject({ status: "saved", failures: {} });
    expect(server.drafts.get(ID1)?.data.textContent).toBe("far too long");
  });
});

describe("DraftSync: changes from other tabs and members", () => {
  it("applies another member's change to the row, inserts a new draft, removes a deleted one", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "one" }), 0, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    await p.sync.receive({ id: ID1, page: PAGE, version: 2, position: 0, deleted: false, by: "other", data: draftData({ textContent: "one, edited" }) });
    expect(p.rows()[0]!.textContent).toBe("one, edited");
    // A draft too large for the event: fetched.
    server.put(ID2, draftData({ textContent: "two" }), 1, 1);
    await p.sync.receive({ id: ID2, page: PAGE, version: 1, position: 1, deleted: false, by: "other" });
    expect(p.rows().map((r) => r.textContent)).toEqual(["one, edited", "two"]);
    await p.sync.receive({ id: ID1, page: PAGE, version: 3, position: 0, deleted: true, by: "other" });
    expect(p.rows().map((r) => r.id)).toEqual([ID2]);
    // Nothing goes back to the server for what came from it.
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual(["list"]);
  });

  it("keeps a carousel's PDF with the draft: sent when attached, shown on another member's row, gone there when removed", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "slides" }), 0, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    const document = { id: "d1", url: "http://h/api/storage/documents/u/c.pdf?sig=x", path: "u/c.pdf", pages: 3 };
    p.edit({ type: "update", id: ID1, input: { document } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.drafts.get(ID1)!.data.document).toEqual(document);
    // Another member's page receives it, then its removal.
    const other = page(server);
    await other.sync.load({ first: true });
    expect(other.rows()[0]!.document).toEqual(document);
    const { document: _gone, ...without } = server.drafts.get(ID1)!.data;
    await other.sync.receive({ id: ID1, page: PAGE, version: 3, position: 0, deleted: false, by: "other", data: without });
    expect(other.rows()[0]!.document).toBeNull();
  });

  it("ignores its own writes coming back (by version), even late", async () => {
    const server = fakeServer();
    const p = page(server);
    await p.sync.load({ first: true });
    p.edit(text(ID1, "mine"));
    await vi.advanceTimersByTimeAsync(400);
    p.edit(text(ID1, "mine, edited"));
    await vi.advanceTimersByTimeAsync(400);
    expect(server.drafts.get(ID1)).toMatchObject({ version: 2, data: { textContent: "mine, edited" } });
    // The echoes of versions 1 and 2 arrive after both saves answered: neither undoes anything or sends anything.
    const echo = (version: number, textContent: string) => ({
      id: ID1,
      page: PAGE,
      version,
      position: 0,
      deleted: false,
      by: "me",
      data: draftData({ textContent }),
    });
    await p.sync.receive(echo(1, "mine"));
    expect(p.rows()[0]!.textContent).toBe("mine, edited");
    await p.sync.receive(echo(2, "mine, edited"));
    expect(p.rows()[0]!.textContent).toBe("mine, edited");
    p.edit(text(ID1, "mine, edited again"));
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.slice(1)).toEqual([`create ${ID1}`, `update ${ID1}@1`, `update ${ID1}@2`]);
  });

  it("knows its own write by its content when the event comes before the answer, and keeps edits made since", async () => {
    const server = fakeServer();
    const p = page(server);
    await p.sync.load({ first: true });
    p.edit(text(ID1, "one"));
    await vi.advanceTimersByTimeAsync(400);
    // The PATCH of "two" is held; meanwhile its event arrives and the user changes the text back to "one".
    const original = server.api.update;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.api.update = vi.fn(async (id: string, body: Parameters<DraftsApi["update"]>[1]) => {
      if (body.data?.textContent === "two") await gate;
      return original(id, body);
    });
    p.edit(text(ID1, "two"));
    await vi.advanceTimersByTimeAsync(400);
    p.edit(text(ID1, "one"));
    await p.sync.receive({ id: ID1, page: PAGE, version: 2, position: 0, deleted: false, by: "me", data: draftData({ textContent: "two" }) });
    // Not taken for another member's change (whose merge would bring "two" back over the user's "one").
    expect(p.rows()[0]!.textContent).toBe("one");
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.rows()[0]!.textContent).toBe("one");
    expect(server.drafts.get(ID1)).toMatchObject({ version: 3, data: { textContent: "one" } });
  });

  it("merges a change into a row with unsent edits instead of overwriting them", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "topic" }), 0, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    p.edit({ type: "update", id: ID1, input: { additionalContext: "my context" } });
    const theirs = draftData({ textContent: "topic", selectedModelId: "their model" });
    server.put(ID1, theirs, 0, 2);
    await p.sync.receive({ id: ID1, page: PAGE, version: 2, position: 0, deleted: false, by: "other", data: theirs });
    expect(p.rows()[0]).toMatchObject({ additionalContext: "my context", selectedModelId: "their model" });
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.slice(1)).toEqual([`update ${ID1}@2`]);
    expect(server.drafts.get(ID1)!.data).toMatchObject({ additionalContext: "my context", selectedModelId: "their model" });
  });
});

describe("DraftSync: a list that left before a save", () => {
  /** The page's list is asked for, then held until `release` answers what the server held when it was asked. */
  function heldList(server: ReturnType<typeof fakeServer>) {
    const original = server.api.list;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.api.list = vi.fn(async (page: DraftPage) => {
      const answer = await original(page);
      await gate;
      return answer;
    });
    return () => release();
  }

  it("keeps a row typed and saved while the page's first list was on its way (it was not in the list)", async () => {
    const server = fakeServer();
    const release = heldList(server);
    const p = page(server);
    const loading = p.sync.load({ first: true });
    p.edit(text(ID1, "Written before the train left."));
    await vi.advanceTimersByTimeAsync(400);
    expect(server.drafts.get(ID1)!.data.textContent).toBe("Written before the train left.");
    release();
    await loading;
    // The row is still the page's row, with its text: the next edit updates it instead of making a second draft.
    expect(p.rows().map((r) => [r.id, r.textContent])).toEqual([[ID1, "Written before the train left."]]);
    p.edit(text(ID1, "Written in the tunnel."));
    await vi.advanceTimersByTimeAsync(400);
    expect([...server.drafts.values()].map((d) => d.data.textContent)).toEqual(["Written in the tunnel."]);
  });

  it("does not put back an older copy of a row saved meanwhile, nor a row deleted meanwhile", async () => {
    const server = fakeServer();
    server.put(ID1, draftData({ textContent: "v1" }), 0, 1);
    server.put(ID2, draftData({ textContent: "to delete" }), 1, 1);
    const p = page(server);
    await p.sync.load({ first: true });
    const release = heldList(server);
    const reloading = p.sync.load();
    p.edit(text(ID1, "v2"));
    p.edit({ type: "remove", id: ID2, blankId: "0c000000-0000-4000-8000-000000000001" });
    await vi.advanceTimersByTimeAsync(400);
    expect(server.drafts.get(ID1)!.version).toBe(2);
    expect(server.drafts.has(ID2)).toBe(false);
    release();
    await reloading;
    expect(p.rows().map((r) => r.textContent)).toEqual(["v2"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.drafts.get(ID1)).toMatchObject({ version: 2, data: { textContent: "v2" } });
  });
});

describe("importing the rows kept in localStorage before drafts were shared", () => {
  const legacy = JSON.stringify([
    { id: "1", contentType: "text", textContent: "old one", versions: [], currentVersionIndex: 0 },
    { id: "2", contentType: "text", textContent: "" },
    { id: "3", contentType: "text", textContent: "old three", versions: [], currentVersionIndex: 0 },
  ]);

  it("imports every row that holds something once, then removes the old key", async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    storage.setItem("socialMediaPostsData", legacy);
    const outcome = await importLegacyRows({ api: server.api, page: PAGE, storageKey: "socialMediaPostsData", userId: "u1", storage });
    expect(outcome).toBe("imported");
    expect([...server.drafts.values()].map((d) => d.data.textContent)).toEqual(["old one", "old three"]);
    expect(server.drafts.has(legacyDraftId("u1", PAGE, "1"))).toBe(true);
    expect(storage.getItem("socialMediaPostsData")).toBeNull();
    expect(await importLegacyRows({ api: server.api, page: PAGE, storageKey: "socialMediaPostsData", userId: "u1", storage })).toBe("nothing");
  });

  it("keeps the old key when the import fails and makes no copies when it runs again", async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    storage.setItem("socialMediaPostsData", legacy);
    // The first row lands, then the network drops.
    const create = server.api.create;
    let calls = 0;
    server.api.create = vi.fn(async (body) => {
      if (++calls === 2) throw new TypeError("Failed to fetch");
      return create(body);
    });
    expect(await importLegacyRows({ api: server.api, page: PAGE, storageKey: "socialMediaPostsData", userId: "u1", storage })).toBe("failed");
    expect(storage.getItem("socialMediaPostsData")).toBe(legacy);
    expect(server.drafts.size).toBe(1);

    expect(await importLegacyRows({ api: server.api, page: PAGE, storageKey: "socialMediaPostsData", userId: "u1", storage })).toBe("imported");
    expect([...server.drafts.values()].map((d) => d.data.textContent).sort()).toEqual(["old one", "old three"]);
    expect(storage.getItem("socialMediaPostsData")).toBeNull();
  });
});
