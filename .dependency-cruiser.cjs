// Import boundaries and circles (issue 23, DESIGN §3, decision 012). Run by `npm run lint` (lint:imports).
// Each floor's rules live in its own section below; a rule's comment says why it exists.
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|\\.test\\.tsx?$|api-schema\\.gen\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
