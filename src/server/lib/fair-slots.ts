/**
 * Shares a few slots (document readers, image work) fairly between users: each user has a queue, free slots go to the queues
 * in turn (round-robin), and no user holds more than `perUser` slots. One user's twenty slow PDFs therefore wait
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
  /** Map order is the round-robin order: a user served goes to the back. */
  private readonly queues = new Map<string, (() => void)[]>();
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
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = this.heldBy(user) - 1;
      if (left > 0) this.held.set(user, left);
      else this.held.delete(user);
      this.dispatch();
    };
  }

  /** Fills free slots from the queues in turn, skipping users at their own cap. */
  private dispatch(): void {
    while (this.running < this.limits.concurrency) {
      const next = [...this.queues].find(([user, queue]) => queue.length > 0 && this.heldBy(user) < this.limits.perUser);
      if (!next) return;
      const [user, queue] = next;
      const start = queue.shift()!;
      this.waiting -= 1;
      // To the back of the round: the other users' queues come first next time.
      this.queues.delete(user);
      if (queue.length > 0) this.queues.set(user, queue);
      start();
    }
  }
}
