/* global module -- a CommonJS file: dependency-cruiser loads its config with require() */
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

    // ── server floor rules (src/server) ──
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
