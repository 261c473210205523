import type { Router } from "./lib/router";

/**
 * Feature routers mounted under /api. Each feature adds one line here: [path, factory].
 * A factory builds an OpenAPI router whose contracts become part of /api/openapi.json.
 */
export const featureRoutes: ReadonlyArray<readonly [string, () => Router]> = [];
