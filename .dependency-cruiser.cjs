// Import boundaries and circles (issue 23, DESIGN §3, decision 012). Run by `npm run lint` (lint:imports).
// Each floor's rules live in its own section below; a rule's comment says why it exists.
/** A forbidden import: every rule here is an error, and says why in its comment. */
const forbid = (name, comment, from, to) => ({ name, severity: "error", comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circles on either floor: a circle means two modules are one module in two files.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    // ── web floor rules (src/web) ──
    // Layers, bottom up: lib (no React screens) < components (UI, no data of a feature) < shared (widgets several
    // features use, src/web/shared) < features (one each, src/web/features/<x>) < app (shell and routes, which compose
    // features). A layer imports only layers below it; the one exception is a feature's query-key factory
    // (`api/<f>-keys.ts`), which features and shared widgets may import (decision 012).
    {
      name: "web-feature-imports-no-other-feature",
      severity: "error",
      comment:
        "A web feature imports no other feature but that feature's query-key factory (*-keys.ts): DESIGN §3, decision 012. " +
        "A widget several features use belongs in src/web/shared; a screen that combines features is composed by its route in src/web/app.",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/api/[^/]+-keys\\.ts$"] },
    },
    {
      name: "web-key-factory-imports-only-key-factories",
      severity: "error",
      comment:
        "A query-key factory imports no feature code, only other key factories (and lib, shared contracts). With the rule above, every " +
        "edge from one feature to another ends in a key factory that leads nowhere else, so no circle between feature folders can form.",
      from: { path: "^src/web/features/[^/]+/api/[^/]+-keys\\.ts$" },
      to: { path: "^src/web/(features|shared|components|app)/", pathNot: "^src/web/features/[^/]+/api/[^/]+-keys\\.ts$" },
    },
    {
      name: "web-shared-imports-no-feature",
      severity: "error",
      comment:
        "Shared widgets (src/web/shared) serve several features, so they import none of them but their key factories, and not the app shell.",
      from: { path: "^src/web/shared/" },
      to: { path: "^src/web/(features|app)/", pathNot: "^src/web/features/[^/]+/api/[^/]+-keys\\.ts$" },
    },
    {
      name: "web-components-lib-import-no-feature",
      severity: "error",
      comment:
        "src/web/components and src/web/lib are the floor every feature stands on: they import no feature (not even its keys), no shared widget and not the app shell. " +
        "A component that needs a feature's data is a shared widget (src/web/shared).",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/(features|shared|app)/" },
    },
    {
      name: "web-feature-imports-no-app",
      severity: "error",
      comment: "The app shell and routes compose features; a feature or shared widget that imported them would run the layers backwards.",
      from: { path: "^src/web/(features|shared)/" },
      to: { path: "^src/web/app/" },
    },

    // ── server floor rules (src/server) ──
    {
      name: "demo-writer-behind-providers",
      severity: "error",
      comment:
        "The built-in offline demo (src/server/ai/builtin) is one provider among others: only the provider layer " +
        "(src/server/ai/providers.ts, which turns a resolved model into an AI SDK model) imports it. What production " +
        "code shares with it lives in ai/ (directive.ts, brand-rules.ts, the catalogue's BUILTIN_MODELS), never inside " +
        "it, so the demo can be replaced or removed without touching callers (issue 23 point 5, decision 026).",
      from: { path: "^src/", pathNot: ["^src/server/ai/builtin/", "^src/server/ai/providers\\.ts$"] },
      to: { path: "^src/server/ai/builtin/" },
    },
    {
      name: "demo-writer-imports-down",
      severity: "error",
      comment:
        "The demo sits under the provider layer: it may read the gateway's contract (ai/directive.ts), the brand " +
        "rules (ai/brand-rules.ts), server/lib and shared, and nothing else of the server (no features, db, services).",
      from: { path: "^src/server/ai/builtin/" },
      to: { path: "^src/(server|web)/", pathNot: ["^src/server/ai/builtin/", "^src/server/ai/(directive|brand-rules)\\.ts$", "^src/server/lib/"] },
    },
    // Floors, bottom up (docs/architecture.md, "Floors"): shared · ground (config.ts, lib/, db/) · the container's
    // types (app-env.ts) · services (auth/, ai/, storage/, realtime/, jobs/) · http/ (the request floor: router and
    // its validation hook, the body edge, rate limits by IP, route helpers) · features/ · the composition root
    // (index.ts, app.ts, routes.ts, services.ts, deps.ts, seed.ts). A module imports its own floor and those below.
    forbid(
      "server-ground-no-feature",
      "config.ts, lib/ and db/ are the ground floor every feature stands on: a ground module that imports a feature " +
        "drags that feature (and all it imports) under every other one. Give the ground a parameter instead.",
      { path: "^src/server/(lib/|db/|config\\.ts$)" },
      { path: "^src/server/features/" },
    ),
    forbid(
      "server-ground-no-container",
      "The ground imports no service registry or composition root (services.ts, deps.ts, app-env.ts, app.ts, " +
        "routes.ts, seed.ts, index.ts): those name every service, so a ground module importing them sits above all of " +
        "them. Code that needs a request's deps (Context<AppEnv>) belongs in http/ or higher.",
      { path: "^src/server/(lib/|db/|config\\.ts$)" },
      { path: "^src/server/(services|deps|app-env|app|routes|seed|index)\\.ts$" },
    ),
    forbid(
      "server-ground-no-upper-floor",
      "Nothing above the ground either: not auth, storage, ai, jobs, realtime or http. The ground is what those are " +
        "built from (e.g. db/seed leaves the AI catalogue's seeding to ai/, listed by src/server/seed.ts).",
      { path: "^src/server/(lib/|db/|config\\.ts$)" },
      { path: "^src/server/(auth|storage|ai|jobs|realtime|http)/" },
    ),
    forbid(
      "server-container-types-only",
      "app-env.ts is the dependency container's types and nothing else: every import is `import type`, so naming " +
        "AppEnv/AppDeps/ServiceRegistry never runs a module. (That it imports nothing that imports it back is the " +
        "no-circular rule's job.)",
      { path: "^src/server/app-env\\.ts$" },
      { dependencyTypesNot: ["type-only"] },
    ),
    forbid(
      "server-registry-only-at-root",
      "services.ts and deps.ts build the container; only the composition root (index.ts, and each other) imports " +
        "them. Everything else takes the types from app-env.ts and the values from c.var.deps, so a service never " +
        "imports the registry that builds it (that was ten files in one circle).",
      { path: "^src/server/", pathNot: "^src/server/(index|services|deps)\\.ts$" },
      { path: "^src/server/(services|deps)\\.ts$" },
    ),
    forbid(
      "server-http-no-feature",
      "http/ serves every feature's routes (createRouter, the validation hook, owned-object routes): what it needs " +
        "of a feature is handed to it (owned-object routes take the storage quota as an option).",
      { path: "^src/server/http/" },
      { path: "^src/server/features/" },
    ),
    forbid(
      "server-feature-through-service",
      "A server feature reaches another only through that feature's service (<f>.service.ts), never its routes or " +
        "repositories: the service is the one writer of its tables (decision 012, docs/contributing.md), e.g. " +
        "history.service.ts is the only writer of content_history.",
      { path: "^src/server/features/([^/]+)/" },
      { path: "^src/server/features/[^/]+/", pathNot: ["^src/server/features/$1/", "\\.service\\.ts$"] },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|\\.test\\.tsx?$|api-schema\\.gen\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
