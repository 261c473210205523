// Import boundaries and circles (issue 23, DESIGN §3, decision 012). Run by `npm run lint` (lint:imports).
// Each floor's rules live in its own section below; a rule's comment says why it exists.
/* global module */
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|\\.test\\.tsx?$|api-schema\\.gen\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
