// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionStore, sessionMarkerKey, type AuthEvent } from "./session-store";

function session(expiresInSeconds: number, token = "access") {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresInSeconds,
    expires_at: now + expiresInSeconds,
    refresh_token: "refresh",
    user: { id: "u1", email: "a@b.co", role: "user", email_confirmed_at: null, created_at: "", updated_at: "", identities: [], factors: [] },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("SessionStore", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let events: AuthEvent[];
  let store: SessionStore;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    store = new SessionStore();
    events = [];
    store.onAuthStateChange((e) => events.push(e));
  });
  afterEach(() => {
    store.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("skips the network for a visitor who never signed in and emits INITIAL_SESSION without a session", async () => {
    await store.initialize();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual(["INITIAL_SESSION"]);
    expect(store.getSession()).toBeNull();
  });

  it("restores the session through the refresh cookie when a marker exists", async () => {
    localStorage.setItem(sessionMarkerKey(), "{}");
    fetchMock.mockResolvedValueOnce(json(200, session(3600)));
    await store.initialize();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/auth/token?grant_type=refresh_token");
    expect(events).toEqual(["INITIAL_SESSION"]);
    expect(store.getSession()?.user.email).toBe("a@b.co");
  });

  it("signs in, emits SIGNED_IN, and keeps no token in local storage", async () => {
    fetchMock.mockResolvedValueOnce(json(200, session(3600, "secret-token")));
    await store.signIn("a@b.co", "pw");
    expect(events).toEqual(["SIGNED_IN"]);
    expect(JSON.stringify(localStorage)).not.toContain("secret-token");
    expect(await store.getAccessToken()).toBe("secret-token");
  });

  it("refreshes 3 ticks of 30 s before expiry", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    fetchMock.mockResolvedValueOnce(json(200, session(120)));
    await store.signIn("a@b.co", "pw");
    store.startAutoRefresh();
    fetchMock.mockResolvedValueOnce(json(200, session(3600, "fresh")));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(events).toContain("TOKEN_REFRESHED"));
    expect(store.getSession()?.access_token).toBe("fresh");
  });

  it("does not refresh while far from expiry", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    fetchMock.mockResolvedValueOnce(json(200, session(3600)));
    await store.signIn("a@b.co", "pw");
    store.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("signs out even when the server answers 401, and emits SIGNED_OUT", async () => {
    fetchMock.mockResolvedValueOnce(json(200, session(3600)));
    await store.signIn("a@b.co", "pw");
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: "x", message: "x" } }));
    await store.signOut();
    expect(events).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
    expect(store.getSession()).toBeNull();
    expect(localStorage.getItem(sessionMarkerKey())).toBeNull();
  });

  it("signing out on purpose removes this user's rows and brand selection from the browser", async () => {
    localStorage.setItem("socialMediaPostsData", "[]");
    localStorage.setItem("selectedBrandId", "b1");
    localStorage.setItem("unrelated", "keep");
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await store.signOut();
    expect(localStorage.getItem("socialMediaPostsData")).toBeNull();
    expect(localStorage.getItem("selectedBrandId")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("keep");
  });

  it("a rejected refresh ends the session with SIGNED_OUT", async () => {
    fetchMock.mockResolvedValueOnce(json(200, session(3600)));
    await store.signIn("a@b.co", "pw");
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: "invalid_grant", message: "Invalid Refresh Token" } }));
    expect(await store.refresh()).toBeNull();
    expect(events).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
  });
});
