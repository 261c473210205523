import type { AppDeps } from "./app-env";
import { createMailer } from "./auth/mailer";
import { createPgRateLimiter } from "./lib/rate-limit";
import { createSecretBox } from "./lib/secrets";
import type { ServiceContext, ServiceRegistry } from "./services";

/** The request dependencies of one server process (index.ts, tests and benchmarks build them the same way). */
export function createAppDeps(ctx: ServiceContext, services: ServiceRegistry): AppDeps {
  const { config, database, logger, clock } = ctx;
  return {
    config,
    database,
    logger,
    clock,
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    rateLimiter: createPgRateLimiter(database.db, clock),
    secrets: createSecretBox(config.secretsKey),
    services,
  };
}
