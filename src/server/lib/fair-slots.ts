/**
 * Shares a few slots (document readers, image work) fairly between users: each user has a queue, and a free slot
 * goes to the waiting user who holds the fewest slots, then to the one served longest ago (round-robin); no user
 * holds more than `perUser` slots. One user's twenty slow PDFs therefore wait
 * behind each other, not in front of another user's one page: a first-come queue made that page wait 48 s.
 */
export interface SlotLimits {
  /** Slots in all. */
  concurrency: number;
  /** Slots one user may hold at once. */
  perUser: number;
  /** Waiting requests in all, and per user: beyond them acquire() answers undefined (the caller refuses, 503). */
  maxQueued: number;
  maxQueuedPerUser: number;
}

export type Release = () => void;

export class FairSlots {
  private running = 0;
  private readonly held = new Map<string, number>();
  private readonly queues = new Map<string, (() => void)[]>();
  /** When each user with slots or waiting requests was last given a slot (a tick), for the round-robin. */
  private readonly lastServed = new Map<string, number>();
  private tick = 0;
  private waiting = 0;
  private limits: SlotLimits = { concurrency: 1, perUser: 1, maxQueued: 0, maxQueuedPerUser: 0 };

  /** A slot for `user` (resolved with its release), or undefined when the queues are full. */
  acquire(user: string, limits: SlotLimits): Promise<Release> | undefined {
    this.limits = { ...limits, perUser: Math.max(1, Math.min(limits.perUser, limits.concurrency)) };
    if (this.running < this.limits.concurrency && this.heldBy(user) < this.limits.perUser) return Promise.resolve(this.grant(user));
    const queue = this.queues.get(user) ?? [];
    if (this.waiting >= limits.maxQueued || queue.length >= limits.maxQueuedPerUser) return undefined;
    this.queues.set(user, queue);
    this.waiting += 1;
    return new Promise<Release>((resolve) => queue.push(() => resolve(this.grant(user))));
  }

  /** Slots in use and requests waiting, per user (for tests and the health of the pool). */
  stats(): { running: number; waiting: number; heldBy: (user: string) => number } {
    return { running: this.running, waiting: this.waiting, heldBy: (user) => this.heldBy(user) };
  }

  private heldBy(user: string): number {
    return this.held.get(user) ?? 0;
  }

  private grant(user: string): Release {
    this.running += 1;
    this.held.set(user, this.heldBy(user) + 1);
    this.lastServed.set(user, ++this.tick);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = this.heldBy(user) - 1;
      if (left > 0) this.held.set(user, left);
      else this.held.delete(user);
      // A user with nothing running or waiting is forgotten: the maps stay as small as the set of active users.
      if (left <= 0 && !this.queues.has(user)) this.lastServed.delete(user);
      this.dispatch();
    };
  }

  /** Fills free slots: fewest slots held first, then served longest ago; users at their own cap are skipped. */
  private dispatch(): void {
    while (this.running < this.limits.concurrency) {
      let next: string | undefined;
      for (const [user, queue] of this.queues) {
        if (queue.length === 0 || this.heldBy(user) >= this.limits.perUser) continue;
        if (next === undefined || this.before(user, next)) next = user;
      }
      if (next === undefined) return;
      const queue = this.queues.get(next)!;
      const start = queue.shift()!;
      this.waiting -= 1;
      if (queue.length === 0) this.queues.delete(next);
      start();
    }
  }

  private before(a: string, b: string): boolean {
    const held = this.heldBy(a) - this.heldBy(b);
    if (held !== 0) return held < 0;
    return (this.lastServed.get(a) ?? 0) < (this.lastServed.get(b) ?? 0);
  }
}
