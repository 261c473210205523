/** One client socket of the hub: join with an access token, subscribe to channels, stay alive, get events. */
import type { WebSocket } from "ws";
import { jwtSecretOf } from "@/server/auth/middleware";
import type { SessionGuard } from "@/server/auth/sessions";
import { verifyAccessToken } from "@/server/auth/tokens";
import type { Config } from "@/server/config";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { POSTS_CHANNEL } from "@/shared/contracts/publishing";
import { NOTIFICATIONS_CHANNEL } from "@/shared/contracts/collaboration";
import { workspaceChannel, workspaceOfChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { isRoomName, type CollabClientMessage, type CollabServerMessage } from "@/shared/contracts/collab";
import { can, type WorkspaceRole } from "@/shared/roles";
import type { CollabPeer, CollabRooms } from "./collab/rooms";
import { MODEL_CHANGE_CHANNEL, MODEL_UPDATES_CHANNEL, REALTIME_CLOSE, type RealtimeClientMessage, type RealtimeServerMessage } from "@/shared/contracts/models";

/**
 * Channels a client may subscribe to. The model channels carry ids only, and every signed-in user may hear them;
 * on the posts channel each event is addressed to its owner and no other socket gets it.
 */
export const CHANNELS = new Set([MODEL_UPDATES_CHANNEL, MODEL_CHANGE_CHANNEL, POSTS_CHANNEL, NOTIFICATIONS_CHANNEL]);

export interface ConnectionDeps {
  config: Config;
  clock: Clock;
  logger: Logger;
  joinTimeoutMs: number;
  sessions?: SessionGuard;
  /** Whether the user is a member of the workspace: workspace channels (`workspace:<id>`) are for members only. */
  isMember?: (userId: string, workspaceId: string) => Promise<boolean>;
  /** Co-editing rooms (issue 26) and the member's role, checked again on every write older than ROLE_RECHECK_MS. */
  collab?: CollabRooms;
  roleOf?: (userId: string, workspaceId: string) => Promise<WorkspaceRole | undefined>;
}

/** A role read for a co-editing write is trusted this long (keystrokes do not each cost a query). */
const ROLE_RECHECK_MS = 2000;

export interface Connection {
  join(token: string): Promise<void>;
  /**
   * Sends an already serialised event message when this socket is joined and subscribed to the channel (and, for
   * an addressed event, joined as that user).
   */
  deliver(channel: string, serialised: string, toUserId?: string): void;
  /** Drops the channel of a workspace the user was removed from (after its revoke event was delivered). */
  revoke(channel: string, userId: string): void;
  heartbeat(): void;
  shutdown(): void;
}

type ClientMessage = RealtimeClientMessage | CollabClientMessage;

function parseCollab(msg: { type?: unknown; room?: unknown; data?: unknown; workspace_id?: unknown }): CollabClientMessage | null {
  if (typeof msg.room !== "string" || !isRoomName(msg.room)) return null;
  if (msg.type === "doc.open" && typeof msg.workspace_id === "string") return { type: "doc.open", room: msg.room, workspace_id: msg.workspace_id };
  if (msg.type === "doc.close") return { type: "doc.close", room: msg.room };
  if ((msg.type === "doc.sync" || msg.type === "doc.awareness") && typeof msg.data === "string") return { type: msg.type, room: msg.room, data: msg.data };
  return null;
}

function parse(raw: unknown): ClientMessage | null {
  try {
    const msg = JSON.parse(String(raw)) as { type?: unknown; token?: unknown; channel?: unknown; room?: unknown; data?: unknown; workspace_id?: unknown };
    if (typeof msg.type === "string" && msg.type.startsWith("doc.")) return parseCollab(msg);
    if (msg.type === "join" && typeof msg.token === "string") return { type: "join", token: msg.token };
    if ((msg.type === "subscribe" || msg.type === "unsubscribe") && typeof msg.channel === "string") return { type: msg.type, channel: msg.channel };
    if (msg.type === "ping") return { type: "ping" };
    return null;
  } catch {
    return null;
  }
}

export function createConnection(socket: WebSocket, deps: ConnectionDeps): Connection {
  let userId: string | null = null;
  let sessionId = "";
  let expiresAt = 0;
  let alive = true;
  const channels = new Set<string>();
  // Messages are handled one at a time so a subscribe right after a join waits for the join.
  let queue: Promise<void> = Promise.resolve();

  const send = (msg: RealtimeServerMessage | CollabServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };

  const joinTimer = setTimeout(() => {
    if (!userId) close(REALTIME_CLOSE.joinTimeout, "join timeout");
  }, deps.joinTimeoutMs);
  joinTimer.unref();

  async function join(token: string) {
    const result = await verifyAccessToken(jwtSecretOf(deps.config), token, deps.clock.now());
    if (!result.ok) {
      const expired = result.reason === "expired";
      send({ type: "error", code: expired ? "token_expired" : "invalid_token", message: expired ? "Token has expired" : "Invalid token" });
      close(expired ? REALTIME_CLOSE.tokenExpired : REALTIME_CLOSE.invalidToken, expired ? "token expired" : "invalid token");
      return;
    }
    if (deps.sessions && !(await deps.sessions.isActive(result.claims.sessionFamily, result.claims.id))) {
      send({ type: "error", code: "invalid_token", message: "Session has ended" });
      close(REALTIME_CLOSE.invalidToken, "session ended");
      return;
    }
    // A rejoin (after a token refresh) must be the same user.
    if (userId && userId !== result.claims.id) {
      close(REALTIME_CLOSE.invalidToken, "user changed");
      return;
    }
    clearTimeout(joinTimer);
    userId = result.claims.id;
    sessionId = result.claims.sessionFamily;
    const [, payload] = token.split(".");
    const exp = Number((JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp?: number }).exp ?? 0);
    expiresAt = exp;
    send({ type: "joined", user_id: userId, expires_at: exp });
  }

  function revoke(channel: string, revokedUserId: string) {
    if (revokedUserId !== userId) return;
    const workspaceId = workspaceOfChannel(channel);
    if (workspaceId) {
      roles.delete(workspaceId);
      deps.collab?.leaveAll(peer, workspaceId);
    }
    if (!channels.delete(channel)) return;
    send({ type: "unsubscribed", channel });
  }

  const peer: CollabPeer = {
    get userId() {
      return userId ?? "";
    },
    send,
  };
  const roles = new Map<string, { role: WorkspaceRole | undefined; at: number }>();
  async function roleIn(workspaceId: string, fresh: boolean): Promise<WorkspaceRole | undefined> {
    const known = roles.get(workspaceId);
    const now = deps.clock.now().getTime();
    if (known && !fresh && now - known.at < ROLE_RECHECK_MS) return known.role;
    const role = userId && deps.roleOf ? await deps.roleOf(userId, workspaceId) : undefined;
    roles.set(workspaceId, { role, at: now });
    return role;
  }

  /** A co-editing message: membership on open, the writer role again on every write (a viewer's is refused). */
  async function handleDoc(msg: CollabClientMessage) {
    const rooms = deps.collab;
    if (!rooms) return send({ type: "error", code: "unknown_channel", message: messages.realtime.unknownChannel(msg.room) });
    if (msg.type === "doc.open") {
      const role = await roleIn(msg.workspace_id, true);
      if (!role) return send({ type: "error", code: "unknown_channel", message: messages.realtime.unknownChannel(msg.room) });
      try {
        await rooms.open(peer, msg.workspace_id, msg.room, can(role, "write"));
      } catch {
        // Most often a draft this page has not saved yet (its first save is on the way): the session asks again.
        send({ type: "error", code: "unknown_channel", room: msg.room, message: messages.realtime.unknownChannel(msg.room) });
      }
      return;
    }
    const workspaceId = rooms.workspaceOf(peer, msg.room);
    if (!workspaceId) return send({ type: "error", code: "not_open", message: messages.realtime.unknownChannel(msg.room) });
    // Answered only once the socket is out of the room: another session of this page may still be in it.
    if (msg.type === "doc.close") return void (rooms.close(peer, workspaceId, msg.room) && send({ type: "doc.closed", room: msg.room }));
    const role = await roleIn(workspaceId, false);
    if (!role) {
      rooms.leaveAll(peer, workspaceId);
      return;
    }
    rooms.setWritable(peer, workspaceId, can(role, "write"));
    const result = msg.type === "doc.sync" ? rooms.sync(peer, workspaceId, msg.room, msg.data) : rooms.awareness(peer, workspaceId, msg.room, msg.data);
    if (result === "read_only") send({ type: "error", code: "read_only", message: messages.realtime.readOnly });
    else if (result !== "ok") send({ type: "error", code: result, message: messages.realtime.unknownChannel(msg.room) });
  }

  async function handle(msg: ClientMessage) {
    alive = true;
    if (msg.type === "join") return join(msg.token);
    if (msg.type === "ping") return send({ type: "pong" });
    if (!userId) return send({ type: "error", code: "not_joined", message: messages.realtime.notJoined });
    if (msg.type.startsWith("doc.")) return handleDoc(msg as CollabClientMessage);
    if (!("channel" in msg)) return;
    const workspaceId = workspaceOfChannel(msg.channel);
    if (!CHANNELS.has(msg.channel) && !workspaceId)
      return send({ type: "error", code: "unknown_channel", message: messages.realtime.unknownChannel(msg.channel) });
    if (msg.type === "subscribe" && workspaceId && !(deps.isMember && (await deps.isMember(userId, workspaceId)))) {
      // Not a member: the same answer as a channel that does not exist (no existence leak).
      return send({ type: "error", code: "unknown_channel", message: messages.realtime.unknownChannel(msg.channel) });
    }
    if (msg.type === "subscribe") {
      channels.add(msg.channel);
      send({ type: "subscribed", channel: msg.channel });
    } else {
      channels.delete(msg.channel);
      send({ type: "unsubscribed", channel: msg.channel });
    }
  }

  socket.on("message", (raw) => {
    const msg = parse(raw);
    if (!msg) return send({ type: "error", code: "bad_message", message: "Unreadable message" });
    queue = queue.then(() => handle(msg)).catch((err: unknown) => deps.logger.warn({ err }, "realtime message failed"));
  });
  socket.on("pong", () => {
    alive = true;
  });
  socket.on("close", () => {
    clearTimeout(joinTimer);
    deps.collab?.leaveAll(peer);
  });
  socket.on("error", () => undefined);

  return {
    join(token) {
      const next = queue.then(() => join(token));
      queue = next.catch(() => undefined);
      return next;
    },
    deliver(channel, serialised, toUserId) {
      if (toUserId !== undefined && toUserId !== userId) return;
      if (userId && channels.has(channel) && socket.readyState === socket.OPEN) socket.send(serialised);
    },
    revoke,
    heartbeat() {
      if (!alive) {
        socket.terminate();
        return;
      }
      if (userId && expiresAt * 1000 <= deps.clock.now().getTime()) {
        send({ type: "error", code: "token_expired", message: "Token has expired" });
        close(REALTIME_CLOSE.tokenExpired, "token expired");
        return;
      }
      alive = false;
      if (socket.readyState === socket.OPEN) socket.ping();
      // A socket joined with a session that has since ended (sign-out, password reset) is closed.
      const joinedAs = userId;
      if (joinedAs && deps.sessions) {
        void deps.sessions
          .isActive(sessionId, joinedAs)
          .then((active) => {
            if (!active && userId === joinedAs) close(REALTIME_CLOSE.invalidToken, "session ended");
          })
          .catch(() => undefined);
      }
      // A removal whose revoke event was missed (an instance restarting) still ends the subscription here.
      if (joinedAs && deps.isMember) {
        const workspaces = new Set([...[...channels].map(workspaceOfChannel), ...roles.keys()]);
        for (const workspaceId of workspaces) {
          if (!workspaceId) continue;
          const channel = workspaceChannel(workspaceId);
          void deps
            .isMember(joinedAs, workspaceId)
            .then((member) => {
              if (!member) revoke(channel, joinedAs);
            })
            .catch(() => undefined);
        }
      }
    },
    shutdown() {
      clearTimeout(joinTimer);
      close(REALTIME_CLOSE.shuttingDown, "server restarting: reconnect");
    },
  };
}
