/**
 * Build-time rendering of the public pages (scripts/prerender.ts bundles this for Node and writes the HTML):
 * the same tree as src/web/main.tsx, signed out, at a fixed URL; the browser hydrates it.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { SessionStore } from "@/web/lib/auth/session-store";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";

/** The body of `<div id="root">` for `pathname`, with every lazy part (route modules, the landing page) loaded. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`pre-render of ${pathname} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const signedOut = new SessionStore();
  signedOut.initialized = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders store={signedOut}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
