import type { Database } from "@/server/db/client";

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records the SQL text of every statement the app sends to the database (both drivers, transactions included),
 * so a test can compare what two code paths do instead of timing them.
 */
export function recordSql(database: Database) {
  const statements: string[] = [];
  let recording = false;
  const wrapped = new WeakSet<object>();
  const wrap = (target: Queryable) => {
    if (wrapped.has(target)) return;
    wrapped.add(target);
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const q = args[0];
      if (recording) statements.push(typeof q === "string" ? q : String((q as { text?: string }).text));
      return query(...args);
    };
  };
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  if (database.kind === "pglite") {
    wrap(client as unknown as Queryable);
    const transaction = (client.transaction as (fn: (tx: Queryable) => unknown) => Promise<unknown>).bind(client);
    client.transaction = (fn: (tx: Queryable) => unknown) => transaction((tx) => (wrap(tx), fn(tx)));
  } else {
    // pg.Pool: every statement, pool.query's too, runs on a client handed out by connect (callback or promise).
    const connect = (client.connect as (...a: unknown[]) => unknown).bind(client);
    client.connect = (...args: unknown[]) => {
      const cb = args[0];
      if (typeof cb === "function") return connect((err: unknown, c: Queryable, done: unknown) => (c && wrap(c), cb(err, c, done)));
      return (connect() as Promise<Queryable>).then((c) => (wrap(c), c));
    };
  }
  return {
    async during(fn: () => Promise<unknown>): Promise<string[]> {
      statements.length = 0;
      recording = true;
      try {
        await fn();
      } finally {
        recording = false;
      }
      return [...statements];
    },
  };
}
