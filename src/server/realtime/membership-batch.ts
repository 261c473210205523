/**
 * Membership checks of the realtime sockets, batched: every socket checks its workspace channels on each heartbeat,
 * all at once, and one query per socket and channel queued ~200 queries behind each other for 200 members (the
 * draft-latency bench measured 0.3-1.8 s, delaying events sent meanwhile). Checks asked in the same turn of the
 * event loop are answered by one query per workspace.
 */
export type MembersAmong = (workspaceId: string, userIds: readonly string[]) => Promise<Set<string>>;

export function createMembershipBatch(membersAmong: MembersAmong): (userId: string, workspaceId: string) => Promise<boolean> {
  type Waiter = { resolve: (member: boolean) => void; reject: (err: unknown) => void };
  let pending = new Map<string, Map<string, Waiter[]>>();
  let scheduled = false;

  async function flush() {
    const batch = pending;
    pending = new Map();
    scheduled = false;
    await Promise.all(
      [...batch].map(async ([workspaceId, users]) => {
        try {
          const members = await membersAmong(workspaceId, [...users.keys()]);
          for (const [userId, waiters] of users) for (const w of waiters) w.resolve(members.has(userId));
        } catch (err) {
          for (const waiters of users.values()) for (const w of waiters) w.reject(err);
        }
      }),
    );
  }

  return (userId, workspaceId) =>
    new Promise<boolean>((resolve, reject) => {
      const users = pending.get(workspaceId) ?? new Map<string, Waiter[]>();
      pending.set(workspaceId, users);
      users.set(userId, [...(users.get(userId) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
