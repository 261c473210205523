/** 20,000 fuzzed requests across every endpoint of the OpenAPI document (the CI run does 2,400): no 5xx. */
import { spawnSync } from "node:child_process";
import { judge, recordFigures, table, writeSection } from "./lib/results";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const started = performance.now();
const run = spawnSync("npx", ["vitest", "run", "tests/security/fuzz.test.ts"], { env: { ...process.env, FUZZ_RUNS: String(RUNS), NODE_ENV: "test" }, encoding: "utf8" });
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const passed = run.status === 0;
const figures = { "fuzz.cases": RUNS, "fuzz.failures": passed ? 0 : 1 };
recordFigures(figures);
const body = `${table(["cases", "seconds", "5xx or envelope failures", "result"], [[RUNS.toLocaleString("en"), seconds, passed ? 0 : "see output", judge(figures)]])}\n\nfast-check arbitraries derived from each operation's JSON schema (mostly valid values, some junk: wrong types, NUL, traversal strings, 5,000-character strings), with and without a bearer token.`;
console.log(body);
if (!passed) console.log(run.stdout.slice(-4000), run.stderr.slice(-2000));
writeSection("Fuzzing the OpenAPI document", body);
process.exit(passed ? 0 : 1);
