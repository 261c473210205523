import { useCallback, useEffect } from "react";
import { useBlocker, type BlockerFunction } from "react-router";

/**
 * Warns before leaving a page with generated posts (spec §4): in-app navigation is held for a confirmation, and
 * closing or reloading the tab gets the browser's own prompt. Going to /auth (sign-out, a lost session) is never
 * held.
 */
export function useLeaveWarning(active: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/auth",
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);

  return blocker;
}
