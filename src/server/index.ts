import cluster from "node:cluster";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { serveApp } from "./http-server";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { createAppDeps } from "./deps";
import { prepareFirstAdmin } from "./auth/first-admin";
import { seedDatabase } from "./seed";
import { systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { restrictNewFiles, tightenTree } from "./lib/private-files";
import { closeServices, createServices } from "./services";
import { startWorkers } from "./jobs/workers";
import { createOpsRuntime } from "./ops/ops-runtime";
import { createShutdown, trackRequests } from "./ops/shutdown";

async function main() {
  // Before anything touches DATA_DIR: what this process and libraries create is the server user's alone.
  restrictNewFiles();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary) await tightenDataDir(config.dataDir, logger);
  if (cluster.isPrimary && config.workers > 1) {
    if (config.databaseUrl) return runPrimary(config.workers, logger);
    logger.warn("WORKERS needs DATABASE_URL (PGlite is used by one process): running one process");
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite"), poolSize: config.databasePoolSize });
  await migrate(database);
  if (cluster.isPrimary) await seedDatabase(database.db);
  // How the first administrator is made, with this start's setup code where one is needed (decision 003).
  const firstAdmin = cluster.isPrimary ? await prepareFirstAdmin(database.db, config) : undefined;
  const clock = systemClock;
  const services = await createServices({ config, database, logger, clock });
  const deps = createAppDeps({ config, database, logger, clock }, services);
  const webRoot = fileURLToPath(new URL("../web", import.meta.url));
  const app = createApp(deps, { webRoot });
  const server = serveApp({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`, database: database.kind, storage: config.storage.driver, mail: deps.mailer.kind }, "Content Studio is running");
    if (firstAdmin) logger[firstAdmin.level](firstAdmin.message);
    if (config.mailbox === "open") logger.info(`Dev mailbox (this machine only): ${config.publicUrl}/dev/mailbox`);
    if (config.mailbox === "admin") {
      // Loud on purpose: nobody can confirm an account or reset a password by mail on this server.
      logger.warn(
        `NO MAIL IS SENT: SMTP_URL is not set, and the dev mailbox is off because this is not a local development server (HOST=${config.host}, PUBLIC_URL=${config.publicUrl}, NODE_ENV=${config.env}). ` +
          "Sign-up confirmations and password resets will not reach anyone. Set SMTP_URL (see docs/operations.md, Deploying safely). " +
          "Until then, signed-in admins can read the kept mail of the last 24 hours at GET /api/dev/mailbox.",
      );
    }
  });
  // Idle keep-alive sockets outlive a client's or proxy's pool (most keep theirs 60 s): with Node's 5 s default
  // a client reusing a socket the server is just closing gets ECONNRESET. Headers must still arrive in time.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  services.realtime?.attach(server);
  // Every background worker (mail and publishing jobs, the sweeps) starts here and stops in shutdown below.
  const workers = await startWorkers(deps);
  // Model downloads the last run left unfinished continue from their partial files.
  services.localModels?.startResuming();

  // Graceful restarts: drain, close the listener, finish streams and jobs, then close (src/server/ops/shutdown.ts).
  const ops = services.ops ?? createOpsRuntime(database, { metricsEnabled: Boolean(config.ops.metricsToken) });
  const tracker = trackRequests(server as Server);
  Object.assign(ops.metrics.sources, { httpConnections: tracker.connections, inFlight: tracker.inFlight });
  const shutdown = createShutdown({
    server: server as Server,
    tracker,
    lifecycle: ops.lifecycle,
    logger,
    drainMs: config.ops.shutdownDrainMs,
    graceMs: config.ops.shutdownGraceMs,
    stopWork: (timeoutMs) => workers.stop(timeoutMs),
    closeRealtime: async () => services.realtime?.close(),
    async closeRest() {
      await closeServices(services).catch((err) => logger.error({ err }, "closing services failed"));
      await database.close();
    },
    exit: (code) => process.exit(code),
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Older versions left DATA_DIR readable (PGlite's files even world-writable): owner-only from now on. */
async function tightenDataDir(dataDir: string, logger: ReturnType<typeof createLogger>) {
  const { tightened, failed } = await tightenTree(dataDir);
  if (tightened) logger.warn({ dataDir, tightened }, `DATA_DIR: removed group and other access from ${tightened} files and folders (left by an older version)`);
  if (failed.length) logger.warn({ dataDir, failed }, "DATA_DIR: could not make these owner-only (another owner?); fix their permissions by hand");
}

/**
 * WORKERS > 1: the primary migrates and seeds once, then runs that many server processes sharing the port (the
 * server is stateless; sessions, rate limits and realtime go through PostgreSQL). A worker that dies is replaced.
 */
async function runPrimary(workers: number, logger: ReturnType<typeof createLogger>) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  await migrate(database);
  await seedDatabase(database.db);
  const firstAdmin = await prepareFirstAdmin(database.db, config);
  if (firstAdmin) logger[firstAdmin.level](firstAdmin.message);
  await database.close();
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    logger.warn({ pid: worker.process.pid, code }, "worker exited; starting another");
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Each worker drains and finishes its streams within its grace (and gives up 10 s after it).
    setTimeout(() => process.exit(0), config.ops.shutdownGraceMs + 11_000).unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  logger.info({ workers }, "started server processes");
}

main().catch((err) => {
  console.error("Failed to start:", err);
  process.exit(1);
});
