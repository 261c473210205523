/**
 * One co-editing room over the app's realtime socket (issue 26, decision 034): a draft's Y.Doc kept in step with
 * the server by y-protocols sync messages, and the room's presence (awareness). The doc lives as long as the
 * session: edits made while offline stay in it and go on reconnect (the sync exchange after doc.open sends what the
 * server lacks), so both sides converge. Nothing is sent or applied while the browser says it is offline.
 */
import * as Y from "yjs";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { COLLAB, draftOfRoom, fromBase64, toBase64, type CollabServerMessage, type PresenceState } from "@/shared/contracts/collab";
import type { RealtimeState } from "@/web/lib/realtime";

export interface CollabTransport {
  listen(listener: (msg: { type: string }) => void): () => void;
  send(msg: object): boolean;
  getState(): RealtimeState;
  onStateChange(listener: (state: RealtimeState) => void): () => void;
}

export type CollabStatus = "connecting" | "live" | "offline" | "read_only" | "closed";

/** The origin of changes that came from the server (not sent back). */
const SERVER = Symbol("server");

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

export class CollabSession {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(COLLAB.textName);
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  status: CollabStatus = "connecting";
  writable = false;
  private opened = false;
  /** Whether this session's doc.open went out on the socket open now (not closed since). */
  private sentOpen = false;
  /** A refused open asked again after a pause (the draft's first save may still be on its way). */
  private retry: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private readonly offs: Array<() => void> = [];
  private readonly statusListeners = new Set<(status: CollabStatus) => void>();

  constructor(
    private readonly transport: CollabTransport,
    private readonly workspaceId: string,
    readonly room: string,
  ) {
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin === SERVER || !this.opened || !isOnline()) return;
      this.sync((e) => syncProtocol.writeUpdate(e, update));
    });
    this.awareness.on("update", ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === SERVER || !this.opened || !isOnline()) return;
      const changed = [...added, ...updated, ...removed];
      this.transport.send({ type: "doc.awareness", room, data: toBase64(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)) });
    });
    this.offs.push(
      transport.listen((msg) => this.receive(msg as CollabServerMessage | { type: "error"; code: string })),
      transport.onStateChange((state) => {
        this.sentOpen = false;
        if (state === "open") return this.open();
        this.opened = false;
        this.setStatus(isOnline() ? "connecting" : "offline");
      }),
    );
    if (typeof window !== "undefined") {
      const offline = () => {
        this.opened = false;
        this.setStatus("offline");
      };
      const online = () => this.open();
      window.addEventListener("offline", offline);
      window.addEventListener("online", online);
      this.offs.push(
        () => window.removeEventListener("offline", offline),
        () => window.removeEventListener("online", online),
      );
    }
    if (transport.getState() === "open") this.open();
  }

  onStatus(listener: (status: CollabStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  setPresence(state: PresenceState) {
    this.awareness.setLocalState(state);
  }

  /** The others' presence in this room (this tab's left out). */
  others(): PresenceState[] {
    return [...this.awareness.getStates()]
      .filter(([id, s]) => id !== this.doc.clientID && (s as Partial<PresenceState>).user)
      .map(([, s]) => s as PresenceState);
  }

  destroy() {
    for (const off of this.offs) off();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    // Nothing more goes out after the close (the awareness says goodbye through the server's removal of it).
    this.opened = false;
    if (this.sentOpen) this.transport.send({ type: "doc.close", room: this.room });
    this.sentOpen = false;
    this.awareness.destroy();
    this.doc.destroy();
    this.setStatus("closed");
  }

  private setStatus(status: CollabStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  private open() {
    if (!isOnline()) return this.setStatus("offline");
    // The server counts each session's opens on a socket: back online on the same socket, this one's goes first.
    if (this.sentOpen) this.transport.send({ type: "doc.close", room: this.room });
    this.sentOpen = this.transport.send({ type: "doc.open", workspace_id: this.workspaceId, room: this.room });
  }

  private sync(write: (e: encoding.Encoder) => void) {
    const e = encoding.createEncoder();
    write(e);
    this.transport.send({ type: "doc.sync", room: this.room, data: toBase64(encoding.toUint8Array(e)) });
  }

  private openAgainSoon() {
    if (this.retry) return;
    this.sentOpen = false;
    const delay = Math.min(5000, 500 * 2 ** this.retries++);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.transport.getState() === "open") this.open();
    }, delay);
  }

  private receive(msg: CollabServerMessage | { type: "error"; code: string; room?: string }) {
    if (msg.type === "error") {
      if (msg.code === "read_only") this.setStatus("read_only");
      // The room could not be opened yet (a draft whose first save has not reached the server): ask again shortly.
      else if (msg.code === "unknown_channel" && msg.room === this.room && !this.opened) this.openAgainSoon();
      return;
    }
    if (msg.room !== this.room || !isOnline()) return;
    if (msg.type === "doc.opened") {
      this.opened = true;
      this.retries = 0;
      this.writable = msg.writable;
      // A page's room holds presence only: there is no text to bring in step by step.
      if (draftOfRoom(this.room) === null) this.setStatus(this.writable ? "live" : "read_only");
      else this.sync((e) => syncProtocol.writeSyncStep1(e, this.doc));
      const local = this.awareness.getLocalState();
      if (local)
        this.transport.send({
          type: "doc.awareness",
          room: this.room,
          data: toBase64(awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID])),
        });
    } else if (msg.type === "doc.closed") {
      this.opened = false;
      this.setStatus("closed");
    } else if (msg.type === "doc.sync") {
      const reply = encoding.createEncoder();
      const kind = syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(msg.data)), reply, this.doc, SERVER);
      // Live once the server's state is in: the text shown is the shared one.
      if (kind === syncProtocol.messageYjsSyncStep2) this.setStatus(this.writable ? "live" : "read_only");
      // A viewer answers the server's step 1 with nothing: it has nothing to give.
      if (encoding.length(reply) > 0 && (this.writable || kind !== syncProtocol.messageYjsSyncStep1)) {
        this.transport.send({ type: "doc.sync", room: this.room, data: toBase64(encoding.toUint8Array(reply)) });
      }
    } else if (msg.type === "doc.awareness") {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, fromBase64(msg.data), SERVER);
    }
  }
}

/** A member's colour: the same on every screen. */
export function colourOf(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 70% 45%)`;
}
