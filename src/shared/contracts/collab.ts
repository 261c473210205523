/**
 * Live co-editing and presence over the realtime socket (issue 26 points 1 and 3, decision 034). A "room" is one
 * draft (its id: a Y.Doc whose Y.Text "text" is the post's text) or one content page of a workspace
 * (`page:<page>`: presence only). Binary y-protocols messages travel base64 in JSON text frames.
 *
 * Client: doc.open {workspace_id, room} → server doc.opened {room, writable}; then both sides exchange doc.sync
 * (y-protocols sync step 1 / step 2 / update) and doc.awareness (y-protocols awareness update); doc.close leaves.
 * A viewer's step 2 or update that changes anything is refused (error code "read_only") and not applied.
 */
import type { DraftPage } from "./drafts";

export const COLLAB = {
  /** The Y.Text of a draft's doc. */
  textName: "text",
  /** The server writes the text back into the draft after this much quiet. */
  writeBackMs: 800,
  /** Stored update rows of one draft before they are merged into one. */
  compactAfterRows: 200,
  /** A pg_notify payload carries the update itself below this many base64 characters, else only its row id. */
  inlineUpdateChars: 6000,
  /** A socket's awareness is dropped this long after its last renewal (a tab that vanished without a close). */
  awarenessTimeoutMs: 30_000,
  /** A room with no socket left stays in memory this long (a reconnect finds it warm). */
  idleRoomMs: 10_000,
  /** The largest message a socket may send (a long offline edit's sync step 2). */
  maxMessageBytes: 2 * 1024 * 1024,
} as const;

export const pageRoom = (page: DraftPage) => `page:${page}`;
export const draftOfRoom = (room: string): string | null => (/^[0-9a-f-]{36}$/i.test(room) ? room : null);
export const isRoomName = (room: string) => draftOfRoom(room) !== null || /^page:[a-z_]{1,40}$/.test(room);

export type CollabClientMessage =
  | { type: "doc.open"; workspace_id: string; room: string }
  | { type: "doc.close"; room: string }
  | { type: "doc.sync"; room: string; data: string }
  | { type: "doc.awareness"; room: string; data: string };

export type CollabServerMessage =
  | { type: "doc.opened"; room: string; writable: boolean }
  | { type: "doc.closed"; room: string }
  | { type: "doc.sync"; room: string; data: string }
  | { type: "doc.awareness"; room: string; data: string };

/** What a tab tells the others in a room's awareness. */
export interface PresenceState {
  user: { id: string; name: string; color: string };
  /** The draft this tab is editing (page rooms), or null. */
  editing: string | null;
  /** Whether this tab is generating (a row of the page is being written by AI). */
  generating: boolean;
  /** Caret and selection in the draft's text as encoded Yjs relative positions (draft rooms). */
  cursor?: { anchor: unknown; head: unknown } | null;
}

export const toBase64 = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
