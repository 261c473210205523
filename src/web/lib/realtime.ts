/**
 * The realtime client: one WebSocket to /api/realtime, joined with the current access token, shared by every
 * subscriber. Heartbeat every 30 s; reconnects after 1, 2, 5, then every 10 s (spec §9); states connecting,
 * open, closing, closed (spec §4). A server that restarts closes with 1012: the client comes back within a random
 * part of a second (another instance answers; the tabs do not all arrive at once), then backs off as usual.
 */
import { REALTIME } from "@/shared/constants";
import { REALTIME_CLOSE, type RealtimeClientMessage, type RealtimeServerMessage } from "@/shared/contracts/models";
import { sessionStore } from "./auth/session-store";

export type RealtimeState = "connecting" | "open" | "closing" | "closed";
export type RealtimeHandler = (payload: unknown) => void;

interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

export interface RealtimeClientOptions {
  url?: () => string;
  getToken: () => Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  reconnectDelaysMs?: readonly number[];
  /** The first reconnect after a server restart waits random() times this. */
  restartJitterMs?: number;
  random?: () => number;
  heartbeatMs?: number;
  messageTimeoutMs?: number;
}

const OPEN = 1;

function defaultUrl() {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}/api/realtime`;
}

export function createRealtimeClient(options: RealtimeClientOptions) {
  const delays = options.reconnectDelaysMs ?? REALTIME.reconnectDelaysMs;
  const restartJitterMs = options.restartJitterMs ?? REALTIME.restartJitterMs;
  const random = options.random ?? Math.random;
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const messageTimeoutMs = options.messageTimeoutMs ?? REALTIME.messageTimeoutMs;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);

  const handlers = new Map<string, Set<RealtimeHandler>>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  /** Listeners of every message that is not a channel event (the co-editing rooms, issue 26). */
  const messageListeners = new Set<(msg: { type: string }) => void>();
  let socket: SocketLike | null = null;
  let state: RealtimeState = "closed";
  let joined = false;
  let attempt = 0;
  let wanted = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;

  const key = (channel: string, event: string) => `${channel}\u0000${event}`;
  /** The handler key that only keeps the socket open for message listeners (no channel on the server). */
  const LISTENING = "\u0000messages";
  const channels = () => new Set([...handlers.keys()].filter((k) => k !== LISTENING).map((k) => k.split("\u0000")[0]));

  function setState(next: RealtimeState) {
    if (state === next) return;
    state = next;
    for (const l of stateListeners) l(next);
  }

  function send(msg: RealtimeClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(msg));
  }

  function stopTimers() {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (pongTimer) clearTimeout(pongTimer);
    heartbeatTimer = null;
    pongTimer = null;
  }

  function scheduleReconnect(delayMs?: number) {
    if (!wanted || reconnectTimer) return;
    const delay = delayMs ?? delays[Math.min(attempt, delays.length - 1)];
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  }

  function onMessage(raw: string) {
    let msg: RealtimeServerMessage;
    try {
      msg = JSON.parse(raw) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (pongTimer) clearTimeout(pongTimer);
    pongTimer = null;
    if (msg.type === "joined") {
      const first = !joined;
      joined = true;
      attempt = 0;
      if (first) for (const channel of channels()) send({ type: "subscribe", channel });
      setState("open");
    } else if (msg.type === "event") {
      for (const handler of handlers.get(key(msg.channel, msg.event)) ?? []) handler(msg.payload);
    }
    for (const listener of messageListeners) listener(msg);
  }

  let starting = false;
  async function connect() {
    if (!wanted || socket || starting) return;
    starting = true;
    const token = await options.getToken().finally(() => {
      starting = false;
    });
    // No session: stay closed until one arrives (the auth listener calls connect again).
    if (!token || !wanted || socket) return;
    setState("connecting");
    joined = false;
    const ws = createSocket((options.url ?? defaultUrl)());
    socket = ws;
    ws.onopen = () => send({ type: "join", token });
    ws.onmessage = (ev) => onMessage(String(ev.data));
    ws.onerror = () => undefined;
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      joined = false;
      stopTimers();
      setState("closed");
      // A restarting server (1012): back soon, spread out; if that fails, the backoff goes on from its second step.
      if (ev.code === REALTIME_CLOSE.shuttingDown) {
        attempt = 0;
        scheduleReconnect(Math.round(random() * restartJitterMs));
        return;
      }
      // An expired token (4001) is refreshed by getToken() on the next attempt; a network drop just retries with
      // the backoff.
      if (ev.code !== REALTIME_CLOSE.invalidToken || attempt < delays.length) scheduleReconnect();
    };
    heartbeatTimer = setInterval(() => {
      send({ type: "ping" });
      pongTimer ??= setTimeout(() => ws.close(), messageTimeoutMs);
    }, heartbeatMs);
  }

  function disconnect() {
    wanted = false;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    stopTimers();
    if (socket) {
      setState("closing");
      const ws = socket;
      socket = null;
      ws.close(1000, "client closed");
    }
    joined = false;
    setState("closed");
  }

  return {
    getState: () => state,
    onStateChange(listener: (state: RealtimeState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Calls the handler for each `event` on `channel`; answers the unsubscribe function. */
    subscribe(channel: string, event: string, handler: RealtimeHandler): () => void {
      const k = key(channel, event);
      const isNewChannel = !channels().has(channel);
      if (!handlers.has(k)) handlers.set(k, new Set());
      handlers.get(k)!.add(handler);
      if (isNewChannel && joined) send({ type: "subscribe", channel });
      wanted = true;
      void connect();
      return () => {
        const set = handlers.get(k);
        set?.delete(handler);
        if (set && set.size === 0) handlers.delete(k);
        if (!channels().has(channel)) send({ type: "unsubscribe", channel });
        if (handlers.size === 0) disconnect();
      };
    },
    /**
     * Hears every message (co-editing rooms); keeps the socket open while listened to. Rooms are joined again by
     * their owner when the state turns open (a reconnect).
     */
    listen(listener: (msg: { type: string }) => void): () => void {
      messageListeners.add(listener);
      if (!handlers.has(LISTENING)) handlers.set(LISTENING, new Set());
      wanted = true;
      void connect();
      return () => {
        messageListeners.delete(listener);
        if (messageListeners.size === 0) handlers.delete(LISTENING);
        if (handlers.size === 0) disconnect();
      };
    },
    /** Sends a message now when joined; answers whether it went. */
    send(msg: object): boolean {
      if (!joined || socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify(msg));
      return true;
    },
    /** A new access token (after a refresh): rejoin so the server keeps the socket past the old token's expiry. */
    async rejoin() {
      const token = await options.getToken();
      if (token && joined) send({ type: "join", token });
    },
    /** Signed in again or back online: connect now if anyone listens. */
    resume() {
      if (handlers.size === 0) return;
      wanted = true;
      attempt = 0;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      void connect();
    },
    /** Signed out: close and stay closed until resume(). */
    suspend() {
      disconnect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The app's client, following the session: joins on sign-in, rejoins on refresh, closes on sign-out. */
export const realtime = createRealtimeClient({ getToken: () => sessionStore.getAccessToken() });

if (typeof window !== "undefined") {
  sessionStore.onAuthStateChange((event, session) => {
    if (event === "SIGNED_OUT" || !session) realtime.suspend();
    else if (event === "TOKEN_REFRESHED") void realtime.rejoin();
    else realtime.resume();
  });
}
