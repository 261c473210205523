import type { Server } from "node:http";
import type { CollabRooms } from "./collab/rooms";

/** What the rest of the server may do with the realtime hub (create-realtime.ts builds it): a leaf the container types (app-env.ts) can name. */
export interface RealtimeHub {
  /** Handles WebSocket upgrades on /api/realtime of this HTTP server (other paths are left alone). */
  attach(server: Server | unknown): void;
  /**
   * Sends an event to every subscriber of the channel on every instance; with `toUserId`, only to that user's
   * sockets (the per-user channels).
   */
  publish(channel: string, event: string, payload: unknown, toUserId?: string): Promise<void>;
  /**
   * A member removed from a workspace: their sockets on every instance get the access.revoked event on the
   * workspace's channel and are unsubscribed from it at once.
   */
  revokeWorkspaceAccess(workspaceId: string, userId: string): Promise<void>;
  /** The co-editing rooms open on this instance (issue 26). */
  collab: CollabRooms;
  /**
   * A draft's shown text changed through the API (an AI result, a version picked): its co-edited text becomes it
   * in one transaction, so what others type around it stays.
   */
  draftTextChanged(workspaceId: string, draftId: string, text: string): Promise<void>;
  /** Open sockets of this instance (the metrics). */
  socketCount(): number;
  /** Closes every socket with the reconnect code (REALTIME_CLOSE.shuttingDown, 1012) and refuses new ones; once. */
  close(): Promise<void>;
}
