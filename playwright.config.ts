import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts the real server on a fresh data directory (PGlite, local files, dev mailbox).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "cs-e2e-"));

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // No retries, on CI either: a test that passes on a second try hides a real race (tests must not flake).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS } } }],
  webServer: {
    command: "node dist/server/index.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT_BURST: "100000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      AI_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      // publishing.spec.ts connects an account to a fake Bluesky on loopback (a user-given URL; refused by default).
      PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
      // A published post's numbers are first collected a second after publishing (analytics.spec.ts), not after an hour.
      ANALYTICS_FIRST_DELAY_SECONDS: "1",
      ADMIN_EMAILS: Array.from({ length: 16 }, (_, i) => `admin-w${i}@e2e.test`).join(","),
    },
  },
});
