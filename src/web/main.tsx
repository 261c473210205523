import { startTransition, StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { hasSessionMarker, sessionStore } from "@/web/lib/auth/session-store";
import { SESSION_ATTRIBUTE } from "@/shared/page-loader";
import { AppProviders } from "./app/providers";
import { loadMatchedRoutes, routes } from "./app/router";
import "./styles.css";

// Without a session marker this settles at once (signed out), before the first render.
void sessionStore.initialize();
const container = document.getElementById("root")!;
// The public pages come pre-rendered signed out (scripts/prerender.ts): hydrated when this visitor is signed out
// too; with a possible session the page may differ (/ sends a session to the dashboard), so it renders afresh.
const hydrate = container.hasChildNodes() && !hasSessionMarker();

await loadMatchedRoutes(window.location.pathname);
// A task boundary between evaluating the modules and rendering: two shorter tasks instead of one long one.
await new Promise((resolve) => setTimeout(resolve, 0));
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  flushSync(() => root.render(app));
  // The page loader hid a pre-rendered / from a possible session; what shows now is the app's own answer.
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
}
