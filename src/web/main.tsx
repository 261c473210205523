import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { hasSessionMarker, sessionStore } from "@/web/lib/auth/session-store";
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
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
