import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noInlineCopy from "./eslint-rules/no-inline-copy.js";

/** Started only through serveApp (src/server/http-server.ts), which keeps the real fetch Response global for libraries. */
const NODE_SERVER = { name: "@hono/node-server", message: "Use serveApp from @/server/http-server: it leaves the global Response alone." };

export default tseslint.config(
  { ignores: [".tmp*", "dist/**", "data/**", "node_modules/**", "test-results/**", "playwright-report/**", "coverage/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One message catalogue (docs/contributing.md): user-facing text lives in @/shared/messages or a feature's copy.ts.
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/copy.ts", "**/copy/*.ts"],
    plugins: { local: { rules: { "no-inline-copy": noInlineCopy } } },
    rules: { "local/no-inline-copy": ["error", { allow: [] }] },
  },
  // Boundaries (DESIGN §3): shared imports neither side; web never imports server; server never imports web.
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/server/*", "@/web/*", "../server/*", "../web/*"] }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/server/*"] }] },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/web/*"], paths: [NODE_SERVER] }] },
  },
  {
    files: ["tests/**/*.ts", "bench/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NODE_SERVER] }] },
  },
  {
    files: ["src/server/http-server.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/web/*"] }] },
  },
  // One HTTP client on the web (decision 012): every /api call goes through the typed client generated from the
  // OpenAPI document (`client` and `unwrap` from lib/api-client), so paths, bodies and answers come from the schema.
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/api-client.ts", "src/web/lib/auth/session-store.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/api-client$/] ImportSpecifier[imported.name='api']",
          message: "The untyped api helper is gone: call the typed client (client.GET/POST... with unwrap) from @/web/lib/api-client.",
        },
        {
          selector: "CallExpression[callee.name='fetch'] > :matches(Literal[value=/^\\/api\\//], TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]):first-child",
          message: "Call the API through the typed client (@/web/lib/api-client), not fetch.",
        },
        {
          selector: "CallExpression[callee.name='unwrap'][typeArguments]",
          message: "No hand-written answer types: unwrap infers the answer from the OpenAPI document.",
        },
        {
          selector: "CallExpression[callee.object.name='client'][callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/][typeArguments]",
          message: "No hand-written answer types: the typed client infers them from the OpenAPI document.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
);
