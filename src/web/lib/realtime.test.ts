// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRealtimeClient, type RealtimeState } from "./realtime";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) } as MessageEvent);
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const last = () => FakeSocket.all[FakeSocket.all.length - 1];

function client(token: string | null = "tok-1", random = () => 0.5) {
  const getToken = vi.fn(async () => token);
  const c = createRealtimeClient({
    url: () => "ws://test/api/realtime",
    getToken,
    createSocket: (url) => new FakeSocket(url),
    reconnectDelaysMs: [1000, 2000, 5000, 10_000],
    heartbeatMs: 30_000,
    messageTimeoutMs: 10_000,
    restartJitterMs: 1000,
    random,
  });
  return { c, getToken };
}

async function joined() {
  await flush();
  last().open();
  last().receive({ type: "joined", user_id: "u1", expires_at: 0 });
}

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("realtime client", () => {
  it("connects on the first subscription, joins with the token, subscribes and delivers events", async () => {
    const { c } = client();
    const states: RealtimeState[] = [];
    c.onStateChange((s) => states.push(s));
    const handler = vi.fn();
    c.subscribe("model-change-event", "model-changed", handler);
    await joined();
    expect(last().url).toBe("ws://test/api/realtime");
    expect(last().sent).toEqual([
      { type: "join", token: "tok-1" },
      { type: "subscribe", channel: "model-change-event" },
    ]);
    expect(states).toEqual(["connecting", "open"]);

    last().receive({ type: "event", channel: "model-change-event", event: "model-changed", payload: { modelId: "m1" } });
    last().receive({ type: "event", channel: "model-change-event", event: "other", payload: {} });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ modelId: "m1" });
  });

  it("stays closed without a session", async () => {
    const { c } = client(null);
    c.subscribe("model-updates", "postgres_changes", () => {});
    await flush();
    expect(FakeSocket.all).toHaveLength(0);
    expect(c.getState()).toBe("closed");
  });

  it("reconnects after 1, 2, 5, then 10 s, and resets after a successful join", async () => {
    vi.useFakeTimers();
    const { c } = client();
    c.subscribe("model-updates", "postgres_changes", () => {});
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = FakeSocket.all.length;
      last().close(1006);
      let waited = 0;
      while (FakeSocket.all.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);

    last().open();
    last().receive({ type: "joined", user_id: "u1", expires_at: 0 });
    const before = FakeSocket.all.length;
    last().close(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all.length).toBe(before + 1);
  });

  it("comes back within the restart jitter after a server restart (1012), then backs off from the second step", async () => {
    vi.useFakeTimers();
    const { c } = client("tok-1", () => 0.3);
    c.subscribe("model-updates", "postgres_changes", () => {});
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: "joined", user_id: "u1", expires_at: 0 });
    const waits: number[] = [];
    for (const code of [1012, 1006, 1006]) {
      const before = FakeSocket.all.length;
      last().close(code);
      let waited = 0;
      while (FakeSocket.all.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    // 0.3 of the 1 s jitter, then 2 s and 5 s: a restart never sends every tab back at the same instant.
    expect(waits).toEqual([300, 2000, 5000]);
    expect(last().url).toBe("ws://test/api/realtime");
  });

  it("sends a heartbeat every 30 s and drops a socket that does not answer in 10 s", async () => {
    vi.useFakeTimers();
    const { c } = client();
    c.subscribe("model-updates", "postgres_changes", () => {});
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: "joined", user_id: "u1", expires_at: 0 });
    const socket = last();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    socket.receive({ type: "pong" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.readyState).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.readyState).toBe(3);
    expect(c.getState()).toBe("closed");
  });

  it("rejoins with a fresh token without resubscribing, and closes when the last subscriber leaves", async () => {
    const { c, getToken } = client();
    const off1 = c.subscribe("model-updates", "postgres_changes", () => {});
    const off2 = c.subscribe("model-change-event", "model-changed", () => {});
    await joined();
    const socket = last();
    getToken.mockResolvedValue("tok-2");
    await c.rejoin();
    expect(socket.sent.at(-1)).toEqual({ type: "join", token: "tok-2" });
    off1();
    expect(socket.sent.at(-1)).toEqual({ type: "unsubscribe", channel: "model-updates" });
    expect(c.getState()).toBe("open");
    off2();
    expect(socket.readyState).toBe(3);
    expect(c.getState()).toBe("closed");
  });

  it("suspends on sign-out and resumes on sign-in", async () => {
    const { c } = client();
    c.subscribe("model-updates", "postgres_changes", () => {});
    await joined();
    c.suspend();
    expect(c.getState()).toBe("closed");
    const count = FakeSocket.all.length;
    c.resume();
    await flush();
    expect(FakeSocket.all.length).toBe(count + 1);
  });
});
