/**
 * The arithmetic of bench/draft-latency.ts: which socket's receipt belongs to which change, and what the receipts
 * come to (per-delivery percentiles, and per change the time until the last receiver had it).
 */
import { percentile } from "./results";

/** One change the writer sent: when, and when each receiving socket got its event (by socket index). */
export interface SentChange {
  sentAt: number;
  /** When the writer's request was answered. */
  answeredAt: number;
  receipts: Map<number, number>;
}

/**
 * Ties socket receipts to the changes sent. A draft change is matched by its id and version (the event names both);
 * the generic "changed" event names only the resource and id, so its n-th receipt on a socket is that socket's
 * n-th change of the resource (a socket's messages arrive in order, and the writer sends one change at a time).
 */
export function createReceiptMatcher() {
  const byVersion = new Map<string, SentChange>();
  const byOrdinal = new Map<string, SentChange[]>();
  const seen = new Map<string, number>();
  let unmatched = 0;
  return {
    expectVersion(id: string, version: number, change: SentChange) {
      byVersion.set(`${id}@${version}`, change);
    },
    expectNext(resource: string, id: string, change: SentChange) {
      const key = `${resource}/${id}`;
      byOrdinal.set(key, [...(byOrdinal.get(key) ?? []), change]);
    },
    /** A draft.changed event a socket received at `at`. */
    versionReceived(socket: number, id: string, version: number, at: number) {
      const change = byVersion.get(`${id}@${version}`);
      if (!change || change.receipts.has(socket)) unmatched += 1;
      else change.receipts.set(socket, at);
    },
    /** A generic "changed" event of `resource`/`id` a socket received at `at`. */
    nextReceived(socket: number, resource: string, id: string, at: number) {
      const key = `${resource}/${id}`;
      const counter = `${socket} ${key}`;
      const n = seen.get(counter) ?? 0;
      seen.set(counter, n + 1);
      const change = byOrdinal.get(key)?.[n];
      if (!change) unmatched += 1;
      else change.receipts.set(socket, at);
    },
    /** Receipts that matched no change sent (or a second receipt of one on the same socket): must stay 0. */
    unmatched: () => unmatched,
  };
}

export interface DeliveryStats {
  changes: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  /** Per change, the time until the last receiver had it: its median and p99. */
  lastP50: number;
  lastP99: number;
  /** Per change, the time until the writer's request was answered. */
  answeredP50: number;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * Latency (ms) from sending each change to its receipt on each receiving socket, over the changes given (the
 * warm-ups already left out); `receivers` selects the sockets counted (e.g. those of one instance).
 */
export function deliveryStats(changes: SentChange[], receivers: number[]): DeliveryStats {
  const latencies: number[] = [];
  const lasts: number[] = [];
  let delivered = 0;
  for (const change of changes) {
    let last = -Infinity;
    let all = true;
    for (const socket of receivers) {
      const at = change.receipts.get(socket);
      if (at === undefined) {
        all = false;
        continue;
      }
      delivered += 1;
      latencies.push(at - change.sentAt);
      last = Math.max(last, at - change.sentAt);
    }
    // A change some receiver never got has no "last receipt": it counts as missed, not as fast.
    lasts.push(all ? last : Infinity);
  }
  const l = sorted(latencies);
  const s = sorted(lasts);
  return {
    changes: changes.length,
    delivered,
    expected: changes.length * receivers.length,
    p50: percentile(l, 50),
    p99: percentile(l, 99),
    max: l.length ? l[l.length - 1] : NaN,
    lastP50: percentile(s, 50),
    lastP99: percentile(s, 99),
    answeredP50: percentile(sorted(changes.map((c) => c.answeredAt - c.sentAt)), 50),
  };
}

/**
 * The changes sent from `beforeMs` before to `afterMs` after any of the given instants (e.g. the server's
 * heartbeats: a change sent just before one is still in flight when it starts), and the rest.
 */
export function splitByWindow(changes: SentChange[], instants: number[], window: { beforeMs: number; afterMs: number }): { inside: SentChange[]; outside: SentChange[] } {
  const inside: SentChange[] = [];
  const outside: SentChange[] = [];
  const near = (at: number) => instants.some((t) => at >= t - window.beforeMs && at < t + window.afterMs);
  for (const change of changes) (near(change.sentAt) ? inside : outside).push(change);
  return { inside, outside };
}
