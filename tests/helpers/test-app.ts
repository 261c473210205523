import { createApp } from "@/server/app";
import type { AppDeps } from "@/server/app-env";
import { loadConfig, type Config } from "@/server/config";
import { createAppDeps } from "@/server/deps";
import type { Database } from "@/server/db/client";
import { ManualClock } from "@/server/lib/clock";
import { createLogger, type Logger } from "@/server/lib/logger";
import { createServices, type ServiceRegistry } from "@/server/services";
import { createTestDatabase } from "./test-db";

export interface TestAppOptions {
  env?: Record<string, string>;
  services?: Partial<ServiceRegistry>;
  clock?: ManualClock;
  /** A logger to read what the server logs (the default is silent). */
  logger?: Logger;
  /** A built web app folder to serve (as dist/web in production). */
  webRoot?: string;
  /** Another instance on the same database (two servers sharing one PostgreSQL); close() leaves it open. */
  database?: Database;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  clock: ManualClock;
  config: Config;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Runs `stop` first when the app closes (background workers a test started). */
  onClose(stop: () => Promise<void>): void;
  close(): Promise<void>;
}

const TEST_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "/tmp/content-studio-test",
    AUTH_JWT_SECRET: TEST_SECRET,
    AUTH_RATE_LIMIT_BURST: "1000",
    API_RATE_LIMIT_PER_MINUTE: "100000",
    AI_RATE_LIMIT_PER_MINUTE: "1000",
    PUBLIC_URL: "http://localhost:3000",
    ...options.env,
  });
  const clock = options.clock ?? new ManualClock(new Date());
  const logger = options.logger ?? createLogger("silent");
  const services = await createServices({ config, database, logger, clock }, options.services);
  const deps = createAppDeps({ config, database, logger, clock }, services);
  const app = createApp(deps, { webRoot: options.webRoot });
  const stops: (() => Promise<void>)[] = [];
  return {
    app,
    deps,
    database,
    clock,
    config,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set("authorization", `Bearer ${init.token}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      // Addressed as a browser would reach it: a server answers only its own host names (allowed-hosts.ts).
      const url = path.startsWith("/") ? `${new URL(config.publicUrl).origin}${path}` : path;
      return Promise.resolve(app.request(url, { ...init, headers, body }));
    },
    onClose(stop) {
      stops.push(stop);
    },
    async close() {
      for (const stop of stops.splice(0)) await stop();
      const { closeServices } = await import("@/server/services");
      await closeServices(services);
      if (!options.database) await database.close();
    },
  };
}
