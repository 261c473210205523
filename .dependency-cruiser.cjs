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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|\\.test\\.tsx?$|api-schema\\.gen\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
