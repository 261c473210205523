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
import { workspaceOfChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
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
}

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

function parse(raw: unknown): RealtimeClientMessage | null {
  try {
    const msg = JSON.parse(String(raw)) as { type?: unknown; token?: unknown; channel?: unknown };
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

  const send = (msg: RealtimeServerMessage) => {
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
    if (revokedUserId !== userId || !channels.delete(channel)) return;
    send({ type: "unsubscribed", channel });
  }

  async function handle(msg: RealtimeClientMessage) {
    alive = true;
    if (msg.type === "join") return join(msg.token);
    if (msg.type === "ping") return send({ type: "pong" });
    if (!userId) return send({ type: "error", code: "not_joined", message: messages.realtime.notJoined });
    const workspaceId = workspaceOfChannel(msg.channel);
    if (!CHANNELS.has(msg.channel) && !workspaceId) return send({ type: "error", code: "unknown_channel", message: messages.realtime.unknownChannel(msg.channel) });
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
  socket.on("close", () => clearTimeout(joinTimer));
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
        for (const channel of channels) {
          const workspaceId = workspaceOfChannel(channel);
          if (!workspaceId) continue;
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
