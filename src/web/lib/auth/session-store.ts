import type { SessionDto, UserDto } from "@/shared/contracts/auth";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { ApiError, parseErrorResponse } from "../api-error";
import { clearUserStorage } from "../user-storage";

export type AuthEvent = "INITIAL_SESSION" | "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "USER_UPDATED" | "PASSWORD_RECOVERY" | "MFA_CHALLENGE_VERIFIED";
export type AuthListener = (event: AuthEvent, session: SessionDto | null) => void;

/** A non-secret marker (no tokens) under a key derived from the backend host, so a visitor without one skips the session check. */
export const sessionMarkerKey = () => `cs-${typeof location !== "undefined" ? location.hostname : "app"}-auth-session`;

/** Whether this browser may hold a session (the marker is there, or storage cannot tell). */
export function hasSessionMarker(): boolean {
  try {
    return localStorage.getItem(sessionMarkerKey()) !== null;
  } catch {
    return true;
  }
}

async function authFetch(path: string, body?: unknown, accessToken?: string): Promise<Response> {
  return fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The browser's session: the access token lives in memory only; the refresh token is an httpOnly cookie.
 * Emits the spec's auth events and refreshes 3 ticks (of 30 s) before expiry and when the tab becomes visible.
 */
export class SessionStore {
  private session: SessionDto | null = null;
  private listeners = new Set<AuthListener>();
  private refreshing: Promise<SessionDto | null> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  // Browsers only: the build renders the public pages in Node, where an open channel would keep the process alive.
  private channel: BroadcastChannel | null = typeof window !== "undefined" && typeof BroadcastChannel !== "undefined" ? new BroadcastChannel("cs-auth") : null;
  initialized = false;

  constructor() {
    this.channel?.addEventListener("message", (e: MessageEvent<{ type: string }>) => {
      if (e.data?.type === "signed_out" && this.session) this.clear("SIGNED_OUT", false);
      if (e.data?.type === "signed_in" && !this.session) void this.refresh();
    });
  }

  getSession() {
    return this.session;
  }

  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AuthEvent) {
    for (const l of this.listeners) l(event, this.session);
  }

  private writeMarker(session: SessionDto | null) {
    try {
      if (session) localStorage.setItem(sessionMarkerKey(), JSON.stringify({ user: { id: session.user.id, email: session.user.email }, expires_at: session.expires_at }));
      else localStorage.removeItem(sessionMarkerKey());
    } catch {
      /* storage may be unavailable (private mode); the cookie still works */
    }
  }

  private setSession(session: SessionDto, event: AuthEvent) {
    this.session = session;
    this.writeMarker(session);
    this.emit(event);
  }

  private clear(event: AuthEvent, broadcast = true) {
    this.session = null;
    this.writeMarker(null);
    if (broadcast) this.channel?.postMessage({ type: "signed_out" });
    this.emit(event);
  }

  private initializing: Promise<void> | null = null;

  /**
   * Reads the session once at start: INITIAL_SESSION with the session or null. Without a marker there is nothing
   * to ask the server, so the store is initialized before this returns: a pre-rendered public page then hydrates
   * with the signed-out state it was rendered in (src/web/main.tsx).
   */
  initialize(): Promise<void> {
    if (!this.initializing && !hasSessionMarker()) {
      this.initializing = Promise.resolve();
      this.finishInitialize(null);
    }
    this.initializing ??= this.doInitialize();
    return this.initializing;
  }

  private finishInitialize(session: SessionDto | null) {
    this.session = session;
    this.initialized = true;
    this.emit("INITIAL_SESSION");
    this.startAutoRefresh();
  }

  private async doInitialize(): Promise<void> {
    let session: SessionDto | null = null;
    try {
      session = await this.refresh({ silent: true });
    } catch (err) {
      console.warn(messages.auth.sessionCheckFailed, err);
    } finally {
      this.finishInitialize(session);
    }
  }

  async signIn(email: string, password: string): Promise<SessionDto> {
    const res = await authFetch("/token?grant_type=password", { email, password });
    if (!res.ok) throw await parseErrorResponse(res);
    const session = (await res.json()) as SessionDto;
    this.setSession(session, "SIGNED_IN");
    this.channel?.postMessage({ type: "signed_in" });
    return session;
  }

  async signUp(email: string, password: string, setupCode?: string, invitationToken?: string): Promise<string> {
    const res = await authFetch("/signup", { email, password, ...(setupCode ? { setup_code: setupCode } : {}), ...(invitationToken ? { invitation_token: invitationToken } : {}) });
    if (!res.ok) throw await parseErrorResponse(res);
    return ((await res.json()) as { message: string }).message;
  }

  async signOut(): Promise<void> {
    clearUserStorage();
    try {
      // The access token too: the server ends its session even if the cookie is gone.
      const res = await authFetch("/logout", {}, this.session?.access_token);
      // Sign-out ignores 401, 403 and 404 (spec §8).
      if (!res.ok && ![401, 403, 404].includes(res.status)) throw await parseErrorResponse(res);
    } catch (err) {
      console.warn(messages.auth.errorSigningOut, err);
    } finally {
      this.clear("SIGNED_OUT");
    }
  }

  updateUser(user: UserDto) {
    if (!this.session) return;
    this.session = { ...this.session, user };
    this.emit("USER_UPDATED");
  }

  /** The session was rejected by the server (401 after a refresh): tell everyone. */
  sessionLost() {
    if (this.session) this.clear("SIGNED_OUT");
  }

  /** Single-flight refresh; network failures retry with 200 ms doubled within a 30 s window (spec §9). */
  refresh(opts: { silent?: boolean } = {}): Promise<SessionDto | null> {
    this.refreshing ??= this.doRefresh(opts.silent ?? false).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(silent: boolean): Promise<SessionDto | null> {
    const started = Date.now();
    let delay: number = AUTH.refreshRetryBaseMs;
    for (;;) {
      try {
        const res = await authFetch("/token?grant_type=refresh_token", {});
        if (res.ok) {
          const session = (await res.json()) as SessionDto;
          if (silent) {
            this.session = session;
            this.writeMarker(session);
          } else this.setSession(session, "TOKEN_REFRESHED");
          return session;
        }
        if (res.status >= 500 && Date.now() - started + delay < AUTH.refreshRetryWindowMs) throw new Error(`refresh failed: ${res.status}`);
        if (silent) {
          this.writeMarker(null);
          return null;
        }
        this.clear("SIGNED_OUT");
        return null;
      } catch (err) {
        if (err instanceof ApiError || Date.now() - started + delay >= AUTH.refreshRetryWindowMs) throw err;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  /** The current access token, refreshed first when it is about to expire. */
  async getAccessToken(): Promise<string | null> {
    if (!this.session) return null;
    const msLeft = this.session.expires_at * 1000 - Date.now();
    if (msLeft <= AUTH.recoveryMarginMs) {
      const fresh = await this.refresh().catch(() => null);
      return fresh?.access_token ?? null;
    }
    return this.session.access_token;
  }

  private tick = () => {
    if (!this.session) return;
    const msLeft = this.session.expires_at * 1000 - Date.now();
    if (msLeft <= AUTH.refreshThresholdTicks * AUTH.refreshTickMs) void this.refresh().catch(() => {});
  };

  private onVisibility = () => {
    if (document.visibilityState === "visible") this.tick();
  };

  startAutoRefresh() {
    if (this.timer || typeof window === "undefined") return;
    this.timer = setInterval(this.tick, AUTH.refreshTickMs);
    document.addEventListener("visibilitychange", this.onVisibility);
  }

  /** Stops timers and cross-tab messages (tests, hot reload). */
  dispose() {
    this.stopAutoRefresh();
    this.channel?.close();
    this.listeners.clear();
  }

  stopAutoRefresh() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    document.removeEventListener("visibilitychange", this.onVisibility);
  }
}

export const sessionStore = new SessionStore();
