/**
 * The realtime hub (DESIGN §9): WebSocket /api/realtime. Messages are published with pg_notify and every
 * instance's hub relays what it hears (LISTEN) to its own sockets, so N instances on one database all deliver.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { ServiceContext } from "@/server/app-env";
import { REALTIME } from "@/shared/constants";
import type { RealtimeServerMessage } from "@/shared/contracts/models";
import type { SessionGuard } from "@/server/auth/sessions";
import { createHostCheck, refuseForeignUpgrade } from "@/server/lib/allowed-hosts";
import { membersAmong } from "@/server/db/memberships";
import { createMembershipBatch } from "./membership-batch";
import { WORKSPACE_ACCESS_REVOKED_EVENT, workspaceChannel, type WorkspaceAccessRevokedPayload } from "@/shared/contracts/workspaces";
import { createConnection, type Connection } from "./connection";
import { createDocStore } from "./collab/doc-store";
import { createCollabRooms } from "./collab/rooms";
import { findMembership } from "@/server/db/memberships";
import { COLLAB } from "@/shared/contracts/collab";
import { DRAFT_CHANGED_EVENT, DRAFTS, type DraftChangedPayload } from "@/shared/contracts/drafts";
import { WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload } from "@/shared/contracts/workspaces";
import type { RealtimeHub } from "./hub";

export type { RealtimeHub };

export interface RealtimeOptions {
  path?: string;
  heartbeatMs?: number;
  /** How long a socket may stay unjoined. */
  joinTimeoutMs?: number;
  /** When given, a token whose session has ended cannot join, and a joined socket is closed when it ends. */
  sessions?: SessionGuard;
}

/** The PostgreSQL NOTIFY channel all instances share. */
export const NOTIFY_CHANNEL = "content_studio_realtime";
/** Co-editing updates and presence between instances (decision 034). */
export const COLLAB_NOTIFY_CHANNEL = "content_studio_collab";
export const REALTIME_PATH = "/api/realtime";
/** A co-editing sync step 2 after a long offline edit is the largest message a client sends. */
const MAX_MESSAGE_BYTES = COLLAB.maxMessageBytes;
const CLOSE_GRACE_MS = 1000;

interface Envelope {
  channel: string;
  event: string;
  payload: unknown;
  /** The only user whose sockets get it (a per-user channel); absent for broadcast channels. */
  to?: string;
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as Partial<Envelope>;
    if (typeof value.channel !== "string" || typeof value.event !== "string") return null;
    return { channel: value.channel, event: value.event, payload: value.payload, to: typeof value.to === "string" ? value.to : undefined };
  } catch {
    return null;
  }
}

export async function createRealtimeHub(ctx: ServiceContext, options: RealtimeOptions = {}): Promise<RealtimeHub> {
  const path = options.path ?? REALTIME_PATH;
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const joinTimeoutMs = options.joinTimeoutMs ?? REALTIME.messageTimeoutMs;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();
  const servers = new Set<Server>();
  const allowsHost = createHostCheck(ctx.config);

  const unlisten = await ctx.database.listen(
    NOTIFY_CHANNEL,
    (raw) => {
      const envelope = parseEnvelope(raw);
      if (!envelope) return;
      // Serialised once per broadcast, not once per socket.
      const message = JSON.stringify({
        type: "event",
        channel: envelope.channel,
        event: envelope.event,
        payload: envelope.payload,
      } satisfies RealtimeServerMessage);
      for (const conn of connections) conn.deliver(envelope.channel, message, envelope.to);
      if (envelope.event === WORKSPACE_ACCESS_REVOKED_EVENT && envelope.to) {
        for (const conn of connections) conn.revoke(envelope.channel, envelope.to);
      }
    },
    () => {
      // The database connection was lost and events may have been missed: every socket reconnects and its page
      // loads afresh (and a member removed meanwhile is refused on the way back in).
      for (const conn of connections) conn.shutdown();
    },
  );
  // One query per workspace for the checks of a turn (every socket's heartbeat fires in the same one).
  const isMember = createMembershipBatch((workspaceId, userIds) => membersAmong(ctx.database.db, workspaceId, userIds));
  const roleOf = async (userId: string, workspaceId: string) => (await findMembership(ctx.database.db, userId, workspaceId))?.role;

  const collab = createCollabRooms({
    store: createDocStore(ctx.database.db),
    clock: ctx.clock,
    logger: ctx.logger,
    notify: (payload) => ctx.database.notify(COLLAB_NOTIFY_CHANNEL, payload),
    async announce(workspaceId, row, by) {
      const small = JSON.stringify(row.data).length <= DRAFTS.maxEventDataChars;
      const channel = workspaceChannel(workspaceId);
      await publish(channel, WORKSPACE_CHANGED_EVENT, { resource: "drafts", id: row.id, by: by ?? "" } satisfies WorkspaceChangedPayload);
      const payload: DraftChangedPayload = {
        id: row.id,
        page: row.page,
        version: row.version,
        position: row.position,
        deleted: false,
        by: by ?? "",
        ...(small ? { data: row.data } : {}),
      };
      await publish(channel, DRAFT_CHANGED_EVENT, payload);
    },
  });
  const unlistenCollab = await ctx.database.listen(
    COLLAB_NOTIFY_CHANNEL,
    (raw) => void collab.heard(raw).catch((err: unknown) => ctx.logger.warn({ err }, "collab notice failed")),
    () => void collab.resync(),
  );

  wss.on("connection", (socket: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const conn = createConnection(socket, {
      config: ctx.config,
      clock: ctx.clock,
      logger: ctx.logger,
      joinTimeoutMs,
      sessions: options.sessions,
      isMember,
      collab,
      roleOf,
    });
    connections.add(conn);
    socket.on("close", () => connections.delete(conn));
    const token = url.searchParams.get("token");
    if (token) void conn.join(token);
  });

  // Sockets that stopped answering pings are dropped; expired sessions are closed.
  const heartbeat = setInterval(() => {
    for (const conn of connections) conn.heartbeat();
  }, heartbeatMs);
  heartbeat.unref();

  let closing: Promise<void> | undefined;

  async function publish(channel: string, event: string, payload: unknown, toUserId?: string) {
    await ctx.database.notify(NOTIFY_CHANNEL, JSON.stringify({ channel, event, payload, to: toUserId } satisfies Envelope));
  }

  function onUpgrade(this: Server, req: IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname !== path) {
      // Nobody else handles upgrades on this server: refuse rather than leave the socket hanging.
      if (this.listenerCount("upgrade") <= 1) socket.destroy();
      return;
    }
    // DNS rebinding: the same allowed hosts as every HTTP request (src/server/lib/allowed-hosts.ts).
    if (refuseForeignUpgrade(allowsHost, req, socket)) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  }

  return {
    attach(server) {
      const http = server as Server;
      if (servers.has(http)) return;
      servers.add(http);
      http.on("upgrade", onUpgrade);
    },
    publish,
    async revokeWorkspaceAccess(workspaceId, userId) {
      const channel = workspaceChannel(workspaceId);
      await publish(channel, WORKSPACE_ACCESS_REVOKED_EVENT, { workspace_id: workspaceId } satisfies WorkspaceAccessRevokedPayload, userId);
    },
    socketCount: () => connections.size,
    collab,
    async draftTextChanged(workspaceId, draftId, text) {
      await collab.textChanged(workspaceId, draftId, text);
    },
    close() {
      return (closing ??= closeAll());
    },
  };

  async function closeAll() {
    clearInterval(heartbeat);
    for (const server of servers) server.off("upgrade", onUpgrade);
    servers.clear();
    for (const conn of connections) conn.shutdown();
    connections.clear();
    // Clients get a moment to answer the close frame; then whatever is left is cut so shutdown never hangs.
    const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    await Promise.race([closed, grace]);
    for (const client of wss.clients) client.terminate();
    await collab.flush().catch(() => undefined);
    collab.destroy();
    await unlisten().catch(() => undefined);
    await unlistenCollab().catch(() => undefined);
  }
}
