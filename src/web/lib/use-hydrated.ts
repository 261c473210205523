import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React adopts a pre-rendered page (scripts/prerender.ts) and on the server, true from then on and on
 * every client-side render. A form uses it to stay inert until its handlers are attached, so an early click or
 * Enter does not submit natively (a reload that loses what was typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
