/**
 * Hono's router with the answers for recent paths remembered. The app's routes put static and parameter segments
 * side by side (/api/prompts/stats beside /api/prompts/{id}), which Hono's RegExpRouter refuses, so every request
 * is matched by the TrieRouter, about 0.1 ms each with this many routes. The same method and path always match the
 * same handlers and parameters, so the answer is kept (bounded; the oldest goes first). Match results are only read
 * by Hono, never changed, so one result may serve many requests.
 */
import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Enough for every static API path and many ids; one entry is a small array of references. */
export const CACHED_MATCHES = 2000;
/** Longer paths are matched every time: the memory stays small whatever paths strangers send. */
export const CACHED_PATH_MAX = 256;

export class CachedRouter<T> implements Router<T> {
  readonly name: string;
  readonly #inner: Router<T>;
  readonly #matches = new Map<string, Result<T>>();
  readonly #max: number;

  constructor(inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] }), max = CACHED_MATCHES) {
    this.#inner = inner;
    this.#max = max;
    this.name = `CachedRouter(${inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const hit = this.#matches.get(key);
    if (hit) return hit;
    const result = this.#inner.match(method, path);
    if (path.length > CACHED_PATH_MAX) return result;
    if (this.#matches.size >= this.#max) this.#matches.delete(this.#matches.keys().next().value!);
    this.#matches.set(key, result);
    return result;
  }
}
