/**
 * The web floor's import rules (issue 23, DESIGN §3, decision 012), run through dependency-cruiser's API with the
 * rules of `.dependency-cruiser.cjs` (what `npm run lint:imports` runs). A small fixture tree shows each rule
 * reporting the import it forbids and letting the allowed ones through; then the real src/web is checked: no web
 * rule is broken, and the features form no circle when each feature folder is taken as one node.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
const webRules = config.forbidden.filter((rule) => rule.name?.startsWith("web-"));

/** Files of the fixture, relative imports only (no alias to resolve). */
const FIXTURE: Record<string, string> = {
  // accounts <-> publishing, as it was: a component of each imports the other feature's code.
  "src/web/features/accounts/components/account-row.ts": `import { connect } from "../../publishing/components/connect-button"; export const row = connect;`,
  "src/web/features/accounts/api/get-accounts.ts": `export const getAccounts = () => [];`,
  "src/web/features/accounts/api/account-keys.ts": `import { root } from "../../../lib/query-roots"; export const accountKeys = { all: root };`,
  "src/web/features/publishing/components/connect-button.ts": `export const connect = 1;`,
  "src/web/features/publishing/components/calendar.ts": `import { getAccounts } from "../../accounts/api/get-accounts"; export const cal = getAccounts;`,
  // Allowed: another feature's key factory, a shared widget, components and lib.
  "src/web/features/content/components/page.ts": [
    `import { accountKeys } from "../../accounts/api/account-keys";`,
    `import { picker } from "../../../shared/images/picker";`,
    `import { button } from "../../../components/button";`,
    `import { own } from "../lib/own";`,
    `export const page = [accountKeys, picker, button, own];`,
  ].join("\n"),
  "src/web/features/content/lib/own.ts": `export const own = 1;`,
  // A key factory that reaches into feature code.
  "src/web/features/content/api/content-keys.ts": `import { accountKeys } from "../../accounts/api/account-keys"; import { own } from "../lib/own"; export const contentKeys = [accountKeys, own];`,
  // Shared: keys are allowed, a feature's component is not.
  "src/web/shared/images/picker.ts": `import { accountKeys } from "../../features/accounts/api/account-keys"; export const picker = accountKeys;`,
  "src/web/shared/images/bad.ts": `import { connect } from "../../features/publishing/components/connect-button"; export const bad = connect;`,
  // Components and lib: not even a key factory; and nothing below app imports app.
  "src/web/components/button.ts": `export const button = 1;`,
  "src/web/components/picker.ts": `import { accountKeys } from "../features/accounts/api/account-keys"; export const p = accountKeys;`,
  "src/web/lib/query-roots.ts": `export const root = ["r"];`,
  "src/web/lib/uses-shared.ts": `import { picker } from "../shared/images/picker"; export const u = picker;`,
  "src/web/app/routes/page.ts": `import { page } from "../../features/content/components/page"; export default page;`,
  "src/web/features/content/components/uses-app.ts": `import page from "../../../app/routes/page"; export const x = page;`,
};

let fixtureDir = "";

beforeAll(() => {
  fixtureDir = mkdtempSync(join(tmpdir(), "web-floor-"));
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(fixtureDir, path)), { recursive: true });
    writeFileSync(join(fixtureDir, path), `${text}\n`);
  }
});

afterAll(() => {
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
});

function violationsOf(output: ICruiseResult) {
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe("web floor import rules", () => {
  it("are in the config that lint:imports runs", () => {
    expect(webRules.map((rule) => rule.name)).toEqual([
      "web-feature-imports-no-other-feature",
      "web-key-factory-imports-only-key-factories",
      "web-shared-imports-no-feature",
      "web-components-lib-import-no-feature",
      "web-feature-imports-no-app",
    ]);
  });

  it("report each forbidden import of the fixture and only those", async () => {
    const result = await cruise(["src"], { baseDir: fixtureDir, ruleSet: { forbidden: webRules }, validate: true });
    expect(violationsOf(result.output as ICruiseResult)).toEqual([
      "web-components-lib-import-no-feature: src/web/components/picker.ts -> src/web/features/accounts/api/account-keys.ts",
      "web-components-lib-import-no-feature: src/web/lib/uses-shared.ts -> src/web/shared/images/picker.ts",
      "web-feature-imports-no-app: src/web/features/content/components/uses-app.ts -> src/web/app/routes/page.ts",
      // The accounts <-> publishing circle: both of its imports.
      "web-feature-imports-no-other-feature: src/web/features/accounts/components/account-row.ts -> src/web/features/publishing/components/connect-button.ts",
      "web-feature-imports-no-other-feature: src/web/features/publishing/components/calendar.ts -> src/web/features/accounts/api/get-accounts.ts",
      "web-key-factory-imports-only-key-factories: src/web/features/content/api/content-keys.ts -> src/web/features/content/lib/own.ts",
      "web-shared-imports-no-feature: src/web/shared/images/bad.ts -> src/web/features/publishing/components/connect-button.ts",
    ]);
  });
});

describe("the real src/web", () => {
  let result: ICruiseResult;

  beforeAll(async () => {
    const output = await cruise(["src/web"], { ...config.options, ruleSet: { forbidden: webRules }, validate: true }, undefined, {
      tsConfig: extractTSConfig("tsconfig.json"),
    });
    result = output.output as ICruiseResult;
  }, 120_000);

  it("breaks none of the web floor rules", () => {
    expect(result.modules.length).toBeGreaterThan(300);
    expect(violationsOf(result)).toEqual([]);
  });

  it("has no circle between feature folders (each feature taken as one node)", () => {
    const featureOf = (path: string) => /^src\/web\/features\/([^/]+)\//.exec(path)?.[1];
    const edges = new Map<string, Set<string>>();
    for (const module of result.modules) {
      const from = featureOf(module.source);
      if (!from) continue;
      for (const dependency of module.dependencies) {
        const to = featureOf(dependency.resolved);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    // Depth-first search; a node met again while still on the path closes a circle.
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (node: string, path: string[]) => {
      state.set(node, "open");
      for (const next of edges.get(node) ?? []) {
        if (state.get(next) === "open") circles.push([...path.slice(path.indexOf(next)), next].join(" -> "));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(node, "done");
    };
    for (const node of edges.keys()) if (!state.has(node)) visit(node, [node]);
    expect(circles).toEqual([]);
    // The key factories are what features still share: content takes prompts' and clusters' keys.
    expect(edges.get("content")).toContain("prompts");
  });
});
