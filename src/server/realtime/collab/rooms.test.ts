/** The rooms without a database: merging, compaction past the row limit, a viewer's refused edits, notices. */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import * as syncProtocol from "y-protocols/sync";
import * as encoding from "lib0/encoding";
import { COLLAB, toBase64, type CollabServerMessage } from "@/shared/contracts/collab";
import { createCollabRooms, type CollabPeer } from "./rooms";
import type { DocStore } from "./doc-store";
import { draftData } from "../../../../tests/helpers/drafts";

const WS = "00000000-0000-4000-8000-000000000001";
const DRAFT = "00000000-0000-4000-8000-000000000002";

function fakeStore() {
  const rows: { id: number; update: Uint8Array }[] = [];
  let next = 1;
  const written: string[] = [];
  const store = {
    updates: async () => rows.map((r) => ({ ...r })),
    update: async (id: number) => rows.find((r) => r.id === id)?.update,
    hasUpdates: async () => rows.length > 0,
    append: async (_w: string, _d: string, update: Uint8Array) => (rows.push({ id: next, update }), next++),
    compact: async (_w: string, _d: string, merge: (u: Uint8Array[]) => Uint8Array) => {
      const merged = merge(rows.map((r) => r.update));
      rows.splice(0, rows.length, { id: next++, update: merged });
      return 1;
    },
    draft: async () => ({ id: DRAFT, workspaceId: WS, page: "general", position: 0, version: 1, data: draftData({ generatedPost: "Seed" }) }),
    writeText: async (_w: string, _d: string, _v: number, data: { generatedPost: string }) => (written.push(data.generatedPost), { id: DRAFT, data }),
  };
  return { store: store as unknown as DocStore, rows, written };
}

function peer(userId: string) {
  const got: CollabServerMessage[] = [];
  return { peer: { userId, send: (m: CollabServerMessage) => got.push(m) } satisfies CollabPeer, got };
}

const updateMessage = (update: Uint8Array) => {
  const e = encoding.createEncoder();
  syncProtocol.writeUpdate(e, update);
  return toBase64(encoding.toUint8Array(e));
};

/** An edit made on a client doc that started from the room's state. */
function edit(base: string, change: (t: Y.Text) => void) {
  const doc = new Y.Doc();
  const seed = new Y.Doc();
  seed.clientID = 0;
  seed.getText(COLLAB.textName).insert(0, base);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
  const before = Y.encodeStateVector(doc);
  change(doc.getText(COLLAB.textName));
  return Y.encodeStateAsUpdate(doc, before);
}

function rooms(store: DocStore, notices: string[] = []) {
  return createCollabRooms({
    store,
    clock: { now: () => new Date("2026-01-01T00:00:00Z") } as never,
    logger: { warn: () => undefined, error: () => undefined } as never,
    notify: async (p) => void notices.push(p),
    announce: async () => undefined,
    writeBackMs: 10,
    compactAfterRows: 5,
  });
}

describe("collab rooms", () => {
  it("seeds a draft's doc from its text and merges concurrent edits of two writers", async () => {
    const { store } = fakeStore();
    const r = rooms(store);
    const a = peer("a");
    const b = peer("b");
    await r.open(a.peer, WS, DRAFT, true);
    await r.open(b.peer, WS, DRAFT, true);
    expect(r.text(WS, DRAFT)).toBe("Seed");
    expect(r.sync(a.peer, WS, DRAFT, updateMessage(edit("Seed", (t) => t.insert(4, " A"))))).toBe("ok");
    expect(r.sync(b.peer, WS, DRAFT, updateMessage(edit("Seed", (t) => t.insert(0, "B "))))).toBe("ok");
    expect(r.text(WS, DRAFT)).toBe("B Seed A");
    // Each writer got the other's update, not its own back.
    expect(a.got.filter((m) => m.type === "doc.sync")).toHaveLength(2);
    r.destroy();
  });

  it("refuses a viewer's change and applies nothing", async () => {
    const { store, rows } = fakeStore();
    const r = rooms(store);
    const v = peer("v");
    await r.open(v.peer, WS, DRAFT, false);
    const stored = rows.length;
    expect(r.sync(v.peer, WS, DRAFT, updateMessage(edit("Seed", (t) => t.insert(0, "no "))))).toBe("read_only");
    expect(r.text(WS, DRAFT)).toBe("Seed");
    expect(rows.length).toBe(stored);
    r.destroy();
  });

  it("stores each update, merges them into one row past the limit, and a fresh room loads the same text", async () => {
    const { store, rows, written } = fakeStore();
    const notices: string[] = [];
    const r = rooms(store, notices);
    const a = peer("a");
    await r.open(a.peer, WS, DRAFT, true);
    const doc = new Y.Doc();
    for (const row of rows) Y.applyUpdate(doc, row.update);
    for (let i = 0; i < 12; i++) {
      const before = Y.encodeStateVector(doc);
      doc.getText(COLLAB.textName).insert(doc.getText(COLLAB.textName).length, String(i % 10));
      r.sync(a.peer, WS, DRAFT, updateMessage(Y.encodeStateAsUpdate(doc, before)));
    }
    await r.flush();
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(notices.length).toBe(12);
    expect(JSON.parse(notices[0])).toMatchObject({ k: "u", w: WS, r: DRAFT });
    expect(written.at(-1)).toBe("Seed012345678901");
    r.destroy();

    const again = rooms(store);
    await again.open(peer("b").peer, WS, DRAFT, true);
    expect(again.text(WS, DRAFT)).toBe("Seed012345678901");
    again.destroy();
  });

  it("applies another instance's notice to the open doc and sends it to its sockets", async () => {
    const { store } = fakeStore();
    const r = rooms(store);
    const a = peer("a");
    await r.open(a.peer, WS, DRAFT, true);
    const update = edit("Seed", (t) => t.insert(4, "!"));
    await r.heard(JSON.stringify({ i: "other", w: WS, r: DRAFT, k: "u", id: 99, d: toBase64(update) }));
    expect(r.text(WS, DRAFT)).toBe("Seed!");
    expect(a.got.at(-1)).toMatchObject({ type: "doc.sync", room: DRAFT });
    r.destroy();
  });

  it("keeps a socket in the room while another of its sessions has it open (an editor coming as the last one leaves)", async () => {
    const { store } = fakeStore();
    const r = rooms(store);
    const a = peer("a");
    await r.open(a.peer, WS, DRAFT, true);
    await r.open(a.peer, WS, DRAFT, true);
    // The first editor's close arrives after the second one opened: the socket stays and its edits still count.
    expect(r.close(a.peer, WS, DRAFT)).toBe(false);
    expect(r.sync(a.peer, WS, DRAFT, updateMessage(edit("Seed", (t) => t.insert(4, "!"))))).toBe("ok");
    expect(r.text(WS, DRAFT)).toBe("Seed!");
    expect(r.close(a.peer, WS, DRAFT)).toBe(true);
    expect(r.sync(a.peer, WS, DRAFT, updateMessage(edit("Seed", (t) => t.insert(0, "?"))))).toBe("not_open");
    r.destroy();
  });
});
