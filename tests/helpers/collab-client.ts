/**
 * A co-editing client over the realtime socket for tests and the benchmark: a Y.Doc kept in step with a draft's
 * room by y-protocols sync messages (base64 in JSON), with presence.
 */
import WebSocket from "ws";
import * as Y from "yjs";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { COLLAB, draftOfRoom, fromBase64, toBase64 } from "@/shared/contracts/collab";

type Message = { type: string; room?: string; data?: string; code?: string; writable?: boolean };

export interface CollabClient {
  ws: WebSocket;
  doc: Y.Doc;
  text: Y.Text;
  awareness: awarenessProtocol.Awareness;
  received: Message[];
  /** Resolves when a message matching arrives (or has). */
  next(match: (m: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Resolves when the text satisfies the test. */
  until(test: (text: string) => boolean, timeoutMs?: number): Promise<void>;
  insert(index: number, text: string): void;
  close(): void;
}

export async function openCollab(url: string, token: string, workspaceId: string, room: string): Promise<CollabClient> {
  const ws = new WebSocket(url);
  const doc = new Y.Doc();
  const text = doc.getText(COLLAB.textName);
  const awareness = new awarenessProtocol.Awareness(doc);
  const received: Message[] = [];
  const waiters = new Set<() => void>();
  const send = (msg: unknown) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(msg));
  const sync = (write: (e: encoding.Encoder) => void) => {
    const e = encoding.createEncoder();
    write(e);
    send({ type: "doc.sync", room, data: toBase64(encoding.toUint8Array(e)) });
  };
  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin !== ws) sync((e) => syncProtocol.writeUpdate(e, update));
  });
  awareness.on("update", ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
    if (origin === ws) return;
    send({ type: "doc.awareness", room, data: toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed])) });
  });
  ws.on("message", (raw) => {
    const msg = JSON.parse(String(raw)) as Message;
    received.push(msg);
    if (msg.type === "doc.sync" && msg.data) {
      const decoder = decoding.createDecoder(fromBase64(msg.data));
      const reply = encoding.createEncoder();
      syncProtocol.readSyncMessage(decoder, reply, doc, ws);
      if (encoding.length(reply) > 0) send({ type: "doc.sync", room, data: toBase64(encoding.toUint8Array(reply)) });
    } else if (msg.type === "doc.awareness" && msg.data) {
      awarenessProtocol.applyAwarenessUpdate(awareness, fromBase64(msg.data), ws);
    } else if (msg.type === "doc.opened") {
      sync((e) => syncProtocol.writeSyncStep1(e, doc));
    }
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const wait = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const done = () => {
        if (!check()) return;
        waiters.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(done);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(done);
    });
  const client: CollabClient = {
    ws,
    doc,
    text,
    awareness,
    received,
    async next(match, timeoutMs = 5000) {
      await wait(() => received.some(match), timeoutMs, "a message");
      return received.find(match)!;
    },
    until: (test, timeoutMs = 10_000) => wait(() => test(text.toString()), timeoutMs, "the text"),
    insert: (index, value) => text.insert(index, value),
    close: () => ws.terminate(),
  };
  send({ type: "join", token });
  await client.next((m) => m.type === "joined");
  send({ type: "doc.open", workspace_id: workspaceId, room });
  const opened = await client.next((m) => (m.type === "doc.opened" && m.room === room) || m.type === "error");
  if (opened.type === "error") throw new Error(`doc.open refused: ${opened.code}`);
  // The server's state (its sync step 2 answer to ours) has arrived when the first step 2 does.
  if (draftOfRoom(room)) await client.next((m) => m.type === "doc.sync" && m.data !== undefined && fromBase64(m.data)[0] === syncProtocol.messageYjsSyncStep2);
  return client;
}
