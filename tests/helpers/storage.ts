import type { Storage } from "@/server/storage/storage";

/** A storage whose deletes fail (a store that is down), to test that rows still go and the UI is warned. */
export function withFailingDeletes(inner: Storage, reason = "storage is unreachable"): Storage {
  return {
    driver: inner.driver,
    put: (...args) => inner.put(...args),
    get: (...args) => inner.get(...args),
    exists: (...args) => inner.exists(...args),
    list: (...args) => inner.list(...args),
    delete: async () => {
      throw new Error(reason);
    },
  };
}

/** The path and query of an absolute signed URL, for t.request. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
