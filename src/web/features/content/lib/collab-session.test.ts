import { afterEach, describe, expect, it, vi } from "vitest";
import { CollabSession, type CollabTransport } from "./collab-session";

const ROOM = "00000000-0000-4000-8000-000000000002";

function fakeTransport() {
  const sent: { type: string; room?: string }[] = [];
  let listener: (msg: { type: string }) => void = () => undefined;
  const transport: CollabTransport = {
    listen: (l) => ((listener = l), () => undefined),
    send: (msg) => (sent.push(msg as { type: string }), true),
    getState: () => "open",
    onStateChange: () => () => undefined,
  };
  return { transport, sent, receive: (msg: object) => listener(msg as { type: string }) };
}

afterEach(() => vi.useRealTimers());

describe("CollabSession", () => {
  it("asks again for a room the server could not open yet (a draft whose first save is on its way), and stops when destroyed", () => {
    vi.useFakeTimers();
    const t = fakeTransport();
    const session = new CollabSession(t.transport, "ws", ROOM);
    const opens = () => t.sent.filter((m) => m.type === "doc.open").length;
    expect(opens()).toBe(1);
    t.receive({ type: "error", code: "unknown_channel", room: ROOM, message: "Unknown channel" });
    vi.advanceTimersByTime(600);
    expect(opens()).toBe(2);
    // Another room's refusal is not this session's.
    t.receive({ type: "error", code: "unknown_channel", room: "page:social_media", message: "Unknown channel" });
    vi.advanceTimersByTime(10_000);
    expect(opens()).toBe(2);
    t.receive({ type: "error", code: "unknown_channel", room: ROOM, message: "Unknown channel" });
    session.destroy();
    vi.advanceTimersByTime(10_000);
    expect(opens()).toBe(2);
    // Nothing was opened on the server, so nothing is closed.
    expect(t.sent.filter((m) => m.type === "doc.close")).toHaveLength(0);
  });
});
